import { and, asc, type Database, dailyActionChecks, dailyActions, eq, gte, or } from "@onepercent/db";
import {
  addDays,
  completionSince,
  dayCodeOf,
  daysBetween,
  gridCompletionRate,
  gridDay,
  type HabitHistory,
  type HabitList,
  type HabitListItem,
  habitStreaks,
  historyStart,
  type IdInput,
  weekCompletion,
  weekDays,
  weekGrid,
  weekStartOf,
} from "@onepercent/validators";
import {
  actionColumns,
  type CheckRow,
  checkColumns,
  dayView,
  type HabitsUser,
  ownedAction,
  progressOf,
  todayOf,
  withCheck,
} from "./rows";

// The Daily Success Checklist's reads (planning-and-reflection.md §2.8, §3–§5): the week, the history.

/**
 * The checklist: every action with this week's SU..SA grid, the previous day when it lies in
 * last week (on Sundays), its streaks and two figures for the week: `completionRate`, the
 * spec's (completed days of the seven-day grid), and `thisWeek`, the scheduled days done so
 * far since the action exists (what the web app shows; also for all actions together).
 */
export async function listHabits(db: Database, user: HabitsUser, now = new Date()): Promise<HabitList> {
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

  // A year of completed days comes back for the streaks: look a day up by key, not by scanning them.
  const byDay = new Map(checks.map((check) => [`${check.actionId}/${check.date}`, check]));
  const checkOf = (actionId: string, date: string): CheckRow | undefined => byDay.get(`${actionId}/${date}`);
  const progress = actions.map((action) => progressOf(action, checks, user.timeZone));

  return {
    today,
    yesterday,
    weekStart,
    days: weekDays(weekStart).map((date) => ({ day: dayCodeOf(date), date })),
    thisWeek: weekCompletion(progress, weekStart, today),
    actions: actions.map((action, index) => {
      const habit = progress[index] ?? progressOf(action, checks, user.timeZone);
      const week = weekGrid(habit, weekStart, (date) => checkOf(action.id, date)?.status ?? null, today).map((day) =>
        withCheck(day, checkOf(action.id, day.date)),
      );
      return {
        ...action,
        startDate: habit.startDate,
        completionRate: gridCompletionRate(week),
        thisWeek: weekCompletion([habit], weekStart, today),
        streaks: habitStreaks(habit, today),
        week,
        previousDay: yesterday < weekStart ? dayView(habit, yesterday, checkOf(action.id, yesterday), today) : null,
      };
    }),
  };
}

/** The actions that apply today and are not completed today. */
export async function incompleteToday(db: Database, user: HabitsUser, now = new Date()): Promise<HabitListItem[]> {
  const list = await listHabits(db, user, now);
  return list.actions.filter((action) => {
    const today = action.week.find((day) => day.date === list.today);
    return today !== undefined && today.status === "pending";
  });
}

/** Twelve weeks of one action's days for the heatmap, with its streaks and rate over them. */
export async function habitHistory(
  db: Database,
  user: HabitsUser,
  { id }: IdInput,
  now = new Date(),
): Promise<HabitHistory> {
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
  const byDate = new Map(checks.map((check) => [check.date, check]));
  const days = daysBetween(from, today).map((date) => {
    const check = byDate.get(date);
    const { status, beforeStart } = gridDay(habit, date, check?.status ?? null, today);
    return { date, status, beforeStart, note: beforeStart ? null : (check?.note ?? null) };
  });
  const { completed, total } = completionSince([habit], from, today);
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
