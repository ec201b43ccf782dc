import { randomUUID } from "node:crypto";
import { logins, sessions, users } from "@onepercent/db";
import { createUser, TEST_PASSWORD_HASH, useTestDatabase } from "@onepercent/db/testing";
import { ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_PAGE_SIZE_MAX } from "@onepercent/validators/admin-users";
import { describe, expect, it } from "vitest";
import { refusal, testCallers } from "../testing";

const database = useTestDatabase();
const callers = testCallers(database);

/** `count` users named "<tag> 000" … in one multi-row insert, created a second apart (oldest first). */
async function seedUsers(tag: string, count: number) {
  const start = Date.parse("2026-01-01T00:00:00Z");
  const rows = Array.from({ length: count }, (_, index) => ({
    email: `${tag.toLowerCase()}-${String(index).padStart(3, "0")}@example.test`,
    passwordHash: TEST_PASSWORD_HASH,
    name: `${tag} ${String(index).padStart(3, "0")}`,
    role: "Athlete" as const,
    birthYear: 2008,
    gender: "female" as const,
    sport: "Soccer",
    yearsPlaying: "4",
    createdAt: new Date(start + index * 1000),
  }));
  return database.db.insert(users).values(rows).returning({ id: users.id, name: users.name, email: users.email });
}

const tag = () => `Pager${randomUUID().slice(0, 6)}`;

describe("admin.users.list", () => {
  it("pages 250 users on the server: totals, page sizes, no overlap, newest first by default", async () => {
    const { caller } = await callers.unlockedAdmin();
    const name = tag();
    const seeded = await seedUsers(name, 250);

    const first = await caller.admin.users.list({ search: name });
    expect(first).toMatchObject({ total: 250, page: 1, pageSize: ADMIN_USERS_PAGE_SIZE });
    expect(first.items).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    expect(first.items[0]?.name).toBe(`${name} 249`);

    const pages = await Promise.all(
      [1, 2, 3].map((page) => caller.admin.users.list({ search: name, page, pageSize: ADMIN_USERS_PAGE_SIZE_MAX })),
    );
    expect(pages.map((page) => page.items.length)).toEqual([100, 100, 50]);
    const ids = pages.flatMap((page) => page.items.map((item) => item._id));
    expect(new Set(ids).size).toBe(250);
    expect(new Set(ids)).toEqual(new Set(seeded.map((user) => user.id)));
    const times = pages.flatMap((page) => page.items.map((item) => item.createdAt.getTime()));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // Past the end: no rows, and the total still says how many there are.
    expect(await caller.admin.users.list({ search: name, page: 4, pageSize: 100 })).toEqual({
      items: [],
      total: 250,
      page: 4,
      pageSize: 100,
    });

    const byName = await caller.admin.users.list({
      search: name,
      pageSize: 5,
      page: 2,
      sort: { column: "name", direction: "asc" },
    });
    expect(byName.items.map((item) => item.name)).toEqual(
      ["005", "006", "007", "008", "009"].map((n) => `${name} ${n}`),
    );
  });

  it("searches name or e-mail, case-insensitively, with % and _ matching only themselves", async () => {
    const { caller } = await callers.unlockedAdmin();
    const name = tag();
    await seedUsers(name, 12);
    const percent = await createUser(database.db, {
      name: `${name} 100% Effort`,
      email: `${name}-x@example.test`.toLowerCase(),
    });
    const underscore = await createUser(database.db, {
      name: `${name} a_b`,
      email: `${name}-y@example.test`.toLowerCase(),
    });
    await createUser(database.db, { name: `${name} 1000 Effort`, email: `${name}-z@example.test`.toLowerCase() });
    await createUser(database.db, { name: `${name} axb`, email: `${name}-w@example.test`.toLowerCase() });

    expect((await caller.admin.users.list({ search: name.toUpperCase() })).total).toBe(16);
    const byEmail = await caller.admin.users.list({ search: `${name.toLowerCase()}-007@` });
    expect(byEmail.items.map((item) => item.name)).toEqual([`${name} 007`]);
    const names = async (search: string) => (await caller.admin.users.list({ search })).items.map((item) => item._id);
    expect(await names(`${name} 100%`)).toEqual([percent.id]);
    expect(await names(`${name} a_b`)).toEqual([underscore.id]);
    expect(await names(`${name} a\\b`)).toEqual([]);
    expect((await caller.admin.users.list({ search: "  " })).total).toBe(await database.db.$count(users));
    expect(await caller.admin.users.list({ search: `${name}-nobody` })).toMatchObject({ items: [], total: 0 });
  });

  it("refuses a page size over the maximum, a page below 1 and an over-long search", async () => {
    const { caller } = await callers.unlockedAdmin();
    expect((await refusal(caller.admin.users.list({ pageSize: ADMIN_USERS_PAGE_SIZE_MAX + 1 }))).code).toBe(
      "BAD_REQUEST",
    );
    expect((await refusal(caller.admin.users.list({ page: 0 }))).code).toBe("BAD_REQUEST");
    expect((await refusal(caller.admin.users.list({ search: "x".repeat(255) }))).code).toBe("BAD_REQUEST");
  });

  it("shows last activity: the later of session use and sign-in, null without either; sorts by it", async () => {
    const { caller } = await callers.unlockedAdmin();
    const name = tag();
    const [sessionLater, loginOnly, never] = await seedUsers(name, 3);
    if (!sessionLater || !loginOnly || !never) throw new Error("seed failed");
    const at = (iso: string) => new Date(iso);
    await database.db.insert(logins).values([
      { userId: sessionLater.id, method: "password", loggedInAt: at("2026-03-01T08:00:00Z") },
      { userId: loginOnly.id, method: "password", loggedInAt: at("2026-02-01T08:00:00Z") },
      { userId: loginOnly.id, method: "password", loggedInAt: at("2026-02-03T09:30:00Z") },
    ]);
    await database.db.insert(sessions).values({
      id: `s-${randomUUID()}`,
      userId: sessionLater.id,
      secretHash: "x",
      rememberMe: false,
      createdAt: at("2026-03-01T08:00:00Z"),
      lastActiveAt: at("2026-03-04T10:00:00Z"),
      expiresAt: at("2026-03-04T12:00:00Z"),
    });
    const page = await caller.admin.users.list({ search: name, sort: { column: "lastActiveAt", direction: "desc" } });
    expect(page.items.map((item) => [item._id, item.lastActiveAt])).toEqual([
      [sessionLater.id, at("2026-03-04T10:00:00Z")],
      [loginOnly.id, at("2026-02-03T09:30:00Z")],
      [never.id, null],
    ]);
    const ascending = await caller.admin.users.list({
      search: name,
      sort: { column: "lastActiveAt", direction: "asc" },
    });
    expect(ascending.items.map((item) => item._id)).toEqual([loginOnly.id, sessionLater.id, never.id]);
    expect(page.items[1]).toMatchObject({ loginCount: 2, disabledAt: null, isAdmin: false });
  });

  it("keeps the usage figures of the legacy list, and sorts by a count", async () => {
    const { caller } = await callers.unlockedAdmin();
    const name = tag();
    const seeded = await seedUsers(name, 4);
    const counts = [3, 0, 5, 1];
    await database.db
      .insert(logins)
      .values(
        seeded.flatMap((user, index) =>
          Array.from({ length: counts[index] ?? 0 }, () => ({ userId: user.id, method: "password" as const })),
        ),
      );
    const page = await caller.admin.users.list({ search: name, sort: { column: "loginCount", direction: "desc" } });
    expect(page.items.map((item) => item.loginCount)).toEqual([5, 3, 1, 0]);
    const legacy = await caller.admin.users.all();
    for (const item of page.items) {
      const { lastActiveAt: _, disabledAt: __, isAdmin: ___, ...usage } = item;
      expect(legacy.find((entry) => entry._id === item._id)).toEqual(usage);
    }
  });
});
