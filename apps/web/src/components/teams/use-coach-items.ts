import { trpc } from "../../lib/trpc";
import type { Offer } from "./coach-types";

/** The athlete's items that accepted offers made: routine and habit ids, breathing pattern names (lower case). */
export interface CoachItems {
  routine: ReadonlySet<string>;
  habit: ReadonlySet<string>;
  /** Custom presets are listed by name (their id is not in the list); names are unique per athlete, any case. */
  breathwork: ReadonlySet<string>;
}

const EMPTY: CoachItems = { routine: new Set(), habit: new Set(), breathwork: new Set() };

/** Stable, so every list reading it shares one computation per answer. */
function coachItemsOf(offers: Offer[]): CoachItems {
  const items = { routine: new Set<string>(), habit: new Set<string>(), breathwork: new Set<string>() };
  for (const offer of offers) {
    if (offer.status !== "accepted") continue;
    for (const made of offer.created) if (made.kind !== "breathwork") items[made.kind].add(made.id);
    const patterns = offer.items.flatMap((item) => (item.kind === "breathwork" ? [item.preset.name] : []));
    for (const name of patterns) items.breathwork.add(name.toLowerCase());
  }
  return items;
}

/**
 * Which of the athlete's items came from a coach ("From your coach", decision 035: the link is the
 * accepted offer's `created`, not a column of the item). One query (teams.offers.list) for every
 * list and card that asks; nothing is marked while it loads or when it fails.
 */
export function useCoachItems(): CoachItems {
  const offers = trpc.teams.offers.list.useQuery(undefined, { select: coachItemsOf });
  return offers.data ?? EMPTY;
}
