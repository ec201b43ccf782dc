import { type Database, inArray, rateLimits, sql } from "@onepercent/db";
import { AppError, messages } from "@onepercent/validators";

export interface Limit {
  key: string;
  max: number;
}

/**
 * Fixed-window counters in the database, so limits hold across processes and restarts.
 * `wait` is the seconds to wait when any counter has reached its maximum, else null;
 * `counted` the keys that have a counter in its window.
 */
export async function retryAfterSeconds(
  db: Database,
  limits: Limit[],
  windowSeconds: number,
  now = new Date(),
): Promise<{ wait: number | null; counted: string[] }> {
  const rows = await db
    .select()
    .from(rateLimits)
    .where(
      inArray(
        rateLimits.key,
        limits.map((limit) => limit.key),
      ),
    );
  let wait: number | null = null;
  const counted: string[] = [];
  for (const row of rows) {
    const limit = limits.find((candidate) => candidate.key === row.key);
    const resetsAt = row.windowStartedAt.getTime() + windowSeconds * 1000;
    if (!limit || resetsAt <= now.getTime()) continue;
    counted.push(row.key);
    if (row.count < limit.max) continue;
    const seconds = Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000));
    wait = Math.max(wait ?? 0, seconds);
  }
  return { wait, counted };
}

/** Counts one event against each key, starting a new window where the old one has passed. */
export async function recordHits(db: Database, keys: string[], windowSeconds: number, now = new Date()): Promise<void> {
  if (keys.length === 0) return;
  // An ISO string with a cast: postgres-js does not serialise Date parameters inside raw SQL.
  const windowStart = sql`${new Date(now.getTime() - windowSeconds * 1000).toISOString()}::timestamptz`;
  await db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, count: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then excluded.window_started_at else ${rateLimits.windowStartedAt} end`,
      },
    });
}

export async function clearHits(db: Database, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

export function rateLimited(seconds: number): AppError {
  return new AppError("RATE_LIMITED", messages.tooManyAttempts, { retryAfterSeconds: seconds });
}

/** Refuses (429 with the wait) when any limit is reached, else counts this call against each. */
export async function consumeLimits(db: Database, limits: Limit[], windowSeconds: number): Promise<void> {
  const { wait } = await retryAfterSeconds(db, limits, windowSeconds);
  if (wait !== null) throw rateLimited(wait);
  await recordHits(
    db,
    limits.map((limit) => limit.key),
    windowSeconds,
  );
}
