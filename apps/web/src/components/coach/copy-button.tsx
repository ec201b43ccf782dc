import { Button } from "@onepercent/ui/button";
import { toast } from "@onepercent/ui/toaster";
import { useTimedNotice } from "@onepercent/ui/use-timed-notice";
import { INVITATION_COPIED_MS } from "@onepercent/validators/invitations";
import { Check, Copy } from "lucide-react";
import { coachText } from "./coach-text";

/** Copies a join code or link; "Copied!" shows for as long as an invitation link's does. */
export function CopyButton({ text, label, done, name }: { text: string; label: string; done: string; name: string }) {
  const copied = useTimedNotice<true>(INVITATION_COPIED_MS);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      copied.show(true);
      toast.success(done);
    } catch {
      toast.error(coachText.copyBlocked(text));
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={copy} aria-label={`${label}: ${name}`}>
      {copied.value ? <Check aria-hidden className="text-brand-700" /> : <Copy aria-hidden />}
      <span aria-live="polite">{copied.value ? coachText.copied : label}</span>
    </Button>
  );
}
