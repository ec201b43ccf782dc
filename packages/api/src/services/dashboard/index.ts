import {
  and,
  breathworkSessions,
  type Column,
  concentrationAttempts,
  type Database,
  eq,
  journalEntries,
  logins,
  mindsets,
  mvps,
  type Placeholder,
  preparedFor,
  relaxationSessions,
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
  STARTER_TASKS,
  type StarterTask,
  type StarterTaskInput,
  starterTaskProgress,
  type WeeklyMetrics,
  weekCompletion,
  weeklyTrends,
} from "@onepercent/validators";
import { notFound } from "../../errors";
import { aggregateOver, type UserRows } from "../shared/records";

export interface DashboardUser {
  id: string;
  timeZone: string;
}

// The dashboard's one read is a prepared statement (built once per database handle, planned
// once per connection): the user, the zone and the week bounds are its parameters.
const userId = sql.placeholder("userId");
const timeZone = sql.placeholder("timeZone");
const previousStart = sql.placeholder("previousStart");
const currentStart = sql.placeholder("currentStart");
const currentEnd = sql.placeholder("currentEnd");
type Day = Placeholder;

/** Local midnight of a day in the user's zone, as an instant. */
const midnight = (day: Day) => sql`((${day}::date)::timestamp at time zone ${timeZone}::text)`;

// Subqueries take the user's id as a parameter: drizzle leaves columns unqualified in a
// one-table select, so a correlated `users.id` would be read as the inner table's own "id".
/** `value` (an aggregate, 0 when there is nothing) over the user's rows of `table` whose `at` falls within [from, to). */
const weekly = (table: UserRows, at: Column, value: SQL) => (from: Day, to: Day) =>
  aggregateOver(table, sql`${userId}::uuid`, value, sql`${at} >= ${midnight(from)} and ${at} < ${midnight(to)}`);

const count = sql`count(*)`;
const loginsBetween = weekly(logins, logins.loggedInAt, count);
/** Breathwork sessions by the time they started, their breaths, relaxation by the time it was saved. */
const breathworkBetween = weekly(breathworkSessions, breathworkSessions.startedAt, count);
const breathCyclesBetween = weekly(
  breathworkSessions,
  breathworkSessions.startedAt,
  sql`sum(${breathworkSessions.cycles})`,
);
const relaxationMinutesBetween = weekly(
  relaxationSessions,
  relaxationSessions.createdAt,
  sql`round(sum(${relaxationSessions.actualDurationSeconds}) / 60.0)`,
);
const concentrationGamesBetween = weekly(concentrationAttempts, concentrationAttempts.createdAt, count);

/** Whether the user has a row of `table` (that also matches `where`). */
const hasAny = (table: UserRows, where: SQL = sql`true`) =>
  sql<boolean>`exists (select 1 from ${table} where ${table.userId} = ${userId}::uuid and ${where})`;

/** Journal entries dated within the week (journal dates are already days in the user's zone). */
const journalEntriesBetween = (from: Day, to: Day) =>
  sql<number>`(select count(*)::int from ${journalEntries} where ${journalEntries.userId} = ${userId}::uuid and ${journalEntries.date} >= ${from}::date and ${journalEntries.date} < ${to}::date)`;

/**
 * The user's actions with their completed days of the previous and the current week, for the
 * habit completion percentages (their rule lives in the validators' weekCompletion).
 */
const habitsOfTwoWeeks = sql<
  { frequency: HabitFrequency; customDays: DayCode[]; startDate: string; completed: string[] }[]
>`coalesce((
    select json_agg(json_build_object(
      'frequency', a.frequency,
      'customDays', a.custom_days,
      'startDate', to_char((a.created_at at time zone ${timeZone}::text)::date, 'YYYY-MM-DD'),
      'completed', coalesce((
        select json_agg(to_char(c.date, 'YYYY-MM-DD')) from daily_action_checks c
        where c.action_id = a.id and c.user_id = ${userId}::uuid and c.status = 'completed'
          and c.date >= ${previousStart}::date and c.date < ${currentEnd}::date
      ), '[]'::json)
    )) from daily_actions a where a.user_id = ${userId}::uuid
  ), '[]'::json)`;

/** The counted metrics of the week [from, to); habit completion is computed from `habits`. */
const weekCounts = (from: Day, to: Day) => ({
  loginCount: loginsBetween(from, to),
  journalCount: journalEntriesBetween(from, to),
  breathworkCount: breathworkBetween(from, to),
  breathCycles: breathCyclesBetween(from, to),
  relaxationMinutes: relaxationMinutesBetween(from, to),
  concentrationGames: concentrationGamesBetween(from, to),
});

const summaryRead = preparedFor((db) =>
  db
    .select({
      onboardingCompleted: users.onboardingCompleted,
      recordedTasks: sql<
        string[]
      >`coalesce((select array_agg(${starterTasks.task}) from ${starterTasks} where ${starterTasks.userId} = ${userId}::uuid), '{}')`,
      current: weekCounts(currentStart, currentEnd),
      previous: weekCounts(previousStart, currentStart),
      habits: habitsOfTwoWeeks,
      // firstHabitCheck is derived: the user has completed a habit on some day.
      hasHabitCheck: sql<boolean>`exists (select 1 from daily_action_checks c where c.user_id = ${userId}::uuid and c.status = 'completed')`,
      hasJournalEntry: hasAny(journalEntries),
      // motivation (the legacy motivationCompleted) is derived: the user has saved an MVP.
      hasMvp: hasAny(mvps),
      // mindsetCompleted is derived: the user has saved a mindset that holds something.
      hasMindset: sql<boolean>`exists (select 1 from ${mindsets} m where m.user_id = ${userId}::uuid and (m.one_word_focus <> '' or jsonb_array_length(m.keys_to_keep_it_simple) > 0 or jsonb_array_length(m.affirmations) > 0 or jsonb_array_length(m.beliefs) > 0 or jsonb_array_length(m.self_talk) > 0 or jsonb_array_length(m.body_language) > 0 or exists (select 1 from jsonb_each(m.identity_statement) as list(name, items) where jsonb_array_length(list.items) > 0)))`,
      // The Focus tasks are derived: a breathwork session with a breath, any relaxation session, any game.
      hasBreathCycle: hasAny(breathworkSessions, sql`${breathworkSessions.cycles} >= 1`),
      hasRelaxation: hasAny(relaxationSessions),
      hasConcentrationGame: hasAny(concentrationAttempts),
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare("dashboard_summary"),
);

/**
 * Everything the dashboard shows, in one query: the starter tasks (derived from the user's data
 * where it exists, else as recorded) and this week's and last week's metrics in the user's
 * time zone.
 */
export async function dashboardSummary(db: Database, user: DashboardUser, now = new Date()) {
  const weeks = currentAndPreviousWeek(now, user.timeZone);
  const [row] = await summaryRead(db).execute({
    userId: user.id,
    timeZone: user.timeZone,
    previousStart: weeks.previous.start,
    currentStart: weeks.current.start,
    currentEnd: weeks.current.end,
  });
  if (!row) throw notFound();

  const done = new Set<StarterTask>(STARTER_TASKS.filter((task) => row.recordedTasks.includes(task)));
  if (row.onboardingCompleted) done.add("onboarding");
  if (row.hasHabitCheck) done.add("firstHabitCheck");
  if (row.hasJournalEntry) done.add("firstJournalEntry");
  if (row.hasMvp) done.add("motivation");
  if (row.hasMindset) done.add("mindset");
  if (row.hasBreathCycle) done.add("firstBreathCycle");
  if (row.hasRelaxation) done.add("firstRelaxationSession");
  if (row.hasConcentrationGame) done.add("firstConcentrationGame");

  const today = localDate(now, user.timeZone);
  const habits = row.habits.map((habit) => ({ ...habit, completedDates: new Set(habit.completed) }));
  const habitPercent = (weekStart: string) => weekCompletion(habits, weekStart, today).percent;
  const current: WeeklyMetrics = { ...row.current, habitCompletionPercentage: habitPercent(weeks.current.start) };
  const previous: WeeklyMetrics = { ...row.previous, habitCompletionPercentage: habitPercent(weeks.previous.start) };

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
