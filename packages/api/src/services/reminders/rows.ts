import { asc, type Database, dailyActions, eq, type Reminder, reminders } from "@onepercent/db";
import {
  type DayCode,
  REMINDER_KIND_LABELS,
  type ReminderKind,
  type ReminderView,
} from "@onepercent/validators/reminders";
import { found, ownedBy } from "../shared/records";
import { nextDueAt } from "./schedule";

// What the reminder reads and writes share: the columns a reminder answers with, its label, and
// when an enabled one is next due.

/** The user a reminder is scheduled for: its zone is where the chosen time is read. */
export interface RemindersUser {
  id: string;
  timeZone: string;
}

/** The columns a reminder answers with (explicit, so no column leaks), and its habit's text. */
const reminderColumns = {
  id: reminders.id,
  kind: reminders.kind,
  actionId: reminders.actionId,
  time: reminders.time,
  days: reminders.days,
  enabled: reminders.enabled,
  nextDueAt: reminders.nextDueAt,
  habit: dailyActions.action,
};
type ReminderRow = Pick<Reminder, "id" | "kind" | "actionId" | "time" | "days" | "enabled" | "nextDueAt"> & {
  habit: string | null;
};

/** What a reminder is called: its habit's text, or its kind's label. */
export const labelOf = (kind: ReminderKind, habit: string | null): string =>
  kind === "habit" ? (habit ?? "") : REMINDER_KIND_LABELS[kind];

const reminderView = ({ habit, ...row }: ReminderRow): ReminderView => ({
  ...row,
  label: labelOf(row.kind, habit),
});

/** The reminders of the user (all, or the one with `id`), with their habits' texts, oldest first. */
function selectReminders(db: Database, userId: string, id?: string) {
  return db
    .select(reminderColumns)
    .from(reminders)
    .leftJoin(dailyActions, eq(dailyActions.id, reminders.actionId))
    .where(id === undefined ? eq(reminders.userId, userId) : ownedBy(reminders, userId, id))
    .orderBy(asc(reminders.createdAt), asc(reminders.id));
}

export async function listReminders(db: Database, userId: string): Promise<ReminderView[]> {
  return (await selectReminders(db, userId)).map(reminderView);
}

/** The caller's reminder, or NOT_FOUND (another user's answers like a missing one). */
export async function ownedReminder(db: Database, userId: string, id: string): Promise<ReminderView> {
  return reminderView(found(await selectReminders(db, userId, id)));
}

/** When a reminder is next due after `now` in the user's zone; null while it is disabled. */
export const dueAfter = (
  rule: { time: string; days: readonly DayCode[]; enabled: boolean },
  timeZone: string,
  now: Date,
): Date | null => (rule.enabled ? nextDueAt(rule, timeZone, now) : null);

/** The caller's habit a reminder names, held until the write commits (so it cannot vanish under it). */
export async function lockOwnedHabit(db: Database, userId: string, actionId: string): Promise<void> {
  found(
    await db
      .select({ id: dailyActions.id })
      .from(dailyActions)
      .where(ownedBy(dailyActions, userId, actionId))
      .for("key share"),
  );
}
