import { randomBytes } from "node:crypto";
import { and, asc, type Database, eq, type SQL, sql, teamCoaches, teams, users } from "@onepercent/db";
import { AppError } from "@onepercent/validators";
import type { CoachTeamView } from "@onepercent/validators/coach-team";
import { teamMessages } from "@onepercent/validators/messages/teams";
import type {
  AddTeamCoachInput,
  CreateTeamInput,
  RemoveTeamCoachInput,
  TeamIdInput,
  UpdateTeamInput,
} from "@onepercent/validators/teams";
import { notFound } from "../../errors";
import { inserted } from "../shared/records";
import { coachesOfTeam } from "../teams/team-coaches";
import { authorize, coachesThisTeam, type Viewer } from "./access";

// The coach's teams (issue 29): made by a coach, who is its first coach; its coaches rename it,
// change its code, add and remove coaches, and delete it. The admin sees every team but changes none.

/** 256 random bits, base64url, like an invitation's code: it cannot be guessed. */
const newJoinCode = () => randomBytes(32).toString("base64url");

/** The teams matching `where` as `viewer` sees them (the code only for the team's own coaches), by name. */
async function teamViews(db: Database, viewer: Viewer, where: SQL | undefined): Promise<CoachTeamView[]> {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      createdAt: teams.createdAt,
      joinCode: teams.joinCode,
      coaches: coachesOfTeam,
      athleteCount: sql<number>`(select count(*)::int from team_members tm where tm.team_id = "teams"."id")`,
      coachesTeam: coachesThisTeam(viewer.id),
    })
    .from(teams)
    .where(where)
    .orderBy(asc(teams.name), asc(teams.id));
  return rows.map(({ coachesTeam, joinCode, ...team }) => ({ ...team, joinCode: coachesTeam ? joinCode : null }));
}

/** One team as `viewer` sees it (after `authorize`). */
async function teamView(db: Database, viewer: Viewer, teamId: string): Promise<CoachTeamView> {
  const [view] = await teamViews(db, viewer, eq(teams.id, teamId));
  if (!view) throw notFound();
  return view;
}

/** The teams the viewer coaches; the admin's, every team. Someone who may not coach is NOT_FOUND. */
export async function listCoachTeams(db: Database, viewer: Viewer): Promise<CoachTeamView[]> {
  if (viewer.isAdmin) return teamViews(db, viewer, undefined);
  await authorize(db, viewer, { kind: "coaching" });
  return teamViews(db, viewer, coachesThisTeam(viewer.id));
}

/** A new team with a fresh code; the coach who makes it is its first coach. */
export async function createTeam(db: Database, viewer: Viewer, { name }: CreateTeamInput): Promise<CoachTeamView> {
  await authorize(db, viewer, { kind: "coaching" });
  const teamId = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(teams)
      .values({ name, joinCode: newJoinCode(), createdBy: viewer.id })
      .returning({ id: teams.id });
    const team = inserted(rows, teamMessages.createFailed);
    await tx.insert(teamCoaches).values({ teamId: team.id, userId: viewer.id });
    return team.id;
  });
  return teamView(db, viewer, teamId);
}

/** Renames a team the viewer coaches. */
export async function renameTeam(db: Database, viewer: Viewer, { teamId, data }: UpdateTeamInput) {
  const { team } = await authorize(db, viewer, { kind: "team", teamId, manage: true });
  await db.update(teams).set({ name: data.name }).where(eq(teams.id, team.id));
  return teamView(db, viewer, team.id);
}

/** A new code for a team the viewer coaches: the old one joins no one any more (members stay). */
export async function rotateJoinCode(db: Database, viewer: Viewer, { teamId }: TeamIdInput) {
  const { team } = await authorize(db, viewer, { kind: "team", teamId, manage: true });
  await db.update(teams).set({ joinCode: newJoinCode() }).where(eq(teams.id, team.id));
  return teamView(db, viewer, team.id);
}

/** Deletes a team the viewer coaches: its memberships and shares go with it (the athletes' audit lists stay). */
export async function deleteTeam(db: Database, viewer: Viewer, { teamId }: TeamIdInput): Promise<{ teamId: string }> {
  const { team } = await authorize(db, viewer, { kind: "team", teamId, manage: true });
  await db.delete(teams).where(eq(teams.id, team.id));
  return { teamId: team.id };
}

/** Adds a coach (an account that may coach, by e-mail) to a team the viewer coaches; anyone else is NOT_FOUND. */
export async function addTeamCoach(db: Database, viewer: Viewer, { teamId, email }: AddTeamCoachInput) {
  const { team } = await authorize(db, viewer, { kind: "team", teamId, manage: true });
  const [coach] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), sql`exists (select 1 from coaches c where c.user_id = "users"."id")`));
  if (!coach) throw notFound();
  await db.insert(teamCoaches).values({ teamId: team.id, userId: coach.id }).onConflictDoNothing();
  return teamView(db, viewer, team.id);
}

/**
 * Removes a coach from a team the viewer coaches (the viewer too); the last coach stays. The team
 * row is locked meanwhile, so two coaches removing each other at once cannot leave it without one.
 */
export async function removeTeamCoach(db: Database, viewer: Viewer, { teamId, userId }: RemoveTeamCoachInput) {
  const { team } = await authorize(db, viewer, { kind: "team", teamId, manage: true });
  await db.transaction(async (tx) => {
    await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, team.id)).for("update");
    const current = await tx
      .select({ userId: teamCoaches.userId })
      .from(teamCoaches)
      .where(eq(teamCoaches.teamId, team.id));
    const leaving = current.find((coach) => coach.userId === userId);
    if (!leaving) throw notFound();
    if (current.length === 1) throw new AppError("BAD_INPUT", teamMessages.lastCoach);
    await tx.delete(teamCoaches).where(and(eq(teamCoaches.teamId, team.id), eq(teamCoaches.userId, leaving.userId)));
  });
  return teamView(db, viewer, team.id);
}
