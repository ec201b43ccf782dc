import {
  and,
  asc,
  type Column,
  type Database,
  eq,
  type PgColumn,
  type PgInsertValue,
  type PgTable,
  type PgUpdateSetSource,
  type SQL,
  sql,
  users,
} from "@onepercent/db";
import { AppError, DeletedRecord, isId } from "@onepercent/validators";
import type { z } from "zod";
import { notFound } from "../../errors";

// What every service does with the caller's records: find one by id, change or delete it, and answer
// for a missing one.

/**
 * `column = id`; false for a text that cannot be an id, so it finds nothing and answers like a
 * missing record (docs/decisions/018-ids-and-limits.md).
 */
export const idIs = (column: Column, id: string): SQL => (isId(id) ? eq(column, id) : sql`false`);

/** The record with this id, if it belongs to the user (another user's is as missing as none). */
export const ownedBy = (table: { id: Column; userId: Column }, userId: string, id: string) =>
  and(idIs(table.id, id), eq(table.userId, userId));

/** A table whose rows each belong to one user. */
export type UserRows = { userId: Column };

/**
 * `value` (an aggregate, 0 when there is nothing) over the rows of `table` that belong to `user`
 * (a parameter or an outer column) and match `where`: a subquery on the table's (user_id, …) index.
 */
export const aggregateOver = (table: UserRows, user: SQL, value: SQL, where: SQL) =>
  sql<number>`(select coalesce(${value}, 0)::int from ${table} where ${table.userId} = ${user} and ${where})`;

/** The one row a query by id answered, or NOT_FOUND. */
export function found<Row>(rows: readonly Row[]): Row {
  const [row] = rows;
  if (!row) throw notFound();
  return row;
}

/** The row an insert answered; none means the write did not happen (`message` says what failed). */
export function inserted<Row>(rows: readonly Row[], message: string): Row {
  const [row] = rows;
  if (!row) throw new AppError("UNAVAILABLE", message);
  return row;
}

/** A table of records that belong to one user each. */
type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn; createdAt: PgColumn; updatedAt: PgColumn };

/** One kind of the caller's records: its table, the columns its view reads, and the view. */
export interface RecordKind<Table extends OwnedTable, View> {
  table: Table;
  columns: Record<string, PgColumn>;
  view: z.ZodType<View>;
}

/** The caller's records of one kind, oldest first. */
export async function listOwned<Table extends OwnedTable, View>(
  db: Database,
  kind: RecordKind<Table, View>,
  userId: string,
): Promise<View[]> {
  const table: OwnedTable = kind.table;
  const rows = await db
    .select(kind.columns)
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(asc(table.createdAt), asc(table.id));
  return rows.map((row) => kind.view.parse(row));
}

/** Refused with `message` when the caller already has `max` records in `table`. */
export async function refuseAtLimit(db: Database, table: OwnedTable, userId: string, max: number, message: string) {
  if ((await db.$count(table, eq(table.userId, userId))) >= max) throw new AppError("BAD_INPUT", message);
}

/** Adds a record of the caller's and answers it as its view reads it; `failure` says what failed. */
export async function insertOwned<Table extends OwnedTable, View>(
  db: Database,
  kind: RecordKind<Table, View>,
  values: PgInsertValue<Table>,
  failure: string,
): Promise<View> {
  const rows = await db.insert(kind.table).values(values).returning(kind.columns);
  return kind.view.parse(inserted(rows, failure));
}

/**
 * Changes the caller's record (NOT_FOUND when it is not theirs) and answers it as `view` reads
 * it, from `columns`. The change also sets when the record changed.
 */
export async function updateOwned<Table extends OwnedTable, View>(
  db: Database,
  record: RecordKind<Table, View>,
  userId: string,
  id: string,
  changes: PgUpdateSetSource<Table>,
): Promise<View> {
  const table: OwnedTable = record.table;
  const rows = await db
    .update(table)
    .set({ ...changes, updatedAt: new Date() })
    .where(ownedBy(table, userId, id))
    .returning(record.columns);
  return record.view.parse(found(rows));
}

/** Deletes the caller's record (NOT_FOUND when it is not theirs) and answers its id. */
export async function deleteOwned(db: Database, table: OwnedTable, userId: string, id: string): Promise<DeletedRecord> {
  const rows = await db
    .delete(table)
    .where(ownedBy(table, userId, id))
    .returning({ id: table.id });
  return DeletedRecord.parse(found(rows));
}

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
