import type { AudioStorage } from "@onepercent/audio";
import { deleteExpiredSessions } from "@onepercent/auth";
import { aiFiles, and, type Database, eq, inArray, lt, rateLimits } from "@onepercent/db";
import { GENERATED_AUDIO_KEEP_HOURS } from "@onepercent/validators";
import { deleteStaleIdempotencyKeys } from "../../idempotency";
import { unusedFile } from "../ai/library";

/** Throttle counters are kept at least this long after their window started: longer than any window. */
export const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Removes throttle counters whose window started more than `retentionMs` ago; returns how many. */
async function deleteStaleRateLimits(db: Database, retentionMs: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionMs);
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, cutoff))
    .returning({ key: rateLimits.key });
  return removed.length;
}

/**
 * The periodic clean-up: expired sessions, throttle counters whose window ended long ago and
 * idempotency keys older than a day.
 * `longestWindowSeconds` is the longest configured throttle window (counters are kept past it).
 */
export async function sweepExpired(
  db: Database,
  longestWindowSeconds: number,
  now = new Date(),
): Promise<{ sessions: number; rateLimits: number; idempotencyKeys: number }> {
  const retentionMs = Math.max(RATE_LIMIT_RETENTION_MS, 2 * longestWindowSeconds * 1000);
  return {
    sessions: await deleteExpiredSessions(db, now),
    rateLimits: await deleteStaleRateLimits(db, retentionMs, now),
    idempotencyKeys: await deleteStaleIdempotencyKeys(db, now),
  };
}

/** Generated tracks removed in one sweep at most (the next sweep takes the rest). */
const GENERATED_AUDIO_SWEEP_BATCH = 500;

/**
 * Removes generated tracks older than `keepHours` that no library or imagery item plays: their
 * rows, then their bytes. A track an item is being saved with is locked by that save and skipped.
 */
export async function sweepGeneratedAudio(
  db: Database,
  storage: AudioStorage,
  keepHours = GENERATED_AUDIO_KEEP_HOURS,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - keepHours * 60 * 60 * 1000);
  const stale = db
    .select({ id: aiFiles.id })
    .from(aiFiles)
    .where(and(eq(aiFiles.origin, "generated"), lt(aiFiles.createdAt, cutoff), unusedFile(aiFiles.id)))
    .limit(GENERATED_AUDIO_SWEEP_BATCH)
    .for("update", { skipLocked: true });
  const removed = await db.delete(aiFiles).where(inArray(aiFiles.id, stale)).returning({ key: aiFiles.storageKey });
  for (const { key } of removed) await storage.delete(key).catch(() => false);
  return removed.length;
}
