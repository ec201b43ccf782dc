import { and, breathworkSessions, type Database, desc, eq, gte, sql } from "@onepercent/db";
import {
  addDays,
  BREATHWORK_RECENT_DAYS,
  type BreathworkHistory,
  type BreathworkSessionView,
  localDate,
} from "@onepercent/validators";
import { sessionColumns } from "./breathwork";

// GET /breathwork/history: the 'Last 30 Days' view (training-and-tools.md §2, §3) in the caller's zone.

export interface HistoryUser {
  id: string;
  timeZone: string;
}

type BreathworkDay = BreathworkHistory["days"][number];

/** One row per day from `first` for BREATHWORK_RECENT_DAYS days, with the sessions started on each (in `timeZone`). */
function sessionsByDay(sessions: BreathworkSessionView[], first: string, timeZone: string): BreathworkDay[] {
  const days = Array.from({ length: BREATHWORK_RECENT_DAYS }, (_, index) => ({
    date: addDays(first, index),
    sessions: 0,
    seconds: 0,
  }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const session of sessions) {
    const day = byDate.get(localDate(session.date, timeZone));
    if (!day) continue;
    day.sessions += 1;
    day.seconds += session.duration;
  }
  return days;
}

const completedOnly = sql`filter (where ${breathworkSessions.completed})`;

/**
 * The sessions of the last BREATHWORK_RECENT_DAYS days in the caller's zone (today and the days
 * before it, newest first), the stats over all sessions and over those days, and one row per day:
 * two queries, whatever the number of days.
 */
export async function breathworkHistory(db: Database, user: HistoryUser, now = new Date()): Promise<BreathworkHistory> {
  const first = addDays(localDate(now, user.timeZone), -(BREATHWORK_RECENT_DAYS - 1));
  const since = sql`((${first}::date)::timestamp at time zone ${user.timeZone}::text)`;
  const mine = eq(breathworkSessions.userId, user.id);
  const [history, [totals]] = await Promise.all([
    db
      .select(sessionColumns)
      .from(breathworkSessions)
      .where(and(mine, gte(breathworkSessions.startedAt, since)))
      .orderBy(desc(breathworkSessions.startedAt), desc(breathworkSessions.createdAt)),
    db
      .select({
        totalSessions: sql<number>`count(*)::int`,
        // A sum of integers is a bigint: read as a number on both drivers.
        totalTime: sql<number>`coalesce(sum(${breathworkSessions.durationSeconds}), 0)`.mapWith(Number),
        completedSessions: sql<number>`(count(*) ${completedOnly})::int`,
      })
      .from(breathworkSessions)
      .where(mine),
  ]);
  const recentCompleted = history.filter((session) => session.completed);
  return {
    history,
    stats: {
      totalSessions: totals?.totalSessions ?? 0,
      totalTime: totals?.totalTime ?? 0,
      completedSessions: totals?.completedSessions ?? 0,
      recentSessions: history.length,
      recentTotalTime: history.reduce((sum, session) => sum + session.duration, 0),
      recentCompletedSessions: recentCompleted.length,
    },
    days: sessionsByDay(history, first, user.timeZone),
  };
}
