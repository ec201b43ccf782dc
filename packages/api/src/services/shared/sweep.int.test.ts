import { createSession } from "@onepercent/auth";
import { eq, rateLimits, sessions } from "@onepercent/db";
import { createUser, useTestDatabase } from "@onepercent/db/testing";
import { describe, expect, it } from "vitest";
import { RATE_LIMIT_RETENTION_MS, sweepExpired } from "./sweep";

const database = useTestDatabase();

const hours = (n: number) => n * 60 * 60 * 1000;
const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

describe("the periodic sweep", () => {
  it("removes expired sessions and throttle counters whose window ended long ago, nothing else", async () => {
    const now = new Date();
    const user = await createUser(database.db);
    const expired = await createSession(database.db, user.id, false, before(now, hours(1)));
    const remembered = await createSession(database.db, user.id, true, before(now, hours(1)));
    const fresh = await createSession(database.db, user.id, false, now);
    const key = (name: string) => `sweep-test:${name}:${user.id}`;
    await database.db.insert(rateLimits).values([
      { key: key("old"), count: 3, windowStartedAt: before(now, RATE_LIMIT_RETENTION_MS + hours(1)) },
      { key: key("hour-old"), count: 3, windowStartedAt: before(now, hours(1)) },
      { key: key("current"), count: 1, windowStartedAt: now },
    ]);

    const removed = await sweepExpired(database.db, 15 * 60, now);
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.rateLimits).toBeGreaterThanOrEqual(1);
    const sessionIds = (
      await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id))
    )
      .map((row) => row.id)
      .sort();
    expect(sessionIds).toEqual([remembered.token.id, fresh.token.id].sort());
    expect(sessionIds).not.toContain(expired.token.id);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).not.toContain(key("old"));
    expect(keys).toEqual(expect.arrayContaining([key("hour-old"), key("current")]));
  });

  it("keeps counters of a configured throttle window longer than a day until twice that window has passed", async () => {
    const now = new Date();
    const key = `sweep-test:long-window:${crypto.randomUUID()}`;
    await database.db.insert(rateLimits).values({ key, count: 1, windowStartedAt: before(now, hours(30)) });
    await sweepExpired(database.db, 20 * 60 * 60, now);
    expect(await database.db.$count(rateLimits, eq(rateLimits.key, key))).toBe(1);
    await sweepExpired(database.db, 20 * 60 * 60, new Date(now.getTime() + hours(11)));
    expect(await database.db.$count(rateLimits, eq(rateLimits.key, key))).toBe(0);
  });
});
