import { dropTemplateDatabase, prepareTemplateDatabase } from "@onepercent/db/testing";

/**
 * With DATABASE_URL set, integration tests run on that PostgreSQL server: the migrated
 * template is built once here and each test file copies it. Without it they use PGlite.
 */
export async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log("[int] database: PGlite in memory (set DATABASE_URL to use PostgreSQL)");
    return;
  }
  console.log(`[int] database: PostgreSQL at ${new URL(url).host}`);
  await prepareTemplateDatabase(url);
  return async () => {
    await dropTemplateDatabase(url);
  };
}
