import { Button } from "@onepercent/ui/button";
import { reminderMessages } from "@onepercent/validators/messages/reminders";
import { BellRing, CheckCircle2, Mail } from "lucide-react";
import { StatusNote } from "../common/form-parts";
import { type PushStatus, usePush } from "./use-push";

/** What each state says, and whether e-mail is offered in its place. */
const PROBLEMS: Partial<Record<PushStatus, string>> = {
  unavailable: reminderMessages.pushUnavailable,
  unsupported: reminderMessages.pushUnsupported,
  denied: reminderMessages.pushDenied,
  failed: reminderMessages.pushFailed,
};

/**
 * Push in this browser, under the "Push notifications" choice: on, or a button that asks for
 * permission (only on this click) and subscribes; when push cannot work here it says so plainly
 * and offers e-mail.
 */
export function PushStatusNote({ publicKey, onUseEmail }: { publicKey: string | null; onUseEmail: () => void }) {
  const { status, turnOn } = usePush(publicKey);
  if (status === "on") return <StatusNote icon={CheckCircle2}>{reminderMessages.pushOn}</StatusNote>;
  const problem = PROBLEMS[status];
  return (
    <div className="space-y-3 rounded-xl bg-slate-50 p-3.5">
      <p role="status" className="text-slate-700 text-sm">
        {problem ?? (status === "checking" ? "Checking this browser…" : reminderMessages.pushOff)}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {status === "off" || status === "failed" || status === "turning-on" ? (
          <Button variant="secondary" onClick={() => void turnOn()} disabled={status === "turning-on"}>
            <BellRing aria-hidden />
            {status === "turning-on" ? "Turning on…" : "Turn on push notifications"}
          </Button>
        ) : null}
        {problem ? (
          <Button variant="secondary" onClick={onUseEmail}>
            <Mail aria-hidden />
            Get reminders by e-mail
          </Button>
        ) : null}
      </div>
    </div>
  );
}
