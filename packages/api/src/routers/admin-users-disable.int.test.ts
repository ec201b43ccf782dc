import { createSession } from "@onepercent/auth";
import { adminAuditLog, eq, invitations, sessions, users } from "@onepercent/db";
import { createUser, TEST_PASSWORD, uniqueEmail, useTestDatabase } from "@onepercent/db/testing";
import { messages } from "@onepercent/validators";
import { adminUserMessages } from "@onepercent/validators/messages/admin-users";
import { describe, expect, it } from "vitest";
import { refusal, testCallers } from "../testing";

const database = useTestDatabase();
const callers = testCallers(database);

/** Signs in with the password from a fresh address (the per-address throttle stays out of the way). */
let address = 10;
const logIn = async (email: string, password = TEST_PASSWORD) => {
  address += 1;
  const anonymous = await callers.sessionCaller(null, { ip: `198.51.100.${address}` });
  return anonymous.auth.login({ email, password });
};

const sessionCount = (userId: string) => database.db.$count(sessions, eq(sessions.userId, userId));
const auditOf = (userId: string) =>
  database.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, userId));

describe("admin.users.disable and enable", () => {
  it("disabling ends every session and refuses sign-in; enabling lets the user sign in again; both logged", async () => {
    const { admin, caller } = await callers.unlockedAdmin();
    const athlete = await createUser(database.db, { name: "Dana Disabled" });
    const earlier = await createSession(database.db, athlete.id, true);
    await logIn(athlete.email);
    expect(await sessionCount(athlete.id)).toBe(2);

    const before = Date.now();
    const state = await caller.admin.users.disable({ userId: athlete.id });
    expect(state).toMatchObject({ userId: athlete.id, email: athlete.email });
    expect(state.disabledAt?.getTime()).toBeGreaterThanOrEqual(before);
    expect(await sessionCount(athlete.id)).toBe(0);
    const signedIn = await callers.sessionCaller(earlier.token.token);
    await expect(signedIn.auth.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });

    // The right password learns it is disabled; a wrong one gets the usual answer.
    expect(await refusal(logIn(athlete.email))).toEqual({
      code: "FORBIDDEN",
      message: adminUserMessages.accountDisabled,
    });
    expect(await refusal(logIn(athlete.email, "not the password"))).toEqual({
      code: "BAD_REQUEST",
      message: messages.invalidCredentials,
    });
    expect(await sessionCount(athlete.id)).toBe(0);

    // A session made by any other way is refused by the lookup itself.
    const sneaked = await createSession(database.db, athlete.id, false);
    const sneaky = await callers.sessionCaller(sneaked.token.token);
    await expect(sneaky.auth.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });

    const listed = await caller.admin.users.list({ search: athlete.email });
    expect(listed.items[0]?.disabledAt).toEqual(state.disabledAt);

    // Disabling again changes nothing and logs nothing.
    expect(await caller.admin.users.disable({ userId: athlete.id })).toEqual(state);

    expect(await caller.admin.users.enable({ userId: athlete.id })).toEqual({
      userId: athlete.id,
      email: athlete.email,
      disabledAt: null,
    });
    expect(await logIn(athlete.email)).toMatchObject({ userId: athlete.id });
    const [row] = await database.db
      .select({ disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, athlete.id));
    expect(row?.disabledAt).toBeNull();

    const audit = await auditOf(athlete.id);
    expect(audit.map((entry) => entry.action).sort()).toEqual(["disable", "enable"]);
    for (const entry of audit) {
      expect(entry).toMatchObject({ adminId: admin.id, targetEmail: athlete.email });
      expect(entry.createdAt.getTime()).toBeGreaterThanOrEqual(before);
    }
  });

  it("refuses to disable the admin itself or another admin, and an unknown id", async () => {
    const { admin, caller } = await callers.unlockedAdmin();
    expect(await refusal(caller.admin.users.disable({ userId: admin.id }))).toEqual({
      code: "FORBIDDEN",
      message: adminUserMessages.cannotDisableSelf,
    });
    const otherAdmin = await createUser(database.db, { isAdmin: true });
    expect(await refusal(caller.admin.users.disable({ userId: otherAdmin.id }))).toEqual({
      code: "FORBIDDEN",
      message: adminUserMessages.cannotDisableAdmin,
    });
    expect((await refusal(caller.admin.users.disable({ userId: "not-an-id" }))).code).toBe("NOT_FOUND");
    expect((await refusal(caller.admin.users.enable({ userId: crypto.randomUUID() }))).code).toBe("NOT_FOUND");
    expect(await auditOf(admin.id)).toEqual([]);
    expect(await auditOf(otherAdmin.id)).toEqual([]);
    expect(await logIn(admin.email)).toMatchObject({ userId: admin.id });
  });

  it("is out of reach of a non-admin, a locked admin and the anonymous; nothing changes", async () => {
    const target = await createUser(database.db);
    const athlete = await createUser(database.db);
    const nonAdmin = await callers.callerFor(athlete.id);
    for (const call of [
      () => nonAdmin.admin.users.list({}),
      () => nonAdmin.admin.users.disable({ userId: target.id }),
      () => nonAdmin.admin.users.enable({ userId: target.id }),
      () => nonAdmin.admin.audit.list({}),
    ]) {
      expect(await refusal(call())).toEqual({ code: "FORBIDDEN", message: messages.forbidden });
    }
    const lockedAdmin = await callers.callerFor((await createUser(database.db, { isAdmin: true })).id);
    expect(await refusal(lockedAdmin.admin.users.disable({ userId: target.id }))).toEqual({
      code: "FORBIDDEN",
      message: messages.adminLocked,
    });
    const anonymous = await callers.callerFor(null);
    expect((await refusal(anonymous.admin.users.disable({ userId: target.id }))).code).toBe("UNAUTHORIZED");
    const [kept] = await database.db
      .select({ disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, target.id));
    expect(kept?.disabledAt).toBeNull();
    expect(await auditOf(target.id)).toEqual([]);
  });
});

describe("admin.audit.list", () => {
  it("lists who did what when, newest first, invitations included", async () => {
    const { admin, caller } = await callers.unlockedAdmin();
    const athlete = await createUser(database.db);
    await caller.admin.users.disable({ userId: athlete.id });
    await caller.admin.users.enable({ userId: athlete.id });
    const email = uniqueEmail("invitee");
    const sent = await caller.admin.invitations.create({ name: "Ivy", email });
    await caller.admin.invitations.delete({ id: sent.invitation.id });
    expect(await database.db.$count(invitations, eq(invitations.id, sent.invitation.id))).toBe(0);
    // A refused revoke (already gone) logs nothing.
    expect((await refusal(caller.admin.invitations.delete({ id: sent.invitation.id }))).code).toBe("NOT_FOUND");

    const log = await caller.admin.audit.list({});
    const mine = log.items.filter((entry) => entry.admin?.email === admin.email);
    expect(mine.map((entry) => [entry.action, entry.targetEmail])).toEqual([
      ["revoke-invitation", email],
      ["invite", email],
      ["enable", athlete.email],
      ["disable", athlete.email],
    ]);
    expect(mine[0]?.admin).toEqual({ name: admin.name, email: admin.email });
    const times = log.items.map((entry) => entry.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(log.total).toBe(await database.db.$count(adminAuditLog));
    expect(await caller.admin.audit.list({ page: 99 })).toMatchObject({ items: [], total: log.total, page: 99 });
  });
});
