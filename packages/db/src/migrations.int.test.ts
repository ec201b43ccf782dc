import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { connectPglite, connectPostgres, type DatabaseHandle } from "./client";
import { migrationsFolder } from "./migrations-folder";
import { dailyCheckins } from "./schema";

/** A copy of the migrations folder that stops before the migration tagged `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "onepercent-migrations-"));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal: unknown = JSON.parse(readFileSync(journalPath, "utf8"));
  if (typeof journal !== "object" || journal === null || !("entries" in journal) || !Array.isArray(journal.entries)) {
    throw new Error("unreadable migrations journal");
  }
  const end = journal.entries.findIndex(
    (entry: unknown) => typeof entry === "object" && entry !== null && "tag" in entry && entry.tag === tag,
  );
  if (end < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end) }));
  return folder;
}

/** An empty database: a new one on the PostgreSQL server of DATABASE_URL, else an in-memory PGlite. */
async function emptyDatabase(): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await connectPglite();
    return { ...handle, dispose: handle.close };
  }
  const name = `onepercent_migration_${randomBytes(6).toString("hex")}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = connectPostgres(target.toString(), 1);
  return {
    ...handle,
    async dispose() {
      await handle.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

const disposals: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const dispose of disposals) await dispose();
});

describe("migration 0012_check_in_mood", () => {
  it("keeps every saved mood as the number it was, and then takes a word or a number", async () => {
    const database = await emptyDatabase();
    disposals.push(database.dispose);
    await database.migrate(migrationsBefore("0012_check_in_mood"));
    const userId = crypto.randomUUID();
    await database.db.execute(sql`
      insert into users (id, email, password_hash, name, role, birth_year, gender, sport, years_playing)
      values (${userId}, 'mood@example.test', 'x', 'Mood Keeper', 'Athlete', 2005, 'female', 'Soccer', '5')`);
    await database.db.execute(sql`
      insert into daily_checkins (user_id, date, mood) values (${userId}, '2026-11-22', 4), (${userId}, '2026-11-23', 1)`);

    await database.migrate(migrationsFolder());

    const moods = await database.db
      .select({ date: dailyCheckins.date, mood: dailyCheckins.mood, moodText: dailyCheckins.moodText })
      .from(dailyCheckins)
      .where(eq(dailyCheckins.userId, userId))
      .orderBy(dailyCheckins.date);
    expect(moods).toEqual([
      { date: "2026-11-22", mood: 4, moodText: null },
      { date: "2026-11-23", mood: 1, moodText: null },
    ]);
    await database.db.insert(dailyCheckins).values({ userId, date: "2026-11-24", moodText: "focused" });
    await database.db.insert(dailyCheckins).values({ userId, date: "2026-11-25", mood: 3.5 });
    // Exactly one of the two: neither, or both, is refused.
    await expect(database.db.insert(dailyCheckins).values({ userId, date: "2026-11-26" })).rejects.toThrow();
    await expect(
      database.db.insert(dailyCheckins).values({ userId, date: "2026-11-27", mood: 2, moodText: "ok" }),
    ).rejects.toThrow();
  });
});

describe.skipIf(!process.env.DATABASE_URL)("migrations at the start of several processes (PostgreSQL only)", () => {
  it("apply once when four processes start at the same moment on an empty database", async () => {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("PostgreSQL only");
    const name = `onepercent_migration_${randomBytes(6).toString("hex")}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE "${name}"`);
    disposals.push(async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    });
    const target = new URL(url);
    target.pathname = `/${name}`;
    // Each "process" has its own pool, as separate servers do.
    const starts = Array.from({ length: 4 }, () => connectPostgres(target.toString(), 2));
    try {
      await Promise.all(starts.map((start) => start.migrate(migrationsFolder())));
    } finally {
      await Promise.all(starts.map((start) => start.close()));
    }
    const reader = postgres(target.toString(), { max: 1, onnotice: () => {} });
    try {
      const [applied] = await reader<{ count: number; distinct: number }[]>`
        select count(*)::int as count, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`;
      const journal = readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8");
      const tags = journal.match(/"tag":/g)?.length ?? 0;
      expect(tags).toBeGreaterThan(10);
      expect(applied).toEqual({ count: tags, distinct: tags });
    } finally {
      await reader.end();
    }
  });
});
