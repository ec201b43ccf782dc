import { and, type Database, dailyActions, eq, lte, reminderPreferences, reminders, sql, users } from "@onepercent/db";
import { isTimeZone } from "@onepercent/validators/calendar";
import type { ReminderChannel, ReminderKind } from "@onepercent/validators/reminders";
import { nextDueAt, type QuietHoursRule, type ReminderRule } from "./schedule";

/**
 * Claiming due reminders (decision 032): one short transaction takes a batch of rows whose
 * instant has come with `FOR UPDATE SKIP LOCKED` (another process takes the next rows instead
 * of waiting) and moves each one on (lastDueAt = its instant, nextDueAt = the next one), then
 * commits. Sending happens after the commit, on no connection: at most once.
 */

export interface ClaimedReminder {
  id: string;
  userId: string;
  kind: ReminderKind;
  actionId: string | null;
  /** The habit's action, for its title (kind "habit"). */
  habit: string | null;
  /** The instant it was due (what was claimed). */
  dueAt: Date;
  timeZone: string;
  email: string;
  name: string;
  /** The account is disabled: nothing is sent to it. */
  disabled: boolean;
  channel: ReminderChannel;
  quietHours: QuietHoursRule | null;
}

function quietHoursOf(start: string | null, end: string | null): QuietHoursRule | null {
  return start && end ? { start, end } : null;
}

/** The instant after `dueAt` (and after `now`: missed instants are not caught up); null if none can be found. */
function followingDue(rule: ReminderRule, timeZone: string, dueAt: Date, now: Date): Date | null {
  try {
    return nextDueAt(rule, timeZone, new Date(Math.max(now.getTime(), dueAt.getTime())));
  } catch {
    // A rule with no day (refused at input): it is never due again rather than blocking the queue.
    return null;
  }
}

/** Claims up to `limit` reminders due at `now` (oldest first) and moves them on; answers what it took. */
export async function claimDueReminders(db: Database, now: Date, limit: number): Promise<ClaimedReminder[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: reminders.id,
        userId: reminders.userId,
        kind: reminders.kind,
        actionId: reminders.actionId,
        time: reminders.time,
        days: reminders.days,
        dueAt: reminders.nextDueAt,
        habit: dailyActions.action,
        timeZone: users.timeZone,
        email: users.email,
        name: users.name,
        disabledAt: users.disabledAt,
        channel: reminderPreferences.channel,
        quietStart: reminderPreferences.quietStart,
        quietEnd: reminderPreferences.quietEnd,
      })
      .from(reminders)
      .innerJoin(users, eq(users.id, reminders.userId))
      .leftJoin(reminderPreferences, eq(reminderPreferences.userId, reminders.userId))
      .leftJoin(dailyActions, eq(dailyActions.id, reminders.actionId))
      .where(and(eq(reminders.enabled, true), lte(reminders.nextDueAt, now)))
      .orderBy(reminders.nextDueAt)
      .limit(limit)
      .for("update", { of: reminders, skipLocked: true });
    const claimed: ClaimedReminder[] = [];
    const moves: { id: string; due: Date; next: Date | null }[] = [];
    for (const row of rows) {
      if (!row.dueAt) continue;
      const timeZone = isTimeZone(row.timeZone) ? row.timeZone : "UTC";
      moves.push({ id: row.id, due: row.dueAt, next: followingDue(row, timeZone, row.dueAt, now) });
      claimed.push({
        id: row.id,
        userId: row.userId,
        kind: row.kind,
        actionId: row.actionId,
        habit: row.habit,
        dueAt: row.dueAt,
        timeZone,
        email: row.email,
        name: row.name,
        disabled: row.disabledAt !== null,
        channel: row.channel ?? "push",
        quietHours: quietHoursOf(row.quietStart, row.quietEnd),
      });
    }
    if (moves.length > 0) {
      const values = sql.join(
        moves.map(
          ({ id, due, next }) =>
            sql`(${id}::uuid, ${due.toISOString()}::timestamptz, ${next?.toISOString() ?? null}::timestamptz)`,
        ),
        sql`, `,
      );
      // One statement for the batch (the rows are locked above: nobody else moves them meanwhile).
      await tx.execute(
        sql`update ${reminders} set last_due_at = moved.due, next_due_at = moved.next from (values ${values}) as moved(id, due, next) where ${reminders.id} = moved.id`,
      );
    }
    return claimed;
  });
}
