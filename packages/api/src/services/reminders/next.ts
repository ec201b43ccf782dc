import { and, asc, type Database, dailyActions, eq, reminders } from "@onepercent/db";
import type { NextReminder } from "@onepercent/validators/reminders";
import { REMINDER_PAGES } from "./reminder-message";
import { labelOf } from "./rows";

/** The caller's soonest enabled reminder (the dashboard shows it), or null when none is set. */
export async function nextReminder(db: Database, userId: string): Promise<NextReminder> {
  const [row] = await db
    .select({ at: reminders.nextDueAt, kind: reminders.kind, habit: dailyActions.action })
    .from(reminders)
    .leftJoin(dailyActions, eq(dailyActions.id, reminders.actionId))
    .where(and(eq(reminders.userId, userId), eq(reminders.enabled, true)))
    .orderBy(asc(reminders.nextDueAt), asc(reminders.createdAt))
    .limit(1);
  if (!row?.at) return null;
  return { at: row.at, kind: row.kind, label: labelOf(row.kind, row.habit), url: REMINDER_PAGES[row.kind] };
}
