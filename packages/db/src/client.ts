import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "postgres" | "pglite";
  /** Applies the SQL migrations of the top-level drizzle/ folder. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; PGlite is used when absent. */
  url?: string | undefined;
  /** Directory for PGlite's files; in memory when absent. */
  pgliteDir?: string | undefined;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number | undefined;
}

const casing = "snake_case" as const;

export function connectPostgres(url: string, poolSize = 10): DatabaseHandle {
  const client = postgres(url, {
    max: poolSize,
    prepare: true,
    onnotice: () => {},
    connection: { application_name: "onepercent" },
  });
  const db = drizzlePostgres(client, { schema, casing });
  return {
    db,
    kind: "postgres",
    migrate: (migrationsFolder) => migratePostgres(db, { migrationsFolder }),
    close: () => client.end({ timeout: 5 }),
  };
}

export async function connectPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema, casing });
  return {
    db,
    kind: "pglite",
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** postgres-js when a URL is given (DATABASE_URL), embedded PGlite otherwise. */
export function connectDatabase(options: DatabaseOptions): Promise<DatabaseHandle> | DatabaseHandle {
  return options.url ? connectPostgres(options.url, options.poolSize) : connectPglite(options.pgliteDir);
}
