import {
  chooseTestDatabase,
  dockerAnswers,
  dropTemplateDatabase,
  PGLITE_TEMPLATE_VARIABLE,
  preparePgliteTemplate,
  prepareTemplateDatabase,
} from "@onepercent/db/testing";

/**
 * The integration tests' database (README, "Tests"): DATABASE_URL's PostgreSQL server; else,
 * when a Docker engine answers within 300 ms, a throwaway PostgreSQL container; else PGlite in
 * memory. The migrated template is built once here and each test file copies it (a database
 * made with CREATE DATABASE … TEMPLATE on a server, a load of the template's files on PGlite).
 */
export async function setup() {
  const choice = chooseTestDatabase(process.env.DATABASE_URL, !process.env.DATABASE_URL && (await dockerAnswers()));
  if (choice.kind === "pglite") {
    console.log("[int] database: PGlite in memory (set DATABASE_URL, or run Docker, to use PostgreSQL)");
    const template = await preparePgliteTemplate();
    // Test files read it (createTestDatabase); the workers start after this setup.
    process.env[PGLITE_TEMPLATE_VARIABLE] = template.file;
    return template.remove;
  }
  let stopContainer = async () => {};
  let url: string;
  if (choice.kind === "container") {
    // Loaded only when an engine answers: machines without Docker never pay for it.
    const { PostgreSqlContainer } = await import("@testcontainers/postgresql");
    const container = await new PostgreSqlContainer("postgres:17-alpine").start();
    url = container.getConnectionUri();
    stopContainer = async () => {
      await container.stop();
    };
    // Test files read it (createTestDatabase); the workers start after this setup.
    process.env.DATABASE_URL = url;
    console.log("[int] database: PostgreSQL in a Docker container (testcontainers)");
  } else {
    url = choice.url;
    console.log(`[int] database: PostgreSQL at ${new URL(url).host}`);
  }
  await prepareTemplateDatabase(url);
  return async () => {
    await dropTemplateDatabase(url);
    await stopContainer();
  };
}
