import {
  and,
  type Database,
  eq,
  journalEntries,
  logins,
  mindsets,
  mvps,
  type SQL,
  sql,
  starterTasks,
  users,
} from "@onepercent/db";
import {
  currentAndPreviousWeek,
  type DayCode,
  type HabitFrequency,
  localDate,
  mapWeeklyMetrics,
  STARTER_TASKS,
  type StarterTask,
  type StarterTaskInput,
  starterTaskProgress,
  type WeeklyMetricKey,
  type WeeklyMetrics,
  weekCompletion,
  weeklyTrends,
} from "@onepercent/validators";
import { notFound } from "../errors";

export interface DashboardUser {
  id: string;
  timeZone: string;
}

/** A week in the user's zone as instants: local midnight of its first day to that of the next week. */
const instantsOf = (week: { start: string; end: string }, timeZone: string) => ({
  from: sql`((${week.start}::date)::timestamp at time zone ${timeZone})`,
  to: sql`((${week.end}::date)::timestamp at time zone ${timeZone})`,
});

// Subqueries take the user's id as a parameter: drizzle leaves columns unqualified in a
// one-table select, so a correlated `users.id` would be read as the inner table's own "id".
const loginsIn = (userId: string, { from, to }: { from: SQL; to: SQL }) =>
  sql<number>`(select count(*)::int from ${logins} where ${logins.userId} = ${userId} and ${logins.loggedInAt} >= ${from} and ${logins.loggedInAt} < ${to})`;

/** Journal entries dated within the week (journal dates are already days in the user's zone). */
const journalEntriesIn = (userId: string, week: { start: string; end: string }) =>
  sql<number>`(select count(*)::int from ${journalEntries} where ${journalEntries.userId} = ${userId} and ${journalEntries.date} >= ${week.start}::date and ${journalEntries.date} < ${week.end}::date)`;

/**
 * The user's actions with their completed days of the previous and the current week, for the
 * habit completion percentages (their rule lives in the validators' weekCompletion).
 */
const habitsOf = (userId: string, timeZone: string, from: string, to: string) =>
  sql<{ frequency: HabitFrequency; customDays: DayCode[]; startDate: string; completed: string[] }[]>`coalesce((
    select json_agg(json_build_object(
      'frequency', a.frequency,
      'customDays', a.custom_days,
      'startDate', to_char((a.created_at at time zone ${timeZone})::date, 'YYYY-MM-DD'),
      'completed', coalesce((
        select json_agg(to_char(c.date, 'YYYY-MM-DD')) from daily_action_checks c
        where c.action_id = a.id and c.user_id = ${userId} and c.status = 'completed'
          and c.date >= ${from}::date and c.date < ${to}::date
      ), '[]'::json)
    )) from daily_actions a where a.user_id = ${userId}
  ), '[]'::json)`;

/**
 * Everything the dashboard shows, in one query: the starter tasks (derived from the user's data
 * where it exists, else as recorded) and this week's and last week's metrics in the user's
 * time zone. Metrics of areas that do not exist yet are zero.
 */
export async function dashboardSummary(db: Database, user: DashboardUser, now = new Date()) {
  const weeks = currentAndPreviousWeek(now, user.timeZone);
  const currentWeek = instantsOf(weeks.current, user.timeZone);
  const previousWeek = instantsOf(weeks.previous, user.timeZone);

  const [row] = await db
    .select({
      onboardingCompleted: users.onboardingCompleted,
      recordedTasks: sql<
        string[]
      >`coalesce((select array_agg(${starterTasks.task}) from ${starterTasks} where ${starterTasks.userId} = ${user.id}), '{}')`,
      loginsCurrent: loginsIn(user.id, currentWeek),
      loginsPrevious: loginsIn(user.id, previousWeek),
      habits: habitsOf(user.id, user.timeZone, weeks.previous.start, weeks.current.end),
      // firstHabitCheck is derived: the user has completed a habit on some day.
      hasHabitCheck: sql<boolean>`exists (select 1 from daily_action_checks c where c.user_id = ${user.id} and c.status = 'completed')`,
      journalCurrent: journalEntriesIn(user.id, weeks.current),
      journalPrevious: journalEntriesIn(user.id, weeks.previous),
      hasJournalEntry: sql<boolean>`exists (select 1 from ${journalEntries} where ${journalEntries.userId} = ${user.id})`,
      // motivation (the legacy motivationCompleted) is derived: the user has saved an MVP.
      hasMvp: sql<boolean>`exists (select 1 from ${mvps} where ${mvps.userId} = ${user.id})`,
      // mindsetCompleted is derived: the user has saved a mindset that holds something.
      hasMindset: sql<boolean>`exists (select 1 from ${mindsets} m where m.user_id = ${user.id} and (m.one_word_focus <> '' or jsonb_array_length(m.keys_to_keep_it_simple) > 0 or jsonb_array_length(m.affirmations) > 0 or jsonb_array_length(m.beliefs) > 0 or jsonb_array_length(m.self_talk) > 0 or jsonb_array_length(m.body_language) > 0))`,
    })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row) throw notFound();

  const done = new Set<StarterTask>(STARTER_TASKS.filter((task) => row.recordedTasks.includes(task)));
  if (row.onboardingCompleted) done.add("onboarding");
  if (row.hasHabitCheck) done.add("firstHabitCheck");
  if (row.hasJournalEntry) done.add("firstJournalEntry");
  if (row.hasMvp) done.add("motivation");
  if (row.hasMindset) done.add("mindset");

  const today = localDate(now, user.timeZone);
  const habits = row.habits.map((habit) => ({ ...habit, completedDates: new Set(habit.completed) }));
  const habitPercent = (weekStart: string) => weekCompletion(habits, weekStart, today).percent;
  const metrics = (values: Partial<WeeklyMetrics>): WeeklyMetrics =>
    mapWeeklyMetrics((key: WeeklyMetricKey) => values[key] ?? 0);
  const current = metrics({
    loginCount: row.loginsCurrent,
    journalCount: row.journalCurrent,
    habitCompletionPercentage: habitPercent(weeks.current.start),
  });
  const previous = metrics({
    loginCount: row.loginsPrevious,
    journalCount: row.journalPrevious,
    habitCompletionPercentage: habitPercent(weeks.previous.start),
  });

  return {
    starterTasks: {
      tasks: STARTER_TASKS.map((task) => ({ task, completed: done.has(task) })),
      ...starterTaskProgress(done),
    },
    weekly: { week: weeks.current, current, previous, trends: weeklyTrends(current, previous) },
  };
}

/** Records (or withdraws) a starter task the client reports; tasks derived from data stay derived. */
export async function recordStarterTask(db: Database, userId: string, input: StarterTaskInput) {
  if (input.completed) {
    await db.insert(starterTasks).values({ userId, task: input.task }).onConflictDoNothing();
  } else {
    await db.delete(starterTasks).where(and(eq(starterTasks.userId, userId), eq(starterTasks.task, input.task)));
  }
  return { task: input.task, completed: input.completed };
}
