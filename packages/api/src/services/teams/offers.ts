import { and, assignmentOffers, assignments, type Database, desc, eq, type SQL, sql } from "@onepercent/db";
import { AppError, addDays, localDate } from "@onepercent/validators";
import { type CreatedItem, type OfferInput, type OfferView, offerHeading } from "@onepercent/validators/assignments";
import { assignmentMessages } from "@onepercent/validators/messages/assignments";
import { notFound } from "../../errors";
import { idIs, oneAtATime } from "../shared/records";
import { createAssignedItem } from "./accept-items";

// The athlete's side of assignments (issue 29 part 4, decision 035): the offers their coaches sent,
// accepting (the items join the athlete's own lists) and declining. Both answers are given once:
// a second accept or decline answers the same offer and changes nothing.

/** The athlete as accepting needs them: their zone dates a program's weeks. */
interface OfferUser {
  id: string;
  timeZone: string;
}

/** What an assignment is, as both the athlete's offers and the coach's list show it. */
export const assignmentContent = {
  coachName: assignments.coachName,
  kind: assignments.kind,
  title: assignments.title,
  weeks: assignments.weeks,
  items: assignments.items,
};

const offerColumns = {
  assignmentId: assignments.id,
  teamId: assignments.teamId,
  teamName: assignments.teamName,
  ...assignmentContent,
  status: assignmentOffers.status,
  offeredAt: assignmentOffers.offeredAt,
  answeredAt: assignmentOffers.answeredAt,
  created: assignmentOffers.created,
  startsOn: assignmentOffers.startsOn,
  endsOn: assignmentOffers.endsOn,
};

/** A pending offer exists only while the athlete is in its team; an answered one stays theirs. */
const stillOffered = sql`(${assignmentOffers.status} <> 'pending' or exists (select 1 from team_members tm
  where tm.team_id = ${assignments.teamId} and tm.user_id = ${assignmentOffers.userId}))`;

/** The athlete's offers matching `where`, newest first. */
function selectOffers(db: Database, userId: string, where: SQL | undefined) {
  return db
    .select(offerColumns)
    .from(assignmentOffers)
    .innerJoin(assignments, eq(assignments.id, assignmentOffers.assignmentId))
    .where(and(eq(assignmentOffers.userId, userId), stillOffered, where))
    .orderBy(desc(assignmentOffers.offeredAt), desc(assignments.id));
}
type OfferRow = Awaited<ReturnType<typeof selectOffers>>[number];

const toOfferView = (row: OfferRow): OfferView => ({ ...row, heading: offerHeading(row.coachName, row.title) });

/** Every offer of the athlete's: pending ones of the teams they are in, and every one they answered. */
export async function listOffers(db: Database, userId: string): Promise<OfferView[]> {
  return (await selectOffers(db, userId, undefined)).map(toOfferView);
}

async function getOffer(db: Database, userId: string, assignmentId: string): Promise<OfferView> {
  const [row] = await selectOffers(db, userId, eq(assignments.id, assignmentId));
  if (!row) throw notFound();
  return toOfferView(row);
}

/** The athlete's offer, its row locked until the transaction ends (a second answer waits for the first). */
async function lockedOffer(tx: Database, userId: string, assignmentId: string) {
  const [row] = await selectOffers(tx, userId, idIs(assignments.id, assignmentId)).for("update", {
    of: assignmentOffers,
  });
  if (!row) throw notFound();
  return row;
}

/**
 * Accepts an offer: each item is made in the athlete's own lists through the athlete's own creates
 * (their limits hold; any refusal undoes it all), and a program's weeks run from today. The offer
 * row is locked and the athlete's records written one at a time, so two accepts at once make the
 * items once; accepting again answers the accepted offer. A declined offer stays declined.
 */
export async function acceptOffer(
  db: Database,
  member: OfferUser,
  { assignmentId }: OfferInput,
  now = new Date(),
): Promise<OfferView> {
  const accepted = await oneAtATime(db, member.id, async (tx) => {
    const offer = await lockedOffer(tx, member.id, assignmentId);
    if (offer.status === "declined") throw new AppError("BAD_INPUT", assignmentMessages.alreadyDeclined);
    if (offer.status === "accepted") return offer.assignmentId;
    const created: CreatedItem[] = [];
    for (const item of offer.items) created.push(await createAssignedItem(tx, member.id, item));
    const startsOn = localDate(now, member.timeZone);
    await tx
      .update(assignmentOffers)
      .set({
        status: "accepted",
        answeredAt: now,
        created,
        startsOn,
        endsOn: offer.weeks === null ? null : addDays(startsOn, offer.weeks * 7 - 1),
      })
      .where(and(eq(assignmentOffers.assignmentId, offer.assignmentId), eq(assignmentOffers.userId, member.id)));
    return offer.assignmentId;
  });
  return getOffer(db, member.id, accepted);
}

/** Declines an offer (again: the same answer); an accepted one stays accepted. */
export async function declineOffer(
  db: Database,
  userId: string,
  { assignmentId }: OfferInput,
  now = new Date(),
): Promise<OfferView> {
  const declined = await db.transaction(async (tx) => {
    const offer = await lockedOffer(tx, userId, assignmentId);
    if (offer.status === "accepted") throw new AppError("BAD_INPUT", assignmentMessages.alreadyAccepted);
    if (offer.status === "pending") {
      await tx
        .update(assignmentOffers)
        .set({ status: "declined", answeredAt: now })
        .where(and(eq(assignmentOffers.assignmentId, offer.assignmentId), eq(assignmentOffers.userId, userId)));
    }
    return offer.assignmentId;
  });
  return getOffer(db, userId, declined);
}

/** Leaving a team: its pending offers to the athlete go (what they accepted stays theirs). */
export async function dropPendingOffers(tx: Database, userId: string, teamId: string): Promise<void> {
  await tx
    .delete(assignmentOffers)
    .where(
      and(
        eq(assignmentOffers.userId, userId),
        eq(assignmentOffers.status, "pending"),
        sql`${assignmentOffers.assignmentId} in (select a.id from assignments a where a.team_id = ${teamId})`,
      ),
    );
}
