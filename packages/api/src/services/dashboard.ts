import { and, type Database, eq, logins, type SQL, sql, starterTasks, users } from "@onepercent/db";
import {
  currentAndPreviousWeek,
  mapWeeklyMetrics,
  STARTER_TASKS,
  type StarterTask,
  type StarterTaskInput,
  starterTaskProgress,
  type WeeklyMetricKey,
  type WeeklyMetrics,
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
    })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row) throw notFound();

  const done = new Set<StarterTask>(STARTER_TASKS.filter((task) => row.recordedTasks.includes(task)));
  if (row.onboardingCompleted) done.add("onboarding");

  const metrics = (loginCount: number): WeeklyMetrics =>
    mapWeeklyMetrics((key: WeeklyMetricKey) => (key === "loginCount" ? loginCount : 0));
  const current = metrics(row.loginsCurrent);
  const previous = metrics(row.loginsPrevious);

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
