import { useEffect, useState } from "react";
import { type PushOutcome, pushDenied, pushIsOn, pushSupported, turnOnPush } from "../../lib/push";
import { trpc } from "../../lib/trpc";

/** Where push stands in this browser, as the reminders screen says it. */
export type PushStatus = Exclude<PushOutcome, "dismissed"> | "checking" | "off" | "turning-on" | "unavailable";

function initialStatus(publicKey: string | null): PushStatus {
  if (!publicKey) return "unavailable";
  if (!pushSupported()) return "unsupported";
  return pushDenied() ? "denied" : "checking";
}

/**
 * Push in this browser for the reminders screen: whether it is on (the browser's subscription),
 * and turning it on from a click (permission, subscription, reminders.push.subscribe).
 */
export function usePush(publicKey: string | null) {
  const [status, setStatus] = useState<PushStatus>(() => initialStatus(publicKey));
  const subscribe = trpc.reminders.push.subscribe.useMutation();

  useEffect(() => {
    if (status !== "checking" || !publicKey) return;
    let current = true;
    const settle = (next: PushStatus) => {
      if (current) setStatus(next);
    };
    pushIsOn(publicKey).then(
      (on) => settle(on ? "on" : "off"),
      () => settle("off"),
    );
    return () => {
      current = false;
    };
  }, [status, publicKey]);

  const turnOn = async () => {
    if (!publicKey) return;
    setStatus("turning-on");
    const outcome = await turnOnPush(publicKey, (subscription) => subscribe.mutateAsync(subscription));
    setStatus(outcome === "dismissed" ? "off" : outcome);
  };
  return { status, turnOn };
}
