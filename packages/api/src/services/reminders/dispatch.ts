import { and, type Database, dailyActionChecks, eq, inArray, pushSubscriptions } from "@onepercent/db";
import type { Mailer } from "@onepercent/email";
import { localDate } from "@onepercent/validators/calendar";
import { REMINDER_LATE_LIMIT_MS } from "@onepercent/validators/reminders";
import type { VapidKeys } from "../../context";
import { boundedTo, forEachBounded } from "./bounded";
import { type ClaimedReminder, claimDueReminders } from "./claim";
import { signDoneToken } from "./done-token";
import { type PushOutcome, sendPush } from "./push-sender";
import { BROWSER_PUSH_SERVICES, isPushService } from "./push-services";
import { pushPayloadFor, reminderEmailFor } from "./reminder-message";
import { inQuietHours } from "./schedule";

/**
 * Sends the reminders that are due (decision 032): claims them in batches (claim.ts), then for
 * each decides: missed by more than REMINDER_LATE_LIMIT_MS → dropped; in the athlete's quiet
 * hours, for a disabled account, or a habit already done that local day → skipped; otherwise
 * sent by web push to each of the athlete's subscriptions (channel "push"), else by e-mail.
 */

export interface ReminderDelivery {
  db: Database;
  mailer: Mailer;
  /** Web push's identity; null: every reminder goes by e-mail. */
  vapid: VapidKeys | null;
  /** Signs the "Done" action's token (the API config's token signing key). */
  tokenSigningKey: string;
  /** The push services a subscription may name (push-services.ts); absent, the browsers'. */
  pushServices?: readonly string[];
  /** The public origin the e-mail's link starts with (PUBLIC_URL). */
  origin: string;
  /** Told about a reminder that could not be sent. */
  logError?: (error: unknown, message: string) => void;
}

export interface DispatchOptions {
  /** Reminders claimed in one transaction. */
  batchSize?: number;
  /** Reminders being sent at once (a push service answers in tens of milliseconds). */
  concurrency?: number;
  /** E-mails being handed to the mailer at once (an SMTP server takes few connections). */
  emailConcurrency?: number;
}

export interface DispatchSummary {
  claimed: number;
  sent: number;
  skipped: number;
  dropped: number;
  failed: number;
}

const DEFAULT_BATCH_SIZE = 500;
const DEFAULT_CONCURRENCY = 64;
const DEFAULT_EMAIL_CONCURRENCY = 8;

type Fate = "send" | "skip" | "drop";

/** The local days (per habit) on which the claimed habits are already checked done. */
async function doneHabits(db: Database, batch: ClaimedReminder[]): Promise<Set<string>> {
  const habits = batch.filter((reminder) => reminder.kind === "habit" && reminder.actionId !== null);
  const actionIds = [...new Set(habits.map((reminder) => reminder.actionId ?? ""))];
  if (actionIds.length === 0) return new Set();
  const dates = [...new Set(habits.map((reminder) => localDate(reminder.dueAt, reminder.timeZone)))];
  const done = await db
    .select({ actionId: dailyActionChecks.actionId, date: dailyActionChecks.date })
    .from(dailyActionChecks)
    .where(
      and(
        inArray(dailyActionChecks.actionId, actionIds),
        inArray(dailyActionChecks.date, dates),
        eq(dailyActionChecks.status, "completed"),
      ),
    );
  return new Set(done.map((check) => `${check.actionId}/${check.date}`));
}

function fateOf(reminder: ClaimedReminder, now: Date, done: Set<string>): Fate {
  if (now.getTime() - reminder.dueAt.getTime() > REMINDER_LATE_LIMIT_MS) return "drop";
  if (reminder.disabled) return "skip";
  // Nothing is sent in quiet hours, nor later for an instant that fell in them.
  const { timeZone, quietHours } = reminder;
  if (inQuietHours(reminder.dueAt, timeZone, quietHours) || inQuietHours(now, timeZone, quietHours)) return "skip";
  if (reminder.actionId && done.has(`${reminder.actionId}/${localDate(reminder.dueAt, timeZone)}`)) return "skip";
  return "send";
}

type Subscription = { id: string; userId: string; endpoint: string; p256dh: string; auth: string };

/** The users' subscriptions on an allowed push service (one stored before the list changed is left out). */
async function subscriptionsOf(
  db: Database,
  userIds: string[],
  allowed: readonly string[],
): Promise<Map<string, Subscription[]>> {
  const byUser = new Map<string, Subscription[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
  for (const row of rows) {
    if (isPushService(row.endpoint, allowed)) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  }
  return byUser;
}

/** Whether `reminder` goes by web push (else by e-mail). */
const byPush = (delivery: ReminderDelivery, reminder: ClaimedReminder, subscriptions: Subscription[]) =>
  delivery.vapid !== null && reminder.channel === "push" && subscriptions.length > 0;

/** Sends one reminder; answers whether it reached the athlete, and the subscriptions found gone. */
async function deliver(
  delivery: ReminderDelivery,
  reminder: ClaimedReminder,
  subscriptions: Subscription[],
  now: Date,
): Promise<{ sent: boolean; gone: Subscription[] }> {
  const { vapid } = delivery;
  if (vapid && byPush(delivery, reminder, subscriptions)) {
    const doneToken = reminder.actionId
      ? signDoneToken(
          delivery.tokenSigningKey,
          { userId: reminder.userId, actionId: reminder.actionId, date: localDate(reminder.dueAt, reminder.timeZone) },
          now,
        )
      : undefined;
    const payload = pushPayloadFor(reminder, doneToken);
    const topic = reminder.id.replaceAll("-", "");
    const outcomes: PushOutcome[] = await Promise.all(
      subscriptions.map((subscription) => sendPush(vapid, subscription, payload, topic)),
    );
    const gone = subscriptions.filter((_, index) => outcomes[index] === "gone");
    // Every browser it was meant for has gone away: the athlete still hears of it, by e-mail.
    if (outcomes.includes("sent") || gone.length < subscriptions.length) {
      return { sent: outcomes.includes("sent"), gone };
    }
    await delivery.mailer.send(reminderEmailFor(reminder, reminder, delivery.origin));
    return { sent: true, gone };
  }
  await delivery.mailer.send(reminderEmailFor(reminder, reminder, delivery.origin));
  return { sent: true, gone: [] };
}

interface Limits {
  concurrency: number;
  emailConcurrency: number;
}

/** Decides and sends one claimed batch: pushes and e-mails side by side, each under its own bound. */
async function deliverBatch(
  delivery: ReminderDelivery,
  batch: ClaimedReminder[],
  now: Date,
  limits: Limits,
): Promise<DispatchSummary> {
  const summary: DispatchSummary = { claimed: batch.length, sent: 0, skipped: 0, dropped: 0, failed: 0 };
  const done = await doneHabits(delivery.db, batch);
  const toSend: ClaimedReminder[] = [];
  for (const reminder of batch) {
    const fate = fateOf(reminder, now, done);
    if (fate === "drop") summary.dropped++;
    else if (fate === "skip") summary.skipped++;
    else toSend.push(reminder);
  }
  const pushUsers = delivery.vapid ? toSend.filter((reminder) => reminder.channel === "push") : [];
  const subscriptions = await subscriptionsOf(
    delivery.db,
    [...new Set(pushUsers.map((reminder) => reminder.userId))],
    delivery.pushServices ?? BROWSER_PUSH_SERVICES,
  );
  const subscriptionsOfReminder = (reminder: ClaimedReminder) => subscriptions.get(reminder.userId) ?? [];
  const gone = new Map<string, Subscription>();
  const send = async (reminder: ClaimedReminder) => {
    try {
      const result = await deliver(delivery, reminder, subscriptionsOfReminder(reminder), now);
      for (const subscription of result.gone) gone.set(subscription.id, subscription);
      if (result.sent) summary.sent++;
      else summary.failed++;
    } catch (error) {
      summary.failed++;
      delivery.logError?.(error, "a reminder could not be sent");
    }
  };
  // An e-mail waiting for its turn never holds up a push, nor the other way round.
  const pushes: ClaimedReminder[] = [];
  const emails: ClaimedReminder[] = [];
  for (const reminder of toSend) {
    (byPush(delivery, reminder, subscriptionsOfReminder(reminder)) ? pushes : emails).push(reminder);
  }
  await Promise.all([
    forEachBounded(pushes, limits.concurrency, send),
    forEachBounded(emails, limits.emailConcurrency, send),
  ]);
  if (gone.size > 0) {
    const expired = [...gone.values()];
    await delivery.db.delete(pushSubscriptions).where(
      and(
        inArray(
          pushSubscriptions.id,
          expired.map((subscription) => subscription.id),
        ),
        inArray(pushSubscriptions.userId, [...new Set(expired.map((subscription) => subscription.userId))]),
      ),
    );
  }
  return summary;
}

/**
 * Claims and handles every reminder due at `now`, one batch after another, until none is left.
 * Several processes may run it at once: each reminder is claimed by one of them.
 */
export async function dispatchDueReminders(
  delivery: ReminderDelivery,
  now = new Date(),
  options: DispatchOptions = {},
): Promise<DispatchSummary> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const { mailer } = delivery;
  const limits: Limits = {
    concurrency: options.concurrency ?? DEFAULT_CONCURRENCY,
    emailConcurrency: options.emailConcurrency ?? DEFAULT_EMAIL_CONCURRENCY,
  };
  const emailGate = boundedTo(limits.emailConcurrency);
  const bounded: ReminderDelivery = {
    ...delivery,
    mailer: { kind: mailer.kind, send: (message) => emailGate(() => mailer.send(message)) },
  };
  const total: DispatchSummary = { claimed: 0, sent: 0, skipped: 0, dropped: 0, failed: 0 };
  for (;;) {
    const batch = await claimDueReminders(delivery.db, now, batchSize);
    if (batch.length === 0) break;
    const summary = await deliverBatch(bounded, batch, now, limits);
    for (const key of ["claimed", "sent", "skipped", "dropped", "failed"] as const) total[key] += summary[key];
    if (batch.length < batchSize) break;
  }
  return total;
}
