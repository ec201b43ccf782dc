import { adminUnlocks, eq, invitations, logins, users } from "@onepercent/db";
import { createUser, TEST_PASSWORD, uniqueEmail, useTestDatabase } from "@onepercent/db/testing";
import { ADMIN_UNLOCK_MAX_FAILURES, messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { saveJournalEntry } from "../services/journal";
import { refusal, testApiConfig, testCallers } from "../testing";

const database = useTestDatabase();
const ORIGIN = "https://app.onepercent.test";

const callers = testCallers(database);
const adminConfig = { ...testApiConfig, throttle: { ...testApiConfig.throttle, registerPerIp: 1000 } };
const callerAs = (userId: string | null, ip = "198.51.100.1") =>
  callers.callerFor(userId, { ip, origin: ORIGIN, config: adminConfig });

const unlockedAdmin = () => callers.unlockedAdmin({ ip: "198.51.100.1", origin: ORIGIN, config: adminConfig });

/** A refused input: 400 with the schema's message for the first field. */
const expectInputError = async (call: Promise<unknown>, message: string) =>
  expect(await refusal(call)).toEqual({ code: "BAD_REQUEST", message });

describe("the admin gate", () => {
  it("refuses every admin procedure to a signed-in non-admin and to the anonymous", async () => {
    const athlete = await createUser(database.db);
    const caller = await callerAs(athlete.id);
    await expect(caller.admin.status()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller.admin.unlock({ password: TEST_PASSWORD })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller.admin.invitations.list()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller.admin.users.list()).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(caller.admin.invitations.create({ name: "X", email: uniqueEmail() })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    // An existing invitation is out of reach too, and stays as it was.
    const { caller: adminCaller } = await unlockedAdmin();
    const sent = await adminCaller.admin.invitations.create({ name: "Kept", email: uniqueEmail() });
    await expect(caller.admin.invitations.delete({ id: sent.invitation.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(caller.admin.invitations.resend({ id: sent.invitation.id })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    const [kept] = await database.db.select().from(invitations).where(eq(invitations.id, sent.invitation.id));
    expect(kept).toMatchObject({ code: sent.invitation.code, status: "pending" });

    const anonymous = await callerAs(null);
    await expect(anonymous.admin.invitations.list()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await database.db.$count(adminUnlocks, eq(adminUnlocks.userId, athlete.id))).toBe(0);
  });

  it("keeps the admin locked out until the admin's own password is re-entered", async () => {
    const admin = await createUser(database.db, { isAdmin: true });
    const caller = await callerAs(admin.id);
    expect(await caller.admin.status()).toEqual({ unlocked: false });
    await expect(caller.admin.invitations.list()).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: messages.adminLocked,
    });
    await expect(caller.admin.users.list()).rejects.toMatchObject({ code: "FORBIDDEN" });

    await expect(caller.admin.unlock({ password: "not the password" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: messages.adminInvalidPassword,
    });
    await expectInputError(caller.admin.unlock({ password: "" }), messages.adminPasswordRequired);
    expect(await caller.admin.status()).toEqual({ unlocked: false });

    expect(await caller.admin.unlock({ password: TEST_PASSWORD })).toEqual({ unlocked: true });
    expect(await caller.admin.status()).toEqual({ unlocked: true });
    await expect(caller.admin.invitations.list()).resolves.toBeInstanceOf(Array);
  });

  it("unlocks only the session that entered the password, until it locks again", async () => {
    const { admin, caller } = await unlockedAdmin();
    const otherSession = await callerAs(admin.id);
    expect(await otherSession.admin.status()).toEqual({ unlocked: false });
    await expect(otherSession.admin.users.list()).rejects.toMatchObject({ code: "FORBIDDEN" });

    await caller.admin.lock();
    await expect(caller.admin.users.list()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("ends the unlock with the session", async () => {
    const { admin, caller } = await unlockedAdmin();
    expect(await database.db.$count(adminUnlocks, eq(adminUnlocks.userId, admin.id))).toBe(1);
    await caller.auth.logout();
    expect(await database.db.$count(adminUnlocks, eq(adminUnlocks.userId, admin.id))).toBe(0);
    await expect(caller.admin.users.list()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it(`throttles wrong passwords after ${ADMIN_UNLOCK_MAX_FAILURES} tries`, async () => {
    const admin = await createUser(database.db, { isAdmin: true });
    const caller = await callerAs(admin.id);
    for (let attempt = 0; attempt < ADMIN_UNLOCK_MAX_FAILURES; attempt += 1) {
      await expect(caller.admin.unlock({ password: `wrong ${attempt}` })).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
    }
    await expect(caller.admin.unlock({ password: TEST_PASSWORD })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
  });
});

describe("admin.users.list", () => {
  it("lists every user with login and journal counts and zero for areas not built", async () => {
    const { caller } = await unlockedAdmin();
    const busy = await createUser(database.db, { name: "Busy Bee" });
    await database.db.insert(logins).values([
      { userId: busy.id, method: "password" },
      { userId: busy.id, method: "password" },
      { userId: busy.id, method: "registration" },
    ]);
    const quiet = await createUser(database.db, { name: "Quiet Quinn" });
    const daily = (date: string) => ({
      type: "daily" as const,
      date,
      wins: [],
      gratitudes: [],
      well: "",
      better: "",
      how: "",
      notes: "",
    });
    for (const date of ["2026-11-20", "2026-11-21"]) await saveJournalEntry(database.db, busy.id, daily(date));
    await saveJournalEntry(database.db, quiet.id, daily("2026-11-21"));
    await saveJournalEntry(database.db, busy.id, {
      type: "weekly",
      date: "2026-11-21",
      goals: "g",
      wins: "w",
      lessons: "l",
      nextFocus: "n",
      rating: 7,
    });
    await saveJournalEntry(database.db, busy.id, {
      type: "performance",
      date: "2026-11-19",
      event: "Final",
      preparation: "p",
      mentalState: "m",
      performance: "p",
      strengths: "s",
      improvements: "i",
      nextSteps: "n",
      performanceRating: 8,
      mentalRating: 7,
    });
    const list = await caller.admin.users.all();
    expect(list.find((item) => item._id === busy.id)).toEqual({
      _id: busy.id,
      name: "Busy Bee",
      email: busy.email,
      createdAt: busy.createdAt,
      loginCount: 3,
      dailyJournals: 2,
      weeklyJournals: 1,
      performanceJournals: 1,
      breathCycles: 0,
      meditationMinutes: 0,
      concentrationGames: 0,
    });
    expect(list.find((item) => item._id === quiet.id)).toMatchObject({
      loginCount: 0,
      dailyJournals: 1,
      weeklyJournals: 0,
    });
    const times = list.map((item) => item.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list).toHaveLength(await database.db.$count(users));
  });
});
