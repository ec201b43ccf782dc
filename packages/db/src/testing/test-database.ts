import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { connectPglite, connectPostgres, type DatabaseHandle } from "../client";
import { migrationsFolder } from "../migrations-folder";

export interface TestDatabase extends DatabaseHandle {
  /** Drops the database (PostgreSQL) or closes it (PGlite). */
  dispose(): Promise<void>;
  /** Its postgres:// URL (PostgreSQL only). */
  url?: string;
}

/**
 * The migrated template database that every test database on PostgreSQL is copied from.
 * TEST_TEMPLATE_DATABASE names another one, so that two checkouts can test on one server.
 */
export const TEMPLATE_DATABASE = process.env.TEST_TEMPLATE_DATABASE || "onepercent_test_template";

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file: on the PostgreSQL server of DATABASE_URL a
 * new database copied from the migrated template (see vitest.global-setup.ts), else an
 * in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await connectPglite();
    await handle.migrate(migrationsFolder());
    return { ...handle, dispose: handle.close };
  }
  const name = `onepercent_test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`);
  } finally {
    await admin.end();
  }
  const handle = connectPostgres(withDatabase(url, name), 5);
  return {
    ...handle,
    url: withDatabase(url, name),
    async dispose() {
      await handle.close();
      const dropper = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** Creates (or re-creates) the migrated template database; run once before the suite. */
export async function prepareTemplateDatabase(url: string): Promise<void> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE "${TEMPLATE_DATABASE}"`);
  } finally {
    await admin.end();
  }
  const handle = connectPostgres(withDatabase(url, TEMPLATE_DATABASE), 1);
  await handle.migrate(migrationsFolder());
  await handle.close();
}

export async function dropTemplateDatabase(url: string): Promise<void> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
