import { type DailyActionCheck, type Database, dailyActionChecks, dailyActions } from "@onepercent/db";
import {
  gridDay,
  type HabitDayView,
  type HabitGridDay,
  type HabitProgressInput,
  type HabitTrack,
  type HabitView,
  localDate,
} from "@onepercent/validators";
import { found, ownedBy } from "../shared/records";

// What the habit reads and writes share: the columns, the caller's action, and a day's view of its check.

export interface HabitsUser {
  id: string;
  timeZone: string;
}

/** The columns an action answers with (explicit, so no column leaks). */
export const actionColumns = {
  id: dailyActions.id,
  action: dailyActions.action,
  category: dailyActions.category,
  frequency: dailyActions.frequency,
  customDays: dailyActions.customDays,
  timeOfDay: dailyActions.timeOfDay,
  order: dailyActions.order,
  createdAt: dailyActions.createdAt,
};

/** The columns a day's check is read with. */
export const checkColumns = {
  actionId: dailyActionChecks.actionId,
  date: dailyActionChecks.date,
  status: dailyActionChecks.status,
  note: dailyActionChecks.note,
  updatedAt: dailyActionChecks.updatedAt,
};
export type CheckRow = Pick<DailyActionCheck, keyof typeof checkColumns>;

/** The caller's action, or NOT_FOUND (a missing action and another user's answer alike). */
export async function ownedAction(db: Database, userId: string, id: string): Promise<HabitView> {
  return found(
    await db
      .select(actionColumns)
      .from(dailyActions)
      .where(ownedBy(dailyActions, userId, id)),
  );
}

export const todayOf = (user: HabitsUser, now: Date) => localDate(now, user.timeZone);

/** The action's schedule and its first day, the day it was added in the user's zone. */
export const trackOf = (action: HabitView, timeZone: string): HabitTrack => ({
  frequency: action.frequency,
  customDays: action.customDays,
  startDate: localDate(action.createdAt, timeZone),
});

/** The action's track with the days it was completed on. */
export function progressOf(action: HabitView, checks: readonly CheckRow[], timeZone: string): HabitProgressInput {
  return {
    ...trackOf(action, timeZone),
    completedDates: new Set(
      checks.filter((check) => check.actionId === action.id && check.status === "completed").map((c) => c.date),
    ),
  };
}

/** A day of the grid with what its check stores: the status, the note and when it changed. */
export const withCheck = (day: HabitGridDay, check: CheckRow | undefined): HabitDayView => ({
  ...day,
  stored: check?.status ?? "pending",
  note: check?.note ?? null,
  updatedAt: check?.updatedAt ?? null,
});

export const dayView = (habit: HabitTrack, date: string, check: CheckRow | undefined, today: string): HabitDayView =>
  withCheck(gridDay(habit, date, check?.status ?? null, today), check);
