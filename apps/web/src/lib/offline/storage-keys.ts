/**
 * Keys in `localStorage` that outlive a sign-out: each user's routines an earlier version kept
 * offline in its own queue (decision 022), not yet moved into the outbox. Nothing a user saved may
 * be lost: they move at that user's next start here (`routine-queue-import.ts`, decision 034).
 */
export const ROUTINES_STORAGE_PREFIX = "onepercent.routines.";

/** Where an earlier version kept the routines of `userId`. */
export const routinesStorageKey = (userId: string) => `${ROUTINES_STORAGE_PREFIX}${userId}`;
