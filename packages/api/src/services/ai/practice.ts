import type { PracticeWeek } from "@onepercent/ai";
import {
  and,
  breathworkSessions,
  type Column,
  concentrationAttempts,
  type Database,
  dailyActionChecks,
  dailyActions,
  eq,
  gte,
  journalEntries,
  type PgTable,
  relaxationSessions,
  sql,
} from "@onepercent/db";
import {
  addDays,
  completionSince,
  dayCodeOf,
  type HabitProgressInput,
  localDate,
  weekCompletion,
} from "@onepercent/validators";

// Twelve weeks of the athlete's practice beside how they rated their performance (issue 15: "your
// performance rating was higher in weeks you did breathwork 3+ times").

const PRACTICE_WEEKS = 12;

/** The Monday that starts the week of `day` (PracticeWeek.weekStart). */
function mondayOf(day: string): string {
  const weekday = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"].indexOf(dayCodeOf(day));
  return addDays(day, -weekday);
}

/** The practice window in the user's zone: today and the Monday twelve weeks back. */
export function practiceWindow(now: Date, timeZone: string) {
  const today = localDate(now, timeZone);
  return { today, from: addDays(mondayOf(today), -7 * (PRACTICE_WEEKS - 1)) };
}

/** The rating a journal entry gives the performance: the performance journal's, else the weekly one's. */
export const journalRating = sql<
  number | null
>`coalesce(${journalEntries.content}->>'performanceRating', ${journalEntries.content}->>'rating')::int`;

/** The user's sessions of one kind since `from` (midnight in their zone), by local day of `at`. */
const sessionDays = (
  db: Database,
  table: PgTable & { userId: Column },
  at: Column,
  kind: string,
  user: { id: string; timeZone: string },
  from: string,
) =>
  db
    .select({
      kind: sql<string>`${kind}::text`.as("kind"),
      day: sql<string>`to_char((${at} at time zone ${user.timeZone}::text)::date, 'YYYY-MM-DD')`.as("day"),
    })
    .from(table)
    .where(
      and(eq(table.userId, user.id), sql`${at} >= ((${from}::date)::timestamp at time zone ${user.timeZone}::text)`),
    );

export interface PracticeRows {
  sessions: { kind: string; day: string }[];
  ratings: { date: string; rating: number | null }[];
  habits: (HabitProgressInput & { name: string })[];
}

/** The user's practice rows since `from`: sessions by local day, journal ratings, habits with their completed days. */
export async function practiceRows(
  db: Database,
  user: { id: string; timeZone: string },
  from: string,
): Promise<PracticeRows> {
  const zone = user.timeZone;
  const [sessions, ratings, actions, checks] = await Promise.all([
    sessionDays(db, breathworkSessions, breathworkSessions.startedAt, "breathwork", user, from)
      .unionAll(sessionDays(db, relaxationSessions, relaxationSessions.createdAt, "relaxation", user, from))
      .unionAll(sessionDays(db, concentrationAttempts, concentrationAttempts.createdAt, "concentration", user, from)),
    db
      .select({ date: journalEntries.date, rating: journalRating })
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, user.id), gte(journalEntries.date, from))),
    db
      .select({
        id: dailyActions.id,
        action: dailyActions.action,
        frequency: dailyActions.frequency,
        customDays: dailyActions.customDays,
        startDate: sql<string>`to_char((${dailyActions.createdAt} at time zone ${zone}::text)::date, 'YYYY-MM-DD')`,
      })
      .from(dailyActions)
      .where(eq(dailyActions.userId, user.id)),
    db
      .select({ actionId: dailyActionChecks.actionId, date: dailyActionChecks.date })
      .from(dailyActionChecks)
      .where(
        and(
          eq(dailyActionChecks.userId, user.id),
          eq(dailyActionChecks.status, "completed"),
          gte(dailyActionChecks.date, from),
        ),
      ),
  ]);
  const habits = actions.map((action) => ({
    name: action.action,
    frequency: action.frequency,
    customDays: action.customDays,
    startDate: action.startDate,
    completedDates: new Set(checks.filter((check) => check.actionId === action.id).map((check) => check.date)),
  }));
  return { sessions, ratings, habits };
}

const share = ({ completed, total }: { completed: number; total: number }) => (total > 0 ? completed / total : null);
const mean = (values: number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;

/** The weeks from `from` to the week of `today`, oldest first, with what was done and rated in each. */
export function practiceWeeks(rows: PracticeRows, from: string, today: string): PracticeWeek[] {
  const weeks: PracticeWeek[] = [];
  for (let weekStart = from; weekStart <= today; weekStart = addDays(weekStart, 7)) {
    const end = addDays(weekStart, 7);
    const within = (day: string) => day >= weekStart && day < end;
    const count = (kind: string) => rows.sessions.filter((row) => row.kind === kind && within(row.day)).length;
    const ratings = rows.ratings.filter((row) => within(row.date) && row.rating !== null).map((row) => row.rating ?? 0);
    weeks.push({
      weekStart,
      breathworkSessions: count("breathwork"),
      relaxationSessions: count("relaxation"),
      concentrationGames: count("concentration"),
      habitRate: share(weekCompletion(rows.habits, weekStart, today)),
      performanceRating: mean(ratings),
    });
  }
  return weeks;
}

/** Each habit with its share of scheduled days done over the window (null before any counted day). */
export function habitRates(rows: PracticeRows, from: string, today: string): { name: string; rate: number | null }[] {
  return rows.habits.map((habit) => ({ name: habit.name, rate: share(completionSince([habit], from, today)) }));
}
