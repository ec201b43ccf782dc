import { and, type Database, eq, teamMembers, teams } from "@onepercent/db";
import { AppError, localDate } from "@onepercent/validators";
import { teamMessages } from "@onepercent/validators/messages/teams";
import { type MembershipView, mayShareFullJournals, type UpdateSharingInput } from "@onepercent/validators/teams";
import { notFound } from "../../errors";
import { idIs } from "../shared/records";
import { getMembership, type TeamMemberUser } from "./memberships";
import { recordShareChanges } from "./share-changes";
import { changesBetween, shareColumns, shareValues, sharingOf, withChanges } from "./sharing-columns";

// What an athlete shares with one team's coaches (issue 29): set by the athlete alone, at once, audited.

/**
 * Sets the areas `data` names for the team (the others keep their level) and notes each change.
 * The membership row is locked while it changes, so two changes at once are both noted, each from
 * the level the other left. Full journal entries are refused while the athlete is under 16 (from
 * the birth year: validators' mayShareFullJournals). Coaches read the new levels on their next request.
 */
export async function updateSharing(
  db: Database,
  member: TeamMemberUser,
  { teamId, data }: UpdateSharingInput,
  now = new Date(),
): Promise<MembershipView> {
  if (data.journals === "full" && !mayShareFullJournals(member.birthYear, localDate(now, member.timeZone))) {
    throw new AppError("BAD_INPUT", teamMessages.fullJournalsUnder16);
  }
  const changedTeam = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ teamId: teams.id, teamName: teams.name, ...shareColumns })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(and(idIs(teamMembers.teamId, teamId), eq(teamMembers.userId, member.id)))
      .for("update", { of: teamMembers });
    if (!row) throw notFound();
    const current = sharingOf(row);
    const next = withChanges(current, data);
    const changes = changesBetween(current, next);
    if (changes.length > 0) {
      await tx
        .update(teamMembers)
        .set(shareValues(next))
        .where(and(eq(teamMembers.teamId, row.teamId), eq(teamMembers.userId, member.id)));
      await recordShareChanges(tx, member.id, { id: row.teamId, name: row.teamName }, changes, now);
    }
    return row.teamId;
  });
  return getMembership(db, member, { teamId: changedTeam }, now);
}
