import { and, type Database, eq, reminders } from "@onepercent/db";
import { nextDueAt } from "./schedule";

/**
 * Moves the user's enabled reminders to `timeZone` (the zone they now are in): each is next due at
 * its local time there. Called when the stored zone changes (session-context.ts syncTimeZone).
 */
export async function rescheduleReminders(db: Database, userId: string, timeZone: string, now = new Date()) {
  const enabled = and(eq(reminders.userId, userId), eq(reminders.enabled, true));
  const rows = await db
    .select({ id: reminders.id, time: reminders.time, days: reminders.days })
    .from(reminders)
    .where(enabled)
    .for("update");
  for (const row of rows) {
    await db
      .update(reminders)
      .set({ nextDueAt: nextDueAt(row, timeZone, now), updatedAt: now })
      .where(and(enabled, eq(reminders.id, row.id)));
  }
}
