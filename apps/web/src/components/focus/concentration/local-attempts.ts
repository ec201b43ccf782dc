/**
 * The games this browser has finished (training-and-tools.md §3): kept in local storage as
 * concentrationGridAttempts and concentrationGridLastPlayed, so the attempt count still grows
 * when a save fails. Storage can be unavailable (private mode): the count is then only 0.
 */
export const LOCAL_ATTEMPTS_KEY = "concentrationGridAttempts";
export const LOCAL_LAST_PLAYED_KEY = "concentrationGridLastPlayed";

/** A stored count as a number: anything else (missing, tampered) is 0. */
export function parseCount(raw: string | null): number {
  const count = raw === null ? Number.NaN : Number(raw);
  return Number.isSafeInteger(count) && count > 0 ? count : 0;
}

export function readLocalAttempts(): number {
  try {
    return parseCount(localStorage.getItem(LOCAL_ATTEMPTS_KEY));
  } catch {
    return 0;
  }
}

/** Counts one more finished game, played at `now`; answers the new count. */
export function recordLocalAttempt(now: Date): number {
  const count = readLocalAttempts() + 1;
  try {
    localStorage.setItem(LOCAL_ATTEMPTS_KEY, String(count));
    localStorage.setItem(LOCAL_LAST_PLAYED_KEY, now.toISOString());
  } catch {
    // Unavailable storage: the server's count stands alone.
  }
  return count;
}

/** Forgets the count with the history (Clear History), so the tiles do not show games that are gone. */
export function clearLocalAttempts(): void {
  try {
    localStorage.removeItem(LOCAL_ATTEMPTS_KEY);
    localStorage.removeItem(LOCAL_LAST_PLAYED_KEY);
  } catch {
    // Nothing stored.
  }
}
