import { sql } from "@onepercent/db";

// The coaches of the team in the outer query's row, as both the athlete's and the coach's views list them.

/**
 * `[{ id, name }]` of the coaches of the outer row's team (`teams` must be in its FROM), by name.
 * The outer column is spelled out: drizzle leaves columns unqualified in a one-table select, and an
 * unqualified "id" here would be read as the inner users' own.
 */
export const coachesOfTeam = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', cu.id, 'name', cu.name) order by cu.name, cu.id)
  from team_coaches tc join users cu on cu.id = tc.user_id
  where tc.team_id = "teams"."id"), '[]'::json)`;
