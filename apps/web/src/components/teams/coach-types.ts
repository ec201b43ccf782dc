import type { AppRouter } from "@onepercent/api";
import type { inferRouterOutputs } from "@trpc/server";

type Outputs = inferRouterOutputs<AppRouter>;
/** An offer of a coach as teams.offers.list answers it. */
export type Offer = Outputs["teams"]["offers"]["list"][number];
/** One habit, routine or breathing pattern of an offer (a program holds several). */
export type OfferItem = Offer["items"][number];
/** A coach's note as teams.notes.list answers it. */
export type CoachNote = Outputs["teams"]["notes"]["list"][number];
