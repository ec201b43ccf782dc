import {
  type Column,
  concentrationAttempts,
  journalEntries,
  logins,
  relaxationSessions,
  type SQL,
  sessions,
  sql,
} from "@onepercent/db";
import type { DayCode, HabitFrequency } from "@onepercent/validators";
import { TABLE_RATING_WEEKS, TABLE_STREAK_WEEKS } from "@onepercent/validators/coach-team";
import type { ShareArea } from "@onepercent/validators/teams";
import { aggregateOver, type UserRows } from "../shared/records";
import { sharesArea } from "../teams/sharing-columns";

// The team table's figures (issue 29) as SQL over the outer row: a team member ("team_members"."user_id")
// and their account ("users"."time_zone"). Each figure is read only when its area is shared: the
// case gives null otherwise, so what is not shared is never even read. A table can cover its
// figures in one JSON object (breathwork, routines) so that it is read once.

const member = sql`"team_members"."user_id"`;
const zone = sql`"users"."time_zone"`;
/** The moment the table is read (an ISO text: a parameter of the prepared statement). */
const now = sql.placeholder("now");

/** The calendar day it is in the member's zone, and the Sunday that starts its week. */
const today = sql`((${now}::timestamptz at time zone ${zone})::date)`;
const weekStart = sql`(${today} - extract(dow from ${today})::int)`;
/** The instant the member's week began (local midnight of its Sunday). */
const weekBegan = sql`((${weekStart})::timestamp at time zone ${zone})`;

/** A moment the database answered (text or a Date, by driver), or null: for `mapWith` on a nullable figure. */
export const nullableInstant = (value: string | Date): Date | null => new Date(value);

/** `value` when the member shares `area`, else null. */
const whenShared = <T>(area: ShareArea, value: SQL) => sql<T | null>`(case when ${sharesArea(area)} then ${value} end)`;

/** An aggregate over the member's rows of `table` since their week began (by `at`). */
const thisWeek = (table: UserRows, at: Column, value: SQL) =>
  aggregateOver(table, member, value, sql`${at} >= ${weekBegan}`);

/** A member's habit: its id, schedule and first day (in their zone). */
export type TableHabit = [id: string, frequency: HabitFrequency, customDays: DayCode[], startDate: string];

const habitsOfMember = sql`coalesce((
    select json_agg(json_build_array(ha.id, ha.frequency, ha.custom_days,
      to_char((ha.created_at at time zone ${zone})::date, 'YYYY-MM-DD')))
    from daily_actions ha where ha.user_id = ${member}
  ), '[]'::json)`;

/** The days each habit was completed on since TABLE_STREAK_WEEKS weeks before this one: { actionId: [day, …] }. */
const completedDays = sql`coalesce((
    select json_object_agg(done.action_id, done.days) from (
      select hc.action_id, json_agg(to_char(hc.date, 'YYYY-MM-DD')) as days from daily_action_checks hc
      where hc.user_id = ${member} and hc.status = 'completed' and hc.date >= ${weekStart} - ${TABLE_STREAK_WEEKS * 7}::int
      group by hc.action_id
    ) done
  ), '{}'::json)`;

/** The weekly and performance entries of the last TABLE_RATING_WEEKS weeks: their day and ratings only. */
const recentRatings = sql`coalesce((
    select json_agg(json_build_object(
      'date', to_char(je.date, 'YYYY-MM-DD'),
      'performanceRating', je.content -> 'performanceRating',
      'mentalRating', je.content -> 'mentalRating',
      'rating', je.content -> 'rating'
    )) from journal_entries je
    where je.user_id = ${member} and je.type in ('weekly', 'performance')
      and je.date >= ${weekStart} - ${(TABLE_RATING_WEEKS - 1) * 7}::int
  ), '[]'::json)`;

/** One entry's ratings (a weekly entry has `rating`, a performance entry the other two). */
export interface TableRating {
  date: string;
  performanceRating: number | null;
  mentalRating: number | null;
  rating: number | null;
}

const count = sql`count(*)`;

/**
 * The figures of the outer row's member, each null unless its area is shared, at the moment the
 * placeholder `now` names: fields of the team table's prepared statement.
 */
export const tableFigures = {
  weekStart: sql<string>`to_char(${weekStart}, 'YYYY-MM-DD')`,
  today: sql<string>`to_char(${today}, 'YYYY-MM-DD')`,
  lastActiveAt: whenShared<Date>(
    "usage",
    sql`greatest(
      (select max(${sessions.lastActiveAt}) from ${sessions} where ${sessions.userId} = ${member}),
      (select max(${logins.loggedInAt}) from ${logins} where ${logins.userId} = ${member}))`,
  ).mapWith(nullableInstant),
  signInsThisWeek: whenShared<number>("usage", thisWeek(logins, logins.loggedInAt, count)),
  habitList: whenShared<TableHabit[]>("habits", habitsOfMember),
  completedDays: whenShared<Record<string, string[]>>("habits", completedDays),
  breathwork: whenShared<{ sessions: number; cycles: number }>(
    "focus",
    sql`(select json_build_object('sessions', count(*), 'cycles', coalesce(sum(bw.cycles), 0))
      from breathwork_sessions bw where bw.user_id = ${member} and bw.started_at >= ${weekBegan})`,
  ),
  relaxationMinutes: whenShared<number>(
    "focus",
    thisWeek(
      relaxationSessions,
      relaxationSessions.createdAt,
      sql`round(sum(${relaxationSessions.actualDurationSeconds}) / 60.0)`,
    ),
  ),
  concentrationGames: whenShared<number>(
    "focus",
    thisWeek(concentrationAttempts, concentrationAttempts.createdAt, count),
  ),
  routines: whenShared<{ routines: number; rehearsals: number; lastRehearsedAt: string | null }>(
    "routines",
    sql`(select json_build_object('routines', count(*), 'rehearsals', coalesce(sum(ro.rehearsals), 0),
      'lastRehearsedAt', max(ro.last_rehearsed_at)) from routines ro where ro.user_id = ${member})`,
  ),
  journalEntriesThisWeek: whenShared<number>(
    "journals",
    aggregateOver(journalEntries, member, count, sql`${journalEntries.date} >= ${weekStart}`),
  ),
  ratings: whenShared<TableRating[]>("journals", recentRatings),
  mvpSaved: whenShared<boolean>("mvpMindset", sql`exists (select 1 from mvps mv where mv.user_id = ${member})`),
  mindsetSaved: whenShared<boolean>("mvpMindset", sql`exists (select 1 from mindsets ms where ms.user_id = ${member})`),
};
