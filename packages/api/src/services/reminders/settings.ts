import { asc, type Database, dailyActions, eq, reminderPreferences } from "@onepercent/db";
import type { ReminderPreferences, ReminderPreferencesInput, ReminderSettings } from "@onepercent/validators/reminders";
import { listReminders, type RemindersUser } from "./rows";

// The reminders screen (issue 28): how the athlete is reminded, when nothing is sent, what of.

/** The user's channel and quiet hours; push and none until they choose. */
async function reminderPreferencesOf(db: Database, userId: string): Promise<ReminderPreferences> {
  const [row] = await db
    .select({
      channel: reminderPreferences.channel,
      start: reminderPreferences.quietStart,
      end: reminderPreferences.quietEnd,
    })
    .from(reminderPreferences)
    .where(eq(reminderPreferences.userId, userId));
  if (!row) return { channel: "push", quietHours: null };
  const { channel, start, end } = row;
  return { channel, quietHours: start !== null && end !== null ? { start, end } : null };
}

/**
 * Everything the screen shows: the preferences, the zone the times are read in, the reminders,
 * the habits to choose from (in the checklist's order) and the server's push key (null: no push).
 */
export async function readReminderSettings(
  db: Database,
  user: RemindersUser,
  pushPublicKey: string | null,
): Promise<ReminderSettings> {
  const habits = await db
    .select({ id: dailyActions.id, action: dailyActions.action })
    .from(dailyActions)
    .where(eq(dailyActions.userId, user.id))
    .orderBy(asc(dailyActions.order), asc(dailyActions.createdAt));
  return {
    ...(await reminderPreferencesOf(db, user.id)),
    timeZone: user.timeZone,
    reminders: await listReminders(db, user.id),
    habits,
    pushPublicKey,
  };
}

/** Saves how the caller is reminded and their quiet hours (null: none), and answers them. */
export async function setReminderPreferences(
  db: Database,
  userId: string,
  { channel, quietHours }: ReminderPreferencesInput,
): Promise<ReminderPreferences> {
  const values = { channel, quietStart: quietHours?.start ?? null, quietEnd: quietHours?.end ?? null };
  await db
    .insert(reminderPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderPreferences.userId, set: { ...values, updatedAt: new Date() } });
  return { channel, quietHours };
}
