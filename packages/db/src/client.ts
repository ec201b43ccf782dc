import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { limitAcquireWait } from "./acquire-timeout";
import * as schema from "./schema";

type Schema = typeof schema;
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
  /** PostgreSQL's timeouts (decision 025). */
  timeouts?: DatabaseTimeouts | undefined;
}

export interface DatabaseTimeouts {
  /** Opening a connection gives up after this many seconds (default 1). */
  connectSeconds: number;
  /** A statement is cancelled by the server after this long (default 10 s; 0: never). */
  statementMs: number;
  /** A query waiting for a free connection of the pool is cancelled after this long (default 5 s; 0: never). */
  acquireMs: number;
}

const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectSeconds: 1, statementMs: 10_000, acquireMs: 5000 };

/** Concurrent starts of the server apply migrations one at a time: one advisory lock for all of them. */
const MIGRATION_LOCK = "onepercent:migrations";

/**
 * Applies the migrations on a connection of its own, without the pool's statement timeout (a
 * migration of a large table may take longer), holding a session advisory lock: several processes
 * starting at once on one database wait for each other, and the later ones find nothing to do.
 */
async function migrateLocked(url: string, migrationsFolder: string, connectSeconds: number) {
  const client = postgres(url, {
    max: 1,
    onnotice: () => {},
    connect_timeout: connectSeconds,
    connection: { application_name: "onepercent-migrate" },
  });
  try {
    await client`select pg_advisory_lock(hashtext(${MIGRATION_LOCK}))`;
    await migratePostgres(drizzlePostgres(client, { schema, casing }), { migrationsFolder });
    await client`select pg_advisory_unlock(hashtext(${MIGRATION_LOCK}))`;
  } finally {
    await client.end({ timeout: 5 });
  }
}

const casing = "snake_case" as const;

export function connectPostgres(
  url: string,
  poolSize = 10,
  timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS,
): DatabaseHandle {
  const client = postgres(url, {
    max: poolSize,
    prepare: true,
    onnotice: () => {},
    connect_timeout: timeouts.connectSeconds,
    connection: { application_name: "onepercent", statement_timeout: timeouts.statementMs },
  });
  const acquire = limitAcquireWait(client, timeouts.acquireMs);
  const db = drizzlePostgres(client, { schema, casing });
  return {
    db,
    kind: "postgres",
    migrate: (migrationsFolder) => migrateLocked(url, migrationsFolder, timeouts.connectSeconds),
    close: () => {
      acquire.stop();
      return client.end({ timeout: 5 });
    },
  };
}

/**
 * PGlite in `dataDir`, or in memory when absent. `loadDataDir` starts it from a dump of another
 * PGlite's files (`migratedPgliteDump`): the tests' migrated template, which skips initdb and migrations.
 */
export async function connectPglite(dataDir?: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite(client, { schema, casing });
  return {
    db,
    kind: "pglite",
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** A new PGlite database migrated with `migrationsFolder`, as a tarball of its files (uncompressed: fastest to load). */
export async function migratedPgliteDump(migrationsFolder: string): Promise<Blob> {
  const client = await PGlite.create();
  try {
    await migratePglite(drizzlePglite(client, { schema, casing }), { migrationsFolder });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

/** postgres-js when a URL is given (DATABASE_URL), embedded PGlite otherwise. */
export function connectDatabase(options: DatabaseOptions): Promise<DatabaseHandle> | DatabaseHandle {
  return options.url
    ? connectPostgres(options.url, options.poolSize, options.timeouts)
    : connectPglite(options.pgliteDir);
}
