import type { BuildExtraConfigColumns } from "drizzle-orm";
import {
  type AnyPgColumn,
  index,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
} from "drizzle-orm/pg-core";
import { ownedRecord } from "./user-columns";

// A table of a user's own records, written once: its id and owner first, and the index the user's
// records are listed by, named for the table (CONTRIBUTING "Index what the queries filter on").

/** The columns of an owned table as its indexes and checks read them. */
type OwnedTableColumns<TName extends string, TColumns> = BuildExtraConfigColumns<
  TName,
  ReturnType<typeof ownedRecord> & TColumns,
  "pg"
>;

/**
 * A table `name` of a user's own records: `ownedRecord()` (id, owner) then `columns`, indexed as
 * `<name>_user_id_idx` on the owner and the column `listedBy` names (the order the user's records
 * are read in); `extra` adds the table's other indexes and checks.
 */
export function ownedTable<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  listedBy: (table: OwnedTableColumns<TName, TColumns>) => AnyPgColumn,
  extra: (table: OwnedTableColumns<TName, TColumns>) => PgTableExtraConfigValue[] = () => [],
) {
  return pgTable(name, { ...ownedRecord(), ...columns }, (table) => [
    index(`${name}_user_id_idx`).on(table.userId, listedBy(table)),
    ...extra(table),
  ]);
}
