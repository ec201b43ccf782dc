import { z } from "zod";
import { DAY_CODES } from "./calendar";
import { Id, IdRef } from "./ids";
import { reminderMessages } from "./messages/reminders";

/**
 * Reminders (issue 28): what the athlete is reminded of, when (a local time on chosen days, in
 * the athlete's own time zone), how (web push, or e-mail), and the quiet hours in which nothing
 * is sent. Shared by the tRPC router, the scheduler and the settings screen.
 */
const REMINDER_KINDS = ["habit", "journal", "weekly_review"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_CHANNELS = ["push", "email"] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
/** A user's reminders at most (every habit, the journal and the weekly review fit well under it). */
export const REMINDERS_MAX = 50;
/** A reminder missed (server down) is sent late up to this long after its time, else dropped. */
export const REMINDER_LATE_LIMIT_MS = 60 * 60 * 1000;
/** The web client's labels for each kind (a habit's reminder shows the habit's text). */
export const REMINDER_KIND_LABELS: Record<Exclude<ReminderKind, "habit">, string> = {
  journal: "Daily journal",
  weekly_review: "Weekly review",
};

/** A local wall-clock time, "HH:MM" (24 h). */
const LocalTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, reminderMessages.timeInvalid);
const Days = z
  .array(z.enum(DAY_CODES, reminderMessages.daysRequired), reminderMessages.daysRequired)
  .min(1, reminderMessages.daysRequired)
  .max(DAY_CODES.length)
  .transform((days) => DAY_CODES.filter((code) => days.includes(code)));

/** A reminder as set on the settings screen: a habit's names the habit; the others do not. */
export const ReminderInput = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("habit"),
      actionId: z.uuid(reminderMessages.habitRequired),
      time: LocalTime,
      days: Days,
      enabled: z.boolean().default(true),
    }),
    z.object({ kind: z.literal("journal"), time: LocalTime, days: Days, enabled: z.boolean().default(true) }),
    z.object({
      kind: z.literal("weekly_review"),
      time: LocalTime,
      days: Days,
      enabled: z.boolean().default(true),
    }),
  ],
  { error: reminderMessages.kindInvalid },
);
export type ReminderInput = z.infer<typeof ReminderInput>;

/** Quiet hours: nothing is sent from `start` up to `end` (local; may run past midnight). */
const QuietHours = z
  .object({ start: LocalTime, end: LocalTime })
  .refine((hours) => hours.start !== hours.end, reminderMessages.quietHoursInvalid);

export const ReminderPreferencesInput = z.object({
  channel: z.enum(REMINDER_CHANNELS, reminderMessages.channelInvalid),
  quietHours: QuietHours.nullable(),
});
export type ReminderPreferencesInput = z.infer<typeof ReminderPreferencesInput>;

/** A browser's push subscription (PushSubscription.toJSON()). */
export const PushSubscriptionInput = z.object(
  {
    endpoint: z.url({ protocol: /^https?$/, error: reminderMessages.subscriptionInvalid }).max(2000),
    keys: z.object({
      p256dh: z.string().min(1).max(200),
      auth: z.string().min(1).max(100),
    }),
  },
  reminderMessages.subscriptionInvalid,
);
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInput>;

/** What a push message carries (the service worker shows it; "Done" posts `doneToken`). */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** The page "Open" (and a tap on the notification) opens. */
  url: z.string(),
  /** For a habit's reminder: the token `POST /api/reminders/done` takes to check it for `date`. */
  doneToken: z.string().optional(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;

/** Any body without a usable token is answered like a bad token: the link is no longer valid. */
export const ReminderDoneInput = z.object(
  {
    token: z
      .string(reminderMessages.doneLinkInvalid)
      .min(1, reminderMessages.doneLinkInvalid)
      .max(1000, reminderMessages.doneLinkInvalid),
  },
  reminderMessages.doneLinkInvalid,
);
export type { DayCode } from "./calendar";
export { reminderMessages };

/** `reminders.set`: a reminder, and the id of the one it changes (else the kind's and habit's own). */
export const SetReminderInput = ReminderInput.and(z.object({ id: IdRef.optional() }));
export type SetReminderInput = z.infer<typeof SetReminderInput>;

export const ReminderView = z.object({
  id: Id,
  kind: z.enum(REMINDER_KINDS),
  actionId: Id.nullable(),
  /** The habit's text, or the kind's label. */
  label: z.string(),
  time: z.string(),
  days: z.array(z.enum(DAY_CODES)),
  enabled: z.boolean(),
  /** When it is next sent; null while disabled. */
  nextDueAt: z.date().nullable(),
});
export type ReminderView = z.infer<typeof ReminderView>;

export const ReminderPreferences = z.object({
  channel: z.enum(REMINDER_CHANNELS),
  quietHours: z.object({ start: z.string(), end: z.string() }).nullable(),
});
export type ReminderPreferences = z.infer<typeof ReminderPreferences>;

/** The reminders screen: how, the zone, every reminder, the habits to choose from, and push's key. */
export const ReminderSettings = ReminderPreferences.extend({
  timeZone: z.string(),
  reminders: z.array(ReminderView),
  habits: z.array(z.object({ id: Id, action: z.string() })),
  /** The server's VAPID public key (base64url); null: push is off on this server. */
  pushPublicKey: z.string().nullable(),
});
export type ReminderSettings = z.infer<typeof ReminderSettings>;

/** The soonest reminder, for the dashboard. */
export const NextReminder = z
  .object({ at: z.date(), kind: z.enum(REMINDER_KINDS), label: z.string(), url: z.string() })
  .nullable();
export type NextReminder = z.infer<typeof NextReminder>;

export const PushUnsubscribeInput = PushSubscriptionInput.pick({ endpoint: true });
export type PushUnsubscribeInput = z.infer<typeof PushUnsubscribeInput>;
export const Done = z.object({ ok: z.literal(true) });
