import { breathworkPresets, type Database, dailyActions, inArray, type PgColumn, routines, sql } from "@onepercent/db";
import type { CreatedItem, ItemKind, ItemProgress } from "@onepercent/validators/assignments";
import { isShared, type ShareArea, type Sharing } from "@onepercent/validators/teams";

// How the items an athlete accepted do (issue 29 part 4, decision 035 "Assignments"), each read only
// when the athlete shares its area with the team now: a routine's rehearsals (routines), a habit's
// completed days (habits), a breathing pattern's sessions (focus). The caller passed `authorize`.

/** The area that shows each kind of item. */
const AREA_OF: Record<ItemKind, ShareArea> = { routine: "routines", habit: "habits", breathwork: "focus" };

/** One athlete's accepted offer: what it made and what they share with the team now. */
export interface AcceptedOffer {
  athleteId: string;
  sharing: Sharing;
  created: readonly CreatedItem[];
}

/** Whether the coach may read how `item` does. */
const readable = (offer: AcceptedOffer, item: CreatedItem) => isShared(offer.sharing[AREA_OF[item.kind]]);

/** The ids of `kind` the coach may read, over every offer. */
const idsOf = (offers: readonly AcceptedOffer[], kind: ItemKind) =>
  offers
    .flatMap((offer) => offer.created.filter((item) => item.kind === kind && readable(offer, item)))
    .map((item) => item.id);

/** A read of items by id, each with its owner (checked against the offer's athlete). */
type Owned = ItemProgress & { userId: string };

/** The columns every read selects: the item's id and its owner. */
const idAndOwner = <T extends { id: PgColumn; userId: PgColumn }>(table: T) => ({ id: table.id, userId: table.userId });

async function routinesOf(db: Database, ids: string[]): Promise<Owned[]> {
  const rows = await db
    .select({
      ...idAndOwner(routines),
      name: routines.name,
      rehearsals: routines.rehearsals,
      lastRehearsedAt: routines.lastRehearsedAt,
    })
    .from(routines)
    .where(inArray(routines.id, ids));
  return rows.map((row) => ({ kind: "routine", ...row }));
}

async function habitsOf(db: Database, ids: string[]): Promise<Owned[]> {
  const done = sql`from daily_action_checks hc where hc.action_id = ${dailyActions.id} and hc.status = 'completed'`;
  const rows = await db
    .select({
      ...idAndOwner(dailyActions),
      action: dailyActions.action,
      completedDays: sql<number>`(select count(*)::int ${done})`,
      lastCompletedOn: sql<string | null>`(select to_char(max(hc.date), 'YYYY-MM-DD') ${done})`,
    })
    .from(dailyActions)
    .where(inArray(dailyActions.id, ids));
  return rows.map((row) => ({ kind: "habit", ...row }));
}

async function presetsOf(db: Database, ids: string[]): Promise<Owned[]> {
  const rows = await db
    .select({
      ...idAndOwner(breathworkPresets),
      name: breathworkPresets.name,
      sessions: sql<number>`(select count(*)::int from breathwork_sessions bs where bs.user_id = ${breathworkPresets.userId}
        and lower(bs.preset) = ${breathworkPresets.nameKey} and bs.started_at >= ${breathworkPresets.createdAt})`,
    })
    .from(breathworkPresets)
    .where(inArray(breathworkPresets.id, ids));
  return rows.map((row) => ({ kind: "breathwork", ...row }));
}

/** Each kind's read. */
const READS: Record<ItemKind, (db: Database, ids: string[]) => Promise<Owned[]>> = {
  routine: routinesOf,
  habit: habitsOf,
  breathwork: presetsOf,
};

/** The readable items of `kind` over every offer (none asked, none read). */
function readKind(db: Database, offers: readonly AcceptedOffer[], kind: ItemKind): Promise<Owned[]> {
  const ids = idsOf(offers, kind);
  return ids.length === 0 ? Promise.resolve([]) : READS[kind](db, ids);
}

/**
 * The progress of each offer (in order): the readable items that still exist, or undefined when
 * the athlete shares none of the areas its items are in (the coach then sees the answer alone).
 */
export async function progressOf(
  db: Database,
  offers: readonly AcceptedOffer[],
): Promise<(ItemProgress[] | undefined)[]> {
  const reads = await Promise.all([
    readKind(db, offers, "routine"),
    readKind(db, offers, "habit"),
    readKind(db, offers, "breathwork"),
  ]);
  const byId = new Map(reads.flat().map((row) => [row.id, row]));
  return offers.map((offer) => {
    const items = offer.created.filter((item) => readable(offer, item));
    if (items.length === 0) return undefined;
    return items.flatMap((item) => {
      const read = byId.get(item.id);
      if (!read || read.userId !== offer.athleteId || read.kind !== item.kind) return [];
      const { userId: _owner, ...progress } = read;
      return [progress];
    });
  });
}
