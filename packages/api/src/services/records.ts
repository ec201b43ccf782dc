import { and, type Column, eq, type SQL, sql } from "@onepercent/db";
import { AppError, isId } from "@onepercent/validators";
import { notFound } from "../errors";

// What every service does with the caller's records: find one by id, and answer for a missing one.

/**
 * `column = id`; false for a text that cannot be an id, so it finds nothing and answers like a
 * missing record (docs/decisions/018-ids-and-limits.md).
 */
export const idIs = (column: Column, id: string): SQL => (isId(id) ? eq(column, id) : sql`false`);

/** The record with this id, if it belongs to the user (another user's is as missing as none). */
export const ownedBy = (table: { id: Column; userId: Column }, userId: string, id: string) =>
  and(idIs(table.id, id), eq(table.userId, userId));

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
