import {
  type Database,
  dailyActionChecks,
  dailyActions,
  pushSubscriptions,
  reminderPreferences,
  reminders,
} from "@onepercent/db";
import { DAY_CODES, type DayCode } from "@onepercent/validators/calendar";
import type { ReminderChannel, ReminderKind } from "@onepercent/validators/reminders";

/** Rows for the scheduler's tests (decision 032), written straight to the tables. */

export async function seedHabit(db: Database, userId: string, action: string): Promise<string> {
  const [habit] = await db.insert(dailyActions).values({ userId, action }).returning({ id: dailyActions.id });
  if (!habit) throw new Error("no habit inserted");
  return habit.id;
}

export async function seedReminder(
  db: Database,
  reminder: {
    userId: string;
    kind: ReminderKind;
    actionId?: string;
    time: string;
    days?: DayCode[];
    nextDueAt: Date;
    enabled?: boolean;
  },
) {
  const [row] = await db
    .insert(reminders)
    .values({ days: [...DAY_CODES], ...reminder })
    .returning();
  if (!row) throw new Error("no reminder inserted");
  return row;
}

export async function seedPreferences(
  db: Database,
  userId: string,
  preferences: { channel: ReminderChannel; quietStart?: string; quietEnd?: string },
) {
  await db.insert(reminderPreferences).values({ userId, ...preferences });
}

export async function seedSubscription(
  db: Database,
  userId: string,
  subscription: { endpoint: string; p256dh: string; auth: string },
) {
  await db.insert(pushSubscriptions).values({ userId, ...subscription });
}

export async function checkHabitDone(db: Database, userId: string, actionId: string, date: string) {
  await db.insert(dailyActionChecks).values({ userId, actionId, date, status: "completed" });
}
