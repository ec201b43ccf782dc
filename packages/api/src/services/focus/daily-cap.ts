import { and, type Database, eq, gt, type PgColumn, type PgInsertValue, type PgTable, sql } from "@onepercent/db";
import { AppError, FOCUS_RECORDS_PER_DAY, focusMessages } from "@onepercent/validators";
import type { z } from "zod";
import { inserted, oneAtATime } from "../shared/records";

// The Focus area's limits hold under concurrency (docs/decisions/018-ids-and-limits.md): a write
// that counts the caller's records runs in `oneAtATime` (shared/records.ts).

const DAY_MS = 24 * 60 * 60 * 1000;

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

/**
 * One Focus record to save: its table, its row, the columns its view reads, the view, and what
 * failed if nothing was written.
 */
interface FocusRecord<Table extends SavedRecords, View> {
  table: Table;
  values: PgInsertValue<Table>;
  columns: Record<string, PgColumn>;
  view: z.ZodType<View>;
  failure: string;
}

/**
 * Inserts the caller's record (saved at `now`) unless their daily cap for its table is reached,
 * and answers it as its view reads it.
 */
export const insertWithinDailyCap = <Table extends SavedRecords, View>(
  db: Database,
  userId: string,
  now: Date,
  record: FocusRecord<Table, View>,
): Promise<View> =>
  oneAtATime(db, userId, async (tx) => {
    await refuseOverDailyCap(tx, record.table, userId, now);
    const rows = await tx.insert(record.table).values(record.values).returning(record.columns);
    return record.view.parse(inserted(rows, record.failure));
  });

/**
 * The service of a Focus record that is its input as a row: `(db, userId, input, now)` saves the
 * row `values` makes, within the daily cap (`now`, the moment of the call by default, is when it was saved).
 */
export const focusRecordSaver =
  <Input, Table extends SavedRecords, View>(
    kind: Omit<FocusRecord<Table, View>, "values"> & {
      values: (input: Input, userId: string, now: Date) => PgInsertValue<Table>;
    },
  ) =>
  (db: Database, userId: string, input: Input, now = new Date()) =>
    insertWithinDailyCap(db, userId, now, { ...kind, values: kind.values(input, userId, now) });
