import { and, type Database, eq, gt, type PgColumn, type PgTable, sql, users } from "@onepercent/db";
import { AppError, FOCUS_RECORDS_PER_DAY, focusMessages } from "@onepercent/validators";

// The Focus area's limits hold under concurrency (docs/decisions/018-ids-and-limits.md): a write
// that counts the caller's records runs in a transaction holding the caller's user row, so
// parallel requests and tRPC batches of one user count and write one at a time.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs `write` in a transaction that first locks the caller's user row (`for no key update`:
 * other writers of the caller's records wait, foreign-key checks do not).
 */
export function oneAtATime<T>(db: Database, userId: string, write: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
    return write(tx);
  });
}

/** A table of Focus records: each belongs to a user and says when it was saved. */
type SavedRecords = PgTable & { userId: PgColumn; createdAt: PgColumn };

/**
 * Refused (429, focusMessages.focusDailyLimit) when the caller saved FOCUS_RECORDS_PER_DAY records
 * into `table` in the 24 hours before `now`; the wait is until the oldest of them ages out.
 */
async function refuseOverDailyCap(tx: Database, table: SavedRecords, userId: string, now: Date): Promise<void> {
  const [recent] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql`min(${table.createdAt})`.mapWith(table.createdAt),
    })
    .from(table)
    .where(and(eq(table.userId, userId), gt(table.createdAt, new Date(now.getTime() - DAY_MS))));
  if ((recent?.count ?? 0) < FOCUS_RECORDS_PER_DAY) return;
  const oldest = recent?.oldest instanceof Date ? recent.oldest.getTime() : now.getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((oldest + DAY_MS - now.getTime()) / 1000));
  throw new AppError("RATE_LIMITED", focusMessages.focusDailyLimit, { retryAfterSeconds });
}

/** Runs `insert` (which saves one record into `table` at `now`) unless the caller's daily cap is reached. */
export const saveWithinDailyCap = <T>(
  db: Database,
  table: SavedRecords,
  userId: string,
  now: Date,
  insert: (tx: Database) => Promise<T>,
): Promise<T> =>
  oneAtATime(db, userId, async (tx) => {
    await refuseOverDailyCap(tx, table, userId, now);
    return insert(tx);
  });
