import { type PushPayload, REMINDER_KIND_LABELS, type ReminderKind } from "@onepercent/validators/reminders";

/** What a due reminder says (decision 032): the same words by web push and by e-mail. */

/** The page each kind of reminder opens. */
export const REMINDER_PAGES: Record<ReminderKind, string> = {
  habit: "/daily-success-checklist",
  journal: "/daily-journal",
  weekly_review: "/weekly-journal",
};

const BODIES: Record<ReminderKind, string> = {
  habit: "Time for your habit today.",
  journal: "A few minutes to write about your day.",
  weekly_review: "Look back on your week and set up the next one.",
};

export interface ReminderText {
  id: string;
  kind: ReminderKind;
  /** The habit's action (kind "habit"); null for the others, or a habit gone since. */
  habit: string | null;
}

/** The reminder's title: the habit's own words, or the kind's label. */
const reminderTitle = ({ kind, habit }: ReminderText): string =>
  kind === "habit" ? (habit ?? "Your habit") : REMINDER_KIND_LABELS[kind];

/** The push message; `doneToken` lets a habit's "Done" check it without opening the app. */
export function pushPayloadFor(reminder: ReminderText, doneToken?: string): PushPayload {
  return {
    title: reminderTitle(reminder),
    body: doneToken ? `${BODIES[reminder.kind]} Tap Done when it's done.` : BODIES[reminder.kind],
    url: REMINDER_PAGES[reminder.kind],
    // One notification per reminder: a later one (or one sent again) replaces it.
    tag: `reminder-${reminder.id}`,
    ...(doneToken ? { doneToken } : {}),
  };
}

/** The e-mail: plain text, with a link to the page to open. */
export function reminderEmailFor(
  reminder: ReminderText,
  recipient: { email: string; name: string },
  origin: string,
): { to: string; subject: string; text: string } {
  const title = reminderTitle(reminder);
  const text = [
    `Hi ${recipient.name},`,
    "",
    `${title}: ${BODIES[reminder.kind]}`,
    "",
    `Open OnePercent: ${origin}${REMINDER_PAGES[reminder.kind]}`,
    "",
    "You get this e-mail because you set this reminder. Change it, or choose push notifications,",
    `under Profile → Reminders: ${origin}/profile`,
  ].join("\n");
  return { to: recipient.email, subject: `Reminder: ${title}`, text };
}
