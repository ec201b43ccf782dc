import { and, asc, type Database, dailyActionChecks, dailyActions, eq, gte, or, sql } from "@onepercent/db";
import {
  AppError,
  addDays,
  type CreateHabitInput,
  type DayCode,
  dayCodeOf,
  daysBetween,
  gridCompletionRate,
  gridDay,
  HABITS_MAX_PER_USER,
  type HabitCheckStatus,
  type HabitDayStatus,
  type HabitIdInput,
  type HabitProgressInput,
  type HabitTrack,
  habitStreaks,
  historyStart,
  localDate,
  messages,
  type UpdateHabitInput,
  weekCompletion,
  weekDays,
  weekStartOf,
} from "@onepercent/validators";
import { notFound } from "../errors";

export interface HabitsUser {
  id: string;
  timeZone: string;
}

/** The columns an action answers with (explicit, so no column leaks). */
const actionColumns = {
  id: dailyActions.id,
  action: dailyActions.action,
  category: dailyActions.category,
  frequency: dailyActions.frequency,
  customDays: dailyActions.customDays,
  timeOfDay: dailyActions.timeOfDay,
  order: dailyActions.order,
  createdAt: dailyActions.createdAt,
};
type ActionRow = { [K in keyof typeof actionColumns]: (typeof actionColumns)[K]["_"]["data"] };

/** The columns a day's check is read with. */
export const checkColumns = {
  actionId: dailyActionChecks.actionId,
  date: dailyActionChecks.date,
  status: dailyActionChecks.status,
  note: dailyActionChecks.note,
  updatedAt: dailyActionChecks.updatedAt,
};

export interface CheckRow {
  actionId: string;
  date: string;
  status: HabitCheckStatus;
  note: string | null;
  updatedAt: Date;
}

const owned = (userId: string, id: string) => and(eq(dailyActions.id, id), eq(dailyActions.userId, userId));

/** The caller's action, or NOT_FOUND (a missing action and another user's answer alike). */
export async function ownedAction(db: Database, userId: string, id: string): Promise<ActionRow> {
  const [row] = await db.select(actionColumns).from(dailyActions).where(owned(userId, id));
  if (!row) throw notFound();
  return row;
}

export const todayOf = (user: HabitsUser, now: Date) => localDate(now, user.timeZone);

/** The action's schedule and its first day, the day it was added in the user's zone. */
export const trackOf = (action: ActionRow, timeZone: string): HabitTrack => ({
  frequency: action.frequency,
  customDays: action.customDays,
  startDate: localDate(action.createdAt, timeZone),
});

function progressOf(action: ActionRow, checks: readonly CheckRow[], timeZone: string): HabitProgressInput {
  return {
    ...trackOf(action, timeZone),
    completedDates: new Set(
      checks.filter((check) => check.actionId === action.id && check.status === "completed").map((c) => c.date),
    ),
  };
}

export interface HabitDayView {
  day: DayCode;
  date: string;
  /** What the day shows (stored status, or the derived missed / not-applicable). */
  status: HabitDayStatus;
  /** The action did not exist yet on this day (not applicable, counted nowhere). */
  beforeStart: boolean;
  /** The stored status (pending when no check exists yet). */
  stored: HabitCheckStatus;
  editable: boolean;
  note: string | null;
  /** When the check last changed (null without a check). */
  updatedAt: Date | null;
}

export function dayView(habit: HabitTrack, date: string, check: CheckRow | undefined, today: string): HabitDayView {
  return {
    ...gridDay(habit, date, check?.status ?? null, today),
    stored: check?.status ?? "pending",
    note: check?.note ?? null,
    updatedAt: check?.updatedAt ?? null,
  };
}

/**
 * The checklist: every action with this week's SU..SA grid, the previous day when it lies in
 * last week (on Sundays), its streaks and two figures for the week: `completionRate`, the
 * spec's (completed days of the seven-day grid), and `thisWeek`, the scheduled days done so
 * far since the action exists (what the web app shows; also for all actions together).
 */
export async function listHabits(db: Database, user: HabitsUser, now = new Date()) {
  const today = todayOf(user, now);
  const yesterday = addDays(today, -1);
  const weekStart = weekStartOf(today);
  const [actions, checks] = await Promise.all([
    db
      .select(actionColumns)
      .from(dailyActions)
      .where(eq(dailyActions.userId, user.id))
      .orderBy(asc(dailyActions.order), asc(dailyActions.createdAt)),
    db
      .select(checkColumns)
      .from(dailyActionChecks)
      .where(
        and(
          eq(dailyActionChecks.userId, user.id),
          // Every completed day (streaks) and anything since the day before this week.
          or(eq(dailyActionChecks.status, "completed"), gte(dailyActionChecks.date, addDays(weekStart, -1))),
        ),
      ),
  ]);

  const checkOf = (actionId: string, date: string) =>
    checks.find((check) => check.actionId === actionId && check.date === date);
  const progress = actions.map((action) => progressOf(action, checks, user.timeZone));

  return {
    today,
    yesterday,
    weekStart,
    days: weekDays(weekStart).map((date) => ({ day: dayCodeOf(date), date })),
    thisWeek: weekCompletion(progress, weekStart, today),
    actions: actions.map((action, index) => {
      const habit = progress[index] ?? progressOf(action, checks, user.timeZone);
      const week = weekDays(weekStart).map((date) => dayView(habit, date, checkOf(action.id, date), today));
      return {
        ...action,
        startDate: habit.startDate,
        completionRate: gridCompletionRate(week),
        thisWeek: weekCompletion([habit], weekStart, today),
        streaks: habitStreaks(habit, today),
        week,
        /** The previous day when it is in last week (today is Sunday), else null. */
        previousDay: yesterday < weekStart ? dayView(habit, yesterday, checkOf(action.id, yesterday), today) : null,
      };
    }),
  };
}

export type HabitList = Awaited<ReturnType<typeof listHabits>>;
export type HabitListItem = HabitList["actions"][number];

/** The actions that apply today and are not completed today. */
export async function incompleteToday(db: Database, user: HabitsUser, now = new Date()) {
  const list = await listHabits(db, user, now);
  return list.actions.filter((action) => {
    const today = action.week.find((day) => day.date === list.today);
    return today !== undefined && today.status === "pending";
  });
}

export async function createHabit(db: Database, userId: string, input: CreateHabitInput): Promise<ActionRow> {
  const [stats] = await db
    .select({ count: sql<number>`count(*)::int`, maxOrder: sql<number>`coalesce(max(${dailyActions.order}), -1)::int` })
    .from(dailyActions)
    .where(eq(dailyActions.userId, userId));
  if ((stats?.count ?? 0) >= HABITS_MAX_PER_USER) throw new AppError("BAD_INPUT", messages.habitsTooMany);
  const [row] = await db
    .insert(dailyActions)
    .values({
      userId,
      action: input.action,
      category: input.category,
      frequency: input.frequency,
      customDays: input.frequency === "custom" ? input.customDays : [],
      timeOfDay: input.timeOfDay,
      order: input.order ?? (stats?.maxOrder ?? -1) + 1,
    })
    .returning(actionColumns);
  if (!row) throw new AppError("UNAVAILABLE", messages.habitAddFailed);
  return row;
}

export async function updateHabit(db: Database, userId: string, { id, data }: UpdateHabitInput): Promise<ActionRow> {
  const current = await ownedAction(db, userId, id);
  const frequency = data.frequency ?? current.frequency;
  const customDays = data.customDays ?? current.customDays;
  const [row] = await db
    .update(dailyActions)
    .set({
      ...(data.action === undefined ? {} : { action: data.action }),
      ...(data.category === undefined ? {} : { category: data.category }),
      ...(data.timeOfDay === undefined ? {} : { timeOfDay: data.timeOfDay }),
      ...(data.order === undefined ? {} : { order: data.order }),
      frequency,
      customDays: frequency === "custom" ? customDays : [],
      updatedAt: new Date(),
    })
    .where(owned(userId, id))
    .returning(actionColumns);
  if (!row) throw notFound();
  return row;
}

export async function deleteHabit(db: Database, userId: string, { id }: HabitIdInput) {
  const [row] = await db.delete(dailyActions).where(owned(userId, id)).returning({ id: dailyActions.id });
  if (!row) throw notFound();
  return row;
}

/** Twelve weeks of one action's days for the heatmap, with its streaks and rate over them. */
export async function habitHistory(db: Database, user: HabitsUser, { id }: HabitIdInput, now = new Date()) {
  const action = await ownedAction(db, user.id, id);
  const today = todayOf(user, now);
  const from = historyStart(today);
  const checks = await db
    .select(checkColumns)
    .from(dailyActionChecks)
    .where(
      and(
        eq(dailyActionChecks.actionId, action.id),
        eq(dailyActionChecks.userId, user.id),
        or(eq(dailyActionChecks.status, "completed"), gte(dailyActionChecks.date, from)),
      ),
    );
  const habit = progressOf(action, checks, user.timeZone);
  const days = daysBetween(from, today).map((date) => {
    const check = checks.find((row) => row.date === date);
    const { status, beforeStart } = gridDay(habit, date, check?.status ?? null, today);
    return { date, status, beforeStart, note: beforeStart ? null : (check?.note ?? null) };
  });
  let completed = 0;
  let total = 0;
  for (let week = from; week <= today; week = addDays(week, 7)) {
    const rate = weekCompletion([habit], week, today);
    completed += rate.completed;
    total += rate.total;
  }
  return {
    id: action.id,
    action: action.action,
    from,
    to: today,
    days,
    streaks: habitStreaks(habit, today),
    completed,
    total,
  };
}
