import {
  and,
  coaches,
  type Database,
  eq,
  type Placeholder,
  preparedFor,
  sql,
  teamMembers,
  teams,
  users,
} from "@onepercent/db";
import { isId, localDate } from "@onepercent/validators";
import { effectiveSharing, isShared, type ShareArea, type Sharing } from "@onepercent/validators/teams";
import { notFound } from "../../errors";
import { type ShareRow, shareColumns, sharingOf } from "../teams/sharing-columns";
import { coachesOfTeam } from "../teams/team-coaches";

// The one gate of the coach's side (issue 29, decision 035). Every coach procedure asks
// `authorize` before it reads anything, on every request (nothing is cached, so a revoked share,
// a removed coach or an athlete who left is gone on the very next request). What is not allowed
// is NOT_FOUND, exactly like a team or an athlete that does not exist: no counts, no hint.

/** Who asks: the signed-in user, with the admin flag the session read from the database. */
export interface Viewer {
  id: string;
  isAdmin: boolean;
}

/** What a coach request is about. */
export type CoachTarget =
  /** Making a team: the viewer may coach (the admin granted it). */
  | { kind: "coaching" }
  /** A team's table (`manage: false`: its coaches and the admin) or a change to it (`manage: true`: its coaches only). */
  | { kind: "team"; teamId: string; manage: boolean }
  /** An athlete of the team, and one area of theirs when `area` is given (it must be shared). */
  | { kind: "athlete"; teamId: string; athleteId: string; area?: ShareArea };

export interface TeamGrant {
  team: { id: string; name: string; joinCode: string; createdAt: Date };
  coaches: { id: string; name: string }[];
  athleteCount: number;
  /** The viewer coaches this team (not only the admin looking). */
  coachesTeam: boolean;
}

export interface AthleteGrant extends TeamGrant {
  athlete: { id: string; name: string; timeZone: string };
  /** What the athlete shares with this team as coaches may read it now (full journals fall back while under 16). */
  sharing: Sharing;
}

/** What an athlete of a team shares, as coaches may read it on `now` (the team table asks it row by row). */
export const visibleSharing = (row: ShareRow & { birthYear: number; timeZone: string }, now: Date): Sharing =>
  effectiveSharing(sharingOf(row), row.birthYear, localDate(now, row.timeZone));

/** The viewer may coach and is a coach of the outer row's team (both, so a revoked coach is out at once). */
export const coachesThisTeam = (viewer: string | Placeholder) =>
  sql<boolean>`exists (select 1 from team_coaches tc join coaches c on c.user_id = tc.user_id
    where tc.team_id = "teams"."id" and tc.user_id = ${viewer}::uuid)`;

/** The viewer of the prepared gate (a placeholder: the statement is planned once per connection). */
const viewerId = sql.placeholder("viewerId");

/**
 * The facts of one request in one prepared statement: the team with its coaches and size, whether
 * the viewer coaches it, and the athlete's membership (none when `athleteId` is null).
 */
const factsRead = preparedFor((db) =>
  db
    .select({
      team: { id: teams.id, name: teams.name, joinCode: teams.joinCode, createdAt: teams.createdAt },
      coaches: coachesOfTeam,
      athleteCount: sql<number>`(select count(*)::int from team_members tm where tm.team_id = "teams"."id")`,
      coachesTeam: coachesThisTeam(viewerId),
      athlete: { id: users.id, name: users.name, timeZone: users.timeZone, birthYear: users.birthYear },
      shares: shareColumns,
    })
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, sql.placeholder("athleteId"))))
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teams.id, sql.placeholder("teamId")))
    .prepare("coach_authorize"),
);

async function factsOf(db: Database, viewer: Viewer, teamId: string, athleteId: string | null) {
  // A text that is no id names nothing (and would not bind as one).
  if (!isId(teamId) || (athleteId !== null && !isId(athleteId))) return undefined;
  const [row] = await factsRead(db).execute({ viewerId: viewer.id, teamId, athleteId });
  return row;
}

/**
 * Whether `viewer` may have `target`: a coach of the team (who still may coach) or, to read, the
 * admin; for an athlete, one who is in that team; for an area, one the athlete shares with it.
 * Answers what was granted; anything else throws NOT_FOUND.
 */
export function authorize(db: Database, viewer: Viewer, target: { kind: "coaching" }): Promise<undefined>;
export function authorize(
  db: Database,
  viewer: Viewer,
  target: { kind: "team"; teamId: string; manage: boolean },
): Promise<TeamGrant>;
export function authorize(
  db: Database,
  viewer: Viewer,
  target: { kind: "athlete"; teamId: string; athleteId: string; area?: ShareArea },
  now?: Date,
): Promise<AthleteGrant>;
export async function authorize(
  db: Database,
  viewer: Viewer,
  target: CoachTarget,
  now = new Date(),
): Promise<undefined | TeamGrant | AthleteGrant> {
  if (target.kind === "coaching") {
    const [row] = await db.select({ userId: coaches.userId }).from(coaches).where(eq(coaches.userId, viewer.id));
    if (!row) throw notFound();
    return undefined;
  }
  const facts = await factsOf(db, viewer, target.teamId, target.kind === "athlete" ? target.athleteId : null);
  if (!facts) throw notFound();
  const mayRead = facts.coachesTeam || (viewer.isAdmin && !(target.kind === "team" && target.manage));
  if (!mayRead) throw notFound();
  const grant: TeamGrant = {
    team: facts.team,
    coaches: facts.coaches,
    athleteCount: facts.athleteCount,
    coachesTeam: facts.coachesTeam,
  };
  if (target.kind === "team") return grant;
  const { athlete, shares } = facts;
  if (!athlete || !shares) throw notFound();
  const sharing = visibleSharing({ ...shares, birthYear: athlete.birthYear, timeZone: athlete.timeZone }, now);
  if (target.area !== undefined && !isShared(sharing[target.area])) throw notFound();
  return { ...grant, athlete: { id: athlete.id, name: athlete.name, timeZone: athlete.timeZone }, sharing };
}
