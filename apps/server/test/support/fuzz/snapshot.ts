import { type Database, emailOutbox, eq, or } from "@onepercent/db";
import * as schema from "@onepercent/db/schema";
import { is } from "drizzle-orm";
import { getTableConfig, type PgColumn, PgTable } from "drizzle-orm/pg-core";

// Everything the database holds of one user: the rows of every table of the schema with a column
// that names a user (a foreign key to users.id, whatever its name: user_id, admin_id, used_by…),
// their users row, and the e-mail kept for their address. Read before and after a fuzz run.

const exported: unknown[] = Object.values(schema);
const TABLES = exported.filter((value): value is PgTable => is(value, PgTable));

/** The columns of `table` that name a user; users.id for the users table. */
function userColumnsOf(table: PgTable): PgColumn[] {
  if (table === schema.users) return [schema.users.id];
  return getTableConfig(table).foreignKeys.flatMap((key) => {
    const reference = key.reference();
    return reference.foreignTable === schema.users ? reference.columns : [];
  });
}

/** The tables with no column that names a user (their rows belong to no one, or to an address). */
export const tablesWithoutUser = () =>
  TABLES.filter((table) => userColumnsOf(table).length === 0).map((table) => getTableConfig(table).name);

/** JSON values of rows, in a fixed order (Dates as ISO text), so that two snapshots compare with toEqual. */
function canonical(rows: unknown[]): unknown[] {
  return rows
    .map((row) => JSON.stringify(row))
    .sort()
    .map((text): unknown => JSON.parse(text));
}

export type Snapshot = Record<string, unknown[]>;

export async function snapshotOf(db: Database, user: { id: string; email: string }): Promise<Snapshot> {
  const snapshot: Snapshot = {};
  for (const table of TABLES) {
    const columns = userColumnsOf(table);
    if (columns.length === 0) continue;
    const rows = await db
      .select()
      .from(table)
      .where(or(...columns.map((column) => eq(column, user.id))));
    snapshot[getTableConfig(table).name] = canonical(rows);
  }
  const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.recipient, user.email));
  snapshot["email_outbox (to their address)"] = canonical(mail);
  return snapshot;
}

/** Every text of 1 to 200 characters in a snapshot: ids, names, dates, e-mail addresses. */
export function textsOf(snapshot: Snapshot): string[] {
  const texts = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "string" && value.length > 0 && value.length <= 200) texts.add(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === "object" && value !== null) Object.values(value).forEach(visit);
  };
  Object.values(snapshot).forEach(visit);
  return [...texts].sort();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What names one of the user's records in a call: the id of each of their rows, the name of each but their own. */
export function addressesOf(snapshot: Snapshot): string[] {
  const addresses = new Set<string>();
  for (const [table, rows] of Object.entries(snapshot)) {
    for (const row of rows) {
      if (typeof row !== "object" || row === null) continue;
      const id: unknown = Reflect.get(row, "id");
      const name: unknown = Reflect.get(row, "name");
      if (typeof id === "string" && UUID.test(id)) addresses.add(id);
      if (typeof name === "string" && table !== "users") addresses.add(name);
    }
  }
  return [...addresses].sort();
}
