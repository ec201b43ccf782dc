import { asc, coaches, type Database, eq, sql, teamCoaches, users } from "@onepercent/db";
import type { CoachGrantView, CoachState, CoachStatus } from "@onepercent/validators/coach-team";
import { notFound } from "../../errors";
import { idIs } from "../shared/records";
import type { Viewer } from "./access";

// Who may coach (issue 29, decision 035): the admin grants it and takes it back; taking it back
// removes the account from every team it coaches at once.

/** Whether the viewer may open the coach's pages, and whether they see every team. */
export async function coachStatus(db: Database, viewer: Viewer): Promise<CoachStatus> {
  const [row] = await db.select({ userId: coaches.userId }).from(coaches).where(eq(coaches.userId, viewer.id));
  return { coach: row !== undefined, admin: viewer.isAdmin };
}

/** Every account that may coach, by name, with the number of teams each coaches. */
export function listCoachGrants(db: Database): Promise<CoachGrantView[]> {
  return db
    .select({
      userId: coaches.userId,
      name: users.name,
      email: users.email,
      grantedAt: coaches.grantedAt,
      teams: sql<number>`(select count(*)::int from team_coaches tc where tc.user_id = ${coaches.userId})`,
    })
    .from(coaches)
    .innerJoin(users, eq(users.id, coaches.userId))
    .orderBy(asc(users.name), asc(users.id));
}

/** Lets the account coach (again granting changes nothing); an unknown account is NOT_FOUND. */
export async function grantCoach(db: Database, adminId: string, userId: string): Promise<CoachState> {
  const [user] = await db.select({ id: users.id }).from(users).where(idIs(users.id, userId));
  if (!user) throw notFound();
  await db.insert(coaches).values({ userId: user.id, grantedBy: adminId }).onConflictDoNothing();
  return { userId: user.id, coach: true };
}

/**
 * Takes coaching away: the account leaves every team it coaches and may coach no more, in one
 * transaction (its teams stay, with their other coaches and their athletes). An account that
 * does not coach is NOT_FOUND.
 */
export function revokeCoach(db: Database, userId: string): Promise<CoachState> {
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .delete(coaches)
      .where(idIs(coaches.userId, userId))
      .returning({ userId: coaches.userId });
    if (!revoked) throw notFound();
    await tx.delete(teamCoaches).where(eq(teamCoaches.userId, revoked.userId));
    return { userId: revoked.userId, coach: false };
  });
}
