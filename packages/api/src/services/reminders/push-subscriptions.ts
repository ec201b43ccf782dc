import { and, type Database, eq, pushSubscriptions } from "@onepercent/db";
import { AppError } from "@onepercent/validators";
import {
  type PushSubscriptionInput,
  type PushUnsubscribeInput,
  reminderMessages,
} from "@onepercent/validators/reminders";
import { BROWSER_PUSH_SERVICES, isPushService } from "./push-services";

// The browsers a user gets push reminders in: one row per endpoint (a browser's push address).

/**
 * Keeps the browser's subscription for the caller: a new endpoint is added; a known one takes the
 * new keys and moves to the caller if someone else had it (the last to sign in there gets the pushes).
 * An endpoint that is not on one of the `allowed` push services is refused.
 */
export async function subscribePush(
  db: Database,
  userId: string,
  input: PushSubscriptionInput,
  allowed: readonly string[] = BROWSER_PUSH_SERVICES,
): Promise<{ ok: true }> {
  if (!isPushService(input.endpoint, allowed)) throw new AppError("BAD_INPUT", reminderMessages.subscriptionInvalid);
  const values = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  return { ok: true };
}

/** Forgets the caller's subscription at `endpoint` (one of another user's is left alone). */
export async function unsubscribePush(
  db: Database,
  userId: string,
  { endpoint }: PushUnsubscribeInput,
): Promise<{ ok: true }> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return { ok: true };
}
