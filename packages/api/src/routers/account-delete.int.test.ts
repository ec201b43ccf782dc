import { createSession, validateSession } from "@onepercent/auth";
import { adminAuditLog, eq, rateLimits, users } from "@onepercent/db";
import { createUser, TEST_PASSWORD, useTestDatabase } from "@onepercent/db/testing";
import { accountMessages, messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import type { SessionTransport } from "../context";
import { refusal, testCallers } from "../testing";
import { publicTables, seedEverything, tablesNaming } from "../testing/account";
import { testAi } from "../testing/ai";

const database = useTestDatabase();
const callers = testCallers(database);
const { ai } = testAi();

/** A cookie transport that remembers being cleared. */
function clearingTransport() {
  const state = { cleared: false };
  const transport: SessionTransport = { kind: "cookie", issue: () => null, clear: () => (state.cleared = true) };
  return { state, transport };
}

/** A user with a row in every table of theirs, its caller (on a session of its own) and the coach admin. */
async function seededUser(
  overrides: Parameters<typeof createUser>[1] = {},
  session?: { createdAt: Date; google: boolean },
) {
  const admin = await createUser(database.db, { isAdmin: true, role: "Coach" });
  const user = await createUser(database.db, overrides);
  const { storageKey } = await seedEverything(database.db, ai.storage, user, admin);
  const created = await createSession(
    database.db,
    user.id,
    true,
    session?.createdAt ?? new Date(),
    session?.google ? "google" : "password",
  );
  const { state, transport } = clearingTransport();
  const caller = await callers.sessionCaller(created.token.token, { ai, transport });
  return { user, admin, caller, storageKey, token: created.token, cleared: state };
}

describe("account.delete", () => {
  it("removes every row that names the user, in every table, and their audio files; the caller is signed out", async () => {
    const other = await seededUser();
    const { user, caller, storageKey, token, cleared } = await seededUser();
    const tables = await publicTables(database.db);
    expect(tables.length).toBeGreaterThanOrEqual(30);
    // Before: the walk finds the user in (nearly) every table it seeded.
    const before = await tablesNaming(database.db, user);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(30);
    const otherBefore = await tablesNaming(database.db, other.user);
    expect(await ai.storage.stat(storageKey)).not.toBeNull();
    // A stray file under the user's folder (its row gone) goes too.
    await ai.storage.put(`ai/${user.id}/stray.mp3`, new Uint8Array([1, 2, 3]));

    expect(await caller.account.delete({ password: TEST_PASSWORD })).toEqual({
      success: true,
      message: accountMessages.accountDeleted,
    });

    expect(await tablesNaming(database.db, user)).toEqual({});
    expect(await ai.storage.stat(storageKey)).toBeNull();
    expect(await ai.storage.list(`ai/${user.id}/`)).toEqual([]);
    expect(cleared.cleared).toBe(true);
    expect(await validateSession(database.db, token)).toBeNull();
    // The admin's audit entry stays, without whom it was about.
    const audit = await database.db.select().from(adminAuditLog).where(eq(adminAuditLog.adminId, other.admin.id));
    expect(audit.map((entry) => entry.targetEmail)).toEqual([other.user.email]);
    // The other user keeps everything, their file included.
    expect(await tablesNaming(database.db, other.user)).toEqual(otherBefore);
    expect(await ai.storage.stat(other.storageKey)).not.toBeNull();
  });

  it("keeps the throttle counters of another address that merely ends like the user's", async () => {
    const { user, caller } = await seededUser();
    const lookalike = `x${user.email}`;
    const keys = [`login:account:${lookalike}`, `login:account-ip:${lookalike}|203.0.113.9`];
    await database.db.insert(rateLimits).values(keys.map((key) => ({ key, count: 2, windowStartedAt: new Date() })));
    await caller.account.delete({ password: TEST_PASSWORD });
    const kept = await database.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(kept.map((row) => row.key)).toEqual(expect.arrayContaining(keys));
    expect(kept.map((row) => row.key).filter((key) => key.endsWith(`:${user.email}`))).toEqual([]);
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it("refuses a wrong password, deletes nothing, and counts it like a failed sign-in", async () => {
    const { user, caller, storageKey } = await seededUser();
    const before = await tablesNaming(database.db, user);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await refusal(caller.account.delete({ password: "not my password" }))).toEqual({
        code: "BAD_REQUEST",
        message: accountMessages.passwordIncorrect,
      });
    }
    // The fourth attempt in the window is throttled, even with the right password.
    expect(await refusal(caller.account.delete({ password: TEST_PASSWORD }))).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: messages.tooManyAttempts,
    });
    const after = await tablesNaming(database.db, user);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after.users).toBe(1);
    expect(await ai.storage.stat(storageKey)).not.toBeNull();
  });

  it("asks for the password of an account without Google", async () => {
    const { user, caller } = await seededUser();
    expect(await refusal(caller.account.delete({ password: "" }))).toEqual({
      code: "BAD_REQUEST",
      message: accountMessages.passwordRequired,
    });
    expect(await refusal(caller.account.delete({}))).toEqual({
      code: "BAD_REQUEST",
      message: accountMessages.passwordRequired,
    });
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it("refuses the admin account, whatever the password", async () => {
    const admin = await createUser(database.db, { isAdmin: true, role: "Coach" });
    const caller = await callers.callerFor(admin.id, { ai });
    expect(await caller.account.deletion()).toMatchObject({ isAdmin: true });
    expect(await refusal(caller.account.delete({ password: TEST_PASSWORD }))).toEqual({
      code: "FORBIDDEN",
      message: accountMessages.adminCannotDelete,
    });
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });

  it("accepts a Google sign-in of this session under 10 minutes old in place of the password", async () => {
    const { user, caller } = await seededUser(
      { googleSubject: `google-${crypto.randomUUID()}` },
      { createdAt: new Date(Date.now() - 5 * 60_000), google: true },
    );
    const view = await caller.account.deletion();
    expect(view.googleLinked).toBe(true);
    expect(view.googleConfirmedUntil?.getTime()).toBeGreaterThan(Date.now());
    await caller.account.delete({});
    expect(await tablesNaming(database.db, user)).toEqual({});
  });

  it("refuses a Google sign-in older than 10 minutes, a password session of a Google account, and no Google link", async () => {
    const stale = await seededUser(
      { googleSubject: `google-${crypto.randomUUID()}` },
      { createdAt: new Date(Date.now() - 11 * 60_000), google: true },
    );
    expect((await stale.caller.account.deletion()).googleConfirmedUntil).toBeNull();
    expect(await refusal(stale.caller.account.delete({}))).toEqual({
      code: "BAD_REQUEST",
      message: accountMessages.googleConfirmationNeeded,
    });
    const byPassword = await seededUser({ googleSubject: `google-${crypto.randomUUID()}` });
    expect(await refusal(byPassword.caller.account.delete({}))).toEqual({
      code: "BAD_REQUEST",
      message: accountMessages.googleConfirmationNeeded,
    });
    for (const { user } of [stale, byPassword]) {
      expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
    }
    // The password still works for a Google account.
    await byPassword.caller.account.delete({ password: TEST_PASSWORD });
    expect(await tablesNaming(database.db, byPassword.user)).toEqual({});
  });
});
