import { and, asc, type Database, eq, type SQL, teamCoaches, teamMembers, teams } from "@onepercent/db";
import { AppError, localDate } from "@onepercent/validators";
import { teamMessages } from "@onepercent/validators/messages/teams";
import {
  DEFAULT_SHARING,
  effectiveSharing,
  type JoinTeamInput,
  type MembershipView,
  mayShareFullJournals,
  sharingSummary,
  TEAM_JOIN_MAX_FAILURES,
  TEAM_JOIN_WINDOW_SECONDS,
  type TeamIdInput,
} from "@onepercent/validators/teams";
import { notFound } from "../../errors";
import { countFailures } from "../shared/rate-limit";
import { idIs } from "../shared/records";
import { dropPendingOffers } from "./offers";
import { recordShareChanges } from "./share-changes";
import { changesBetween, NOTHING_SHARED, shareColumns, sharingOf } from "./sharing-columns";
import { coachesOfTeam } from "./team-coaches";

// The athlete's side of teams (issue 29): the teams they are in, joining with a code, leaving.

/** The athlete as these services need them: their zone and birth year decide what may be shared. */
export interface TeamMemberUser {
  id: string;
  timeZone: string;
  birthYear: number;
}

const membershipColumns = {
  teamId: teams.id,
  name: teams.name,
  joinedAt: teamMembers.joinedAt,
  coaches: coachesOfTeam,
  ...shareColumns,
};

/** The athlete's memberships matching `where`, by team name. */
const selectMemberships = (db: Database, userId: string, where: SQL | undefined) =>
  db
    .select(membershipColumns)
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, userId), where))
    .orderBy(asc(teams.name), asc(teams.id));
type MembershipRow = Awaited<ReturnType<typeof selectMemberships>>[number];

/** A row as the athlete reads it: what the coaches actually see (full journals fall back while too young). */
function toMembershipView(row: MembershipRow, member: TeamMemberUser, now: Date): MembershipView {
  const today = localDate(now, member.timeZone);
  const sharing = effectiveSharing(sharingOf(row), member.birthYear, today);
  return {
    teamId: row.teamId,
    name: row.name,
    joinedAt: row.joinedAt,
    coaches: row.coaches,
    sharing,
    summary: sharingSummary(
      row.coaches.map((coach) => coach.name),
      sharing,
    ),
    fullJournalsAllowed: mayShareFullJournals(member.birthYear, today),
  };
}

async function membershipsWhere(db: Database, member: TeamMemberUser, where: SQL | undefined, now: Date) {
  const rows = await selectMemberships(db, member.id, where);
  return rows.map((row) => toMembershipView(row, member, now));
}

/** Every team the athlete is in, each with its coaches and what they see. */
export const listMemberships = (db: Database, member: TeamMemberUser, now = new Date()) =>
  membershipsWhere(db, member, undefined, now);

/** One team the athlete is in; any other team (or none) is NOT_FOUND. */
export async function getMembership(
  db: Database,
  member: TeamMemberUser,
  { teamId }: TeamIdInput,
  now = new Date(),
): Promise<MembershipView> {
  const [view] = await membershipsWhere(db, member, idIs(teams.id, teamId), now);
  if (!view) throw notFound();
  return view;
}

/** The team with this code; wrong codes are counted per athlete (TEAM_JOIN_MAX_FAILURES a window, then 429). */
async function teamOfCode(db: Database, userId: string, code: string) {
  const key = `team-join:user:${userId}`;
  const team = await countFailures(
    db,
    {
      limits: [{ key, max: TEAM_JOIN_MAX_FAILURES }],
      windowSeconds: TEAM_JOIN_WINDOW_SECONDS,
      clearOnSuccess: [],
    },
    async () => {
      const [row] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.joinCode, code));
      return row;
    },
  );
  if (!team) throw new AppError("NOT_FOUND", teamMessages.codeInvalid);
  return team;
}

/**
 * Joins the team of `code`, sharing the defaults (usage counts only), noted in the audit list.
 * Joining a team one is already in answers that membership and changes nothing; a coach of the
 * team cannot join it as an athlete.
 */
export async function joinTeam(
  db: Database,
  member: TeamMemberUser,
  { code }: JoinTeamInput,
  now = new Date(),
): Promise<MembershipView> {
  const team = await teamOfCode(db, member.id, code);
  await db.transaction(async (tx) => {
    const [coaching] = await tx
      .select({ userId: teamCoaches.userId })
      .from(teamCoaches)
      .where(and(eq(teamCoaches.teamId, team.id), eq(teamCoaches.userId, member.id)));
    if (coaching) throw new AppError("BAD_INPUT", teamMessages.coachOwnTeam);
    const joined = await tx
      .insert(teamMembers)
      .values({ teamId: team.id, userId: member.id, joinedAt: now })
      .onConflictDoNothing()
      .returning({ teamId: teamMembers.teamId });
    if (joined.length === 0) return;
    await recordShareChanges(tx, member.id, team, changesBetween(NOTHING_SHARED, DEFAULT_SHARING), now);
  });
  return getMembership(db, member, { teamId: team.id }, now);
}

/**
 * Leaves a team: the membership and with it every share end in one statement, the team's pending
 * offers to the athlete go (what they accepted stays), and the audit list notes each area that
 * stops being shared. A team the athlete is not in is NOT_FOUND.
 */
export async function leaveTeam(
  db: Database,
  userId: string,
  { teamId }: TeamIdInput,
  now = new Date(),
): Promise<{ teamId: string }> {
  return db.transaction(async (tx) => {
    const [left] = await tx
      .delete(teamMembers)
      .where(and(idIs(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
      .returning({ teamId: teamMembers.teamId, ...shareColumns });
    if (!left) throw notFound();
    await dropPendingOffers(tx, userId, left.teamId);
    const [team] = await tx.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, left.teamId));
    if (team) await recordShareChanges(tx, userId, team, changesBetween(sharingOf(left), NOTHING_SHARED), now);
    return { teamId: left.teamId };
  });
}
