import { readLocal, removeLocal, writeLocal } from "../../../lib/flags";

/**
 * The games this browser has finished (training-and-tools.md §3): kept in local storage as
 * concentrationGridAttempts and concentrationGridLastPlayed, so the attempt count still grows
 * when a save fails. Storage can be unavailable (private mode): the count is then only 0.
 */
const LOCAL_ATTEMPTS_KEY = "concentrationGridAttempts";
const LOCAL_LAST_PLAYED_KEY = "concentrationGridLastPlayed";

/** A stored count as a number: anything else (missing, tampered) is 0. */
export function parseCount(raw: string | null): number {
  const count = raw === null ? Number.NaN : Number(raw);
  return Number.isSafeInteger(count) && count > 0 ? count : 0;
}

export const readLocalAttempts = (): number => parseCount(readLocal(LOCAL_ATTEMPTS_KEY));

/** Counts one more finished game, played at `now`; answers the new count. */
export function recordLocalAttempt(now: Date): number {
  const count = readLocalAttempts() + 1;
  writeLocal({ [LOCAL_ATTEMPTS_KEY]: String(count), [LOCAL_LAST_PLAYED_KEY]: now.toISOString() });
  return count;
}

/** Forgets the count with the history (Clear History), so the tiles do not show games that are gone. */
export const clearLocalAttempts = (): void => removeLocal(LOCAL_ATTEMPTS_KEY, LOCAL_LAST_PLAYED_KEY);
