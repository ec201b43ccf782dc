import { and, asc, assignmentOffers, assignments, type Database, desc, eq, teamMembers, users } from "@onepercent/db";
import {
  type AssignmentView,
  assignmentTitle,
  type CreateAssignmentInput,
  type OfferState,
} from "@onepercent/validators/assignments";
import { assignmentMessages } from "@onepercent/validators/messages/assignments";
import type { TeamIdInput } from "@onepercent/validators/teams";
import { notFound } from "../../errors";
import { inserted } from "../shared/records";
import { assignmentContent } from "../teams/offers";
import { shareColumns } from "../teams/sharing-columns";
import { authorize, type TeamGrant, type Viewer, visibleSharing } from "./access";
import { progressOf } from "./assignment-progress";

// The coach's side of assignments (issue 29 part 4, decision 035 "Assignments"): a coach of the
// team sends one to an athlete of it or to every member (one offer each); the team's coaches and
// the admin read each current member's answer, and how the accepted items do only as far as the
// athlete shares their areas with the team now.

/** The newest assignments of a team the list shows. */
const ASSIGNMENTS_LISTED = 100;

/** The viewer's name as a coach of the team (the admin reads, but assigns nothing). */
export function coachNameIn(grant: TeamGrant, viewer: Viewer): string {
  const coach = grant.coaches.find((candidate) => candidate.id === viewer.id);
  if (!grant.coachesTeam || !coach) throw notFound();
  return coach.name;
}

/** Sends an assignment to one athlete of a team the viewer coaches, or to each of its members. */
export async function createAssignment(
  db: Database,
  viewer: Viewer,
  { teamId, athleteId, content }: CreateAssignmentInput,
  now = new Date(),
): Promise<AssignmentView> {
  const grant =
    athleteId === undefined
      ? await authorize(db, viewer, { kind: "team", teamId, manage: true })
      : await authorize(db, viewer, { kind: "athlete", teamId, athleteId }, now);
  const coachName = coachNameIn(grant, viewer);
  const team = grant.team;
  const assignmentId = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(assignments)
      .values({
        teamId: team.id,
        teamName: team.name,
        createdBy: viewer.id,
        coachName,
        kind: content.kind,
        title: assignmentTitle(content),
        items: content.kind === "program" ? content.items : [content],
        weeks: content.kind === "program" ? content.weeks : null,
        createdAt: now,
      })
      .returning({ id: assignments.id });
    const made = inserted(rows, assignmentMessages.createFailed);
    const members = await tx
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(
        and(eq(teamMembers.teamId, team.id), athleteId === undefined ? undefined : eq(teamMembers.userId, athleteId)),
      );
    if (members.length > 0) {
      await tx
        .insert(assignmentOffers)
        .values(members.map((member) => ({ assignmentId: made.id, userId: member.userId, offeredAt: now })));
    }
    return made.id;
  });
  const [view] = await assignmentViews(db, team.id, assignmentId, now);
  if (!view) throw notFound();
  return view;
}

/** One assignment, or (undefined) every one. */
const onlyAssignment = (assignmentId: string | undefined) =>
  assignmentId === undefined ? undefined : eq(assignments.id, assignmentId);

/** The offers of the team's current members (one who left is gone from the coach's view at once). */
function offersOf(db: Database, teamId: string, assignmentId: string | undefined) {
  return db
    .select({
      assignmentId: assignmentOffers.assignmentId,
      athleteId: assignmentOffers.userId,
      name: users.name,
      birthYear: users.birthYear,
      timeZone: users.timeZone,
      status: assignmentOffers.status,
      answeredAt: assignmentOffers.answeredAt,
      startsOn: assignmentOffers.startsOn,
      endsOn: assignmentOffers.endsOn,
      created: assignmentOffers.created,
      shares: shareColumns,
    })
    .from(assignmentOffers)
    .innerJoin(assignments, eq(assignments.id, assignmentOffers.assignmentId))
    .innerJoin(
      teamMembers,
      and(eq(teamMembers.teamId, assignments.teamId), eq(teamMembers.userId, assignmentOffers.userId)),
    )
    .innerJoin(users, eq(users.id, assignmentOffers.userId))
    .where(and(eq(assignments.teamId, teamId), onlyAssignment(assignmentId)))
    .orderBy(asc(users.name), asc(users.id));
}

/** The team's assignments (one, when `assignmentId` is given), newest first, with their offers. */
async function assignmentViews(
  db: Database,
  teamId: string,
  assignmentId: string | undefined,
  now: Date,
): Promise<AssignmentView[]> {
  const [rows, offers] = await Promise.all([
    db
      .select({
        id: assignments.id,
        ...assignmentContent,
        createdAt: assignments.createdAt,
      })
      .from(assignments)
      .where(and(eq(assignments.teamId, teamId), onlyAssignment(assignmentId)))
      .orderBy(desc(assignments.createdAt), desc(assignments.id))
      .limit(ASSIGNMENTS_LISTED),
    offersOf(db, teamId, assignmentId),
  ]);
  const readable = offers.map((offer) => ({
    athleteId: offer.athleteId,
    sharing: visibleSharing({ ...offer.shares, birthYear: offer.birthYear, timeZone: offer.timeZone }, now),
    created: offer.status === "accepted" ? offer.created : [],
  }));
  const progress = await progressOf(db, readable);
  const states = new Map<string, OfferState[]>();
  offers.forEach((offer, index) => {
    const state: OfferState = {
      athleteId: offer.athleteId,
      name: offer.name,
      status: offer.status,
      answeredAt: offer.answeredAt,
      startsOn: offer.startsOn,
      endsOn: offer.endsOn,
    };
    const items = progress[index];
    if (items !== undefined) state.progress = items;
    states.set(offer.assignmentId, [...(states.get(offer.assignmentId) ?? []), state]);
  });
  return rows.map((row) => ({ ...row, teamId, offers: states.get(row.id) ?? [] }));
}

/** The assignments of a team the viewer coaches (or any team, for the admin), newest first. */
export async function listAssignments(
  db: Database,
  viewer: Viewer,
  { teamId }: TeamIdInput,
  now = new Date(),
): Promise<AssignmentView[]> {
  const grant = await authorize(db, viewer, { kind: "team", teamId, manage: false });
  return assignmentViews(db, grant.team.id, undefined, now);
}
