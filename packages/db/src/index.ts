export {
  and,
  asc,
  type Column,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
  type WithSubquery,
} from "drizzle-orm";
export type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
export * from "./client";
export { migrationsFolder } from "./migrations-folder";
export { preparedFor } from "./prepared";
export * from "./schema";
export { isDatabaseUnavailable } from "./unavailable";
