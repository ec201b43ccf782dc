/** What the routine builder opens over its list for one routine: its details, the delete question or the rehearsal. */
export type RoutineOverlay = "detail" | "delete" | "rehearse";

/** Opens one of those for the routine a card or the detail view shows. */
export type OpenOverlay = (overlay: RoutineOverlay) => void;
