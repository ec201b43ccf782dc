import { sql } from "@onepercent/db";
import { createUser, useTestDatabase } from "@onepercent/db/testing";
import { describe, expect, it } from "vitest";
import { readExportAreas } from "../services/account/export-data";
import { seedEverything } from "../testing/account";
import { testAi } from "../testing/ai";

const database = useTestDatabase();
const { ai } = testAi();

/** Tables of the user's that the export leaves out on purpose: they hold secrets only, or name sessions by id. */
const LEFT_OUT = ["admin_unlocks", "password_resets", "sessions"];

/** Every table with both an `id` and a `user_id` column: rows of a user that the export must carry by id. */
async function ownedTablesWithIds(): Promise<string[]> {
  const rows = await database.db
    .select({ name: sql<string>`c.table_name` })
    .from(sql`information_schema.columns as c`)
    .where(
      sql`c.table_schema = 'public' and c.column_name = 'user_id' and exists (
        select 1 from information_schema.columns as i
        where i.table_schema = 'public' and i.table_name = c.table_name and i.column_name = 'id')`,
    )
    .orderBy(sql`c.table_name`);
  return rows.map((row) => row.name);
}

describe("the data export's areas", () => {
  it("carry every row of the user's in every table that has one (but the secret-only ones), and nothing of others", async () => {
    const admin = await createUser(database.db, { isAdmin: true, role: "Coach" });
    const me = await createUser(database.db);
    const other = await createUser(database.db);
    await seedEverything(database.db, ai.storage, me, admin);
    await seedEverything(database.db, ai.storage, other, admin);

    const text = JSON.stringify(await readExportAreas(database.db, me.id));
    const tables = await ownedTablesWithIds();
    expect(tables.length).toBeGreaterThanOrEqual(20);
    for (const table of tables.filter((name) => !LEFT_OUT.includes(name))) {
      const ids = await database.db
        .select({ id: sql<string>`t.id::text` })
        .from(sql`${sql.identifier(table)} as t`)
        .where(sql`t.user_id = ${me.id}`);
      expect(ids.length, `${table} has no row of the seeded user`).toBeGreaterThan(0);
      for (const { id } of ids) expect(text, `${table} row ${id}`).toContain(id);
    }
    // The tables keyed by the user alone (mvp, mindset, check-ins…) are there by their contents.
    for (const words of ["Lead by example", "Calm", "felt loose", "Ready", '"task":"mvp"'])
      expect(text).toContain(words);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(me.passwordHash);
    expect(text).not.toContain("storageKey");
    expect(text).not.toContain("secretHash");
    expect(text).not.toContain("code-hash");
    // Push subscriptions are listed by when, never by their endpoint or keys.
    for (const secret of ["endpoint-", "p256dh-key-", "auth-secret-"]) expect(text).not.toContain(secret);
    expect(text).toContain('"quietStart":"22:00"');
  });
});
