import { deleteExpiredSessions } from "@onepercent/auth";
import { type Database, lt, rateLimits } from "@onepercent/db";

/** Throttle counters are kept at least this long after their window started: longer than any window. */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Removes throttle counters whose window started more than `retentionMs` ago; returns how many. */
export async function deleteStaleRateLimits(db: Database, retentionMs: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionMs);
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, cutoff))
    .returning({ key: rateLimits.key });
  return removed.length;
}

/**
 * The periodic clean-up: expired sessions and throttle counters whose window ended long ago.
 * `longestWindowSeconds` is the longest configured throttle window (counters are kept past it).
 */
export async function sweepExpired(
  db: Database,
  longestWindowSeconds: number,
  now = new Date(),
): Promise<{ sessions: number; rateLimits: number }> {
  const retentionMs = Math.max(RATE_LIMIT_RETENTION_MS, 2 * longestWindowSeconds * 1000);
  return {
    sessions: await deleteExpiredSessions(db, now),
    rateLimits: await deleteStaleRateLimits(db, retentionMs, now),
  };
}
