import { afterAll, beforeAll } from "vitest";
import type { Database } from "../client";
import { createTestDatabase, type TestDatabase } from "./test-database";

/** A fresh database for the calling test file: created before its tests, disposed after. */
export function useTestDatabase(): { readonly db: Database } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.dispose();
  });
  return {
    get db() {
      if (!database) throw new Error("the test database is created in beforeAll");
      return database.db;
    },
  };
}
