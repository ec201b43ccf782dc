import { createSession } from "@onepercent/auth";
import { adminUnlocks, eq, sessions } from "@onepercent/db";
import { createUser, useTestDatabase } from "@onepercent/db/testing";
import { accountMessages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { refusal, testCallers } from "../testing";

const database = useTestDatabase();
const callers = testCallers(database);

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";

/** A user signed in on a laptop (the caller), a phone and an Android tablet, each its own session. */
async function userWithThreeDevices() {
  const user = await createUser(database.db);
  const laptop = await createSession(
    database.db,
    user.id,
    false,
    new Date(),
    "password",
    [],
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  );
  const phone = await createSession(database.db, user.id, true, new Date(Date.now() - 3_600_000), "google", [], PHONE);
  const android = await createSession(
    database.db,
    user.id,
    true,
    new Date(Date.now() - 7_200_000),
    undefined,
    [],
    ANDROID,
    "password-reset",
  );
  const caller = await callers.sessionCaller(laptop.token.token);
  return { user, caller, laptop: laptop.token, phone: phone.token, android: android.token };
}

const sessionIdsOf = async (userId: string) =>
  (await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)))
    .map((row) => row.id)
    .sort();

describe("account.sessions", () => {
  it("lists the caller's live sessions with their device, times and method, the current one first and marked", async () => {
    const { user, caller } = await userWithThreeDevices();
    // Another user's and an expired session of the caller are not listed.
    const other = await createUser(database.db);
    await createSession(database.db, other.id, false, new Date(), "password", [], PHONE);
    await database.db.insert(sessions).values({
      id: `expired-${user.id}`,
      userId: user.id,
      secretHash: "x",
      rememberMe: false,
      createdAt: new Date(Date.now() - 7_200_000),
      lastActiveAt: new Date(Date.now() - 7_200_000),
      expiresAt: new Date(Date.now() - 60_000),
      userAgent: PHONE,
    });

    const devices = await caller.account.sessions();
    expect(devices.map(({ device, current, signedInWith }) => ({ device, current, signedInWith }))).toEqual([
      { device: "Chrome on Windows", current: true, signedInWith: "password" },
      { device: "Safari on iPhone", current: false, signedInWith: "google" },
      { device: "Chrome on Android", current: false, signedInWith: "password-reset" },
    ]);
    const phone = devices[1];
    expect(phone?.signedInAt.getTime()).toBeLessThan(Date.now() - 3_500_000);
    expect(phone?.lastActiveAt).toBeInstanceOf(Date);
  });

  it("never shows a session's id or secret: each is named by an opaque handle", async () => {
    const { user, caller } = await userWithThreeDevices();
    const devices = await caller.account.sessions();
    const stored = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const answer = JSON.stringify(devices);
    for (const row of stored) {
      expect(answer).not.toContain(row.id);
      expect(answer).not.toContain(row.secretHash);
    }
    expect(new Set(devices.map((device) => device.handle)).size).toBe(3);
    for (const device of devices)
      expect(Object.keys(device).sort()).toEqual([
        "current",
        "device",
        "handle",
        "lastActiveAt",
        "signedInAt",
        "signedInWith",
      ]);
  });

  it("is refused without a session", async () => {
    const anonymous = await callers.sessionCaller(null);
    expect((await refusal(anonymous.account.sessions())).code).toBe("UNAUTHORIZED");
  });
});

describe("account.revokeSession", () => {
  it("ends exactly the session its handle names; that token no longer signs in", async () => {
    const { user, caller, laptop, phone, android } = await userWithThreeDevices();
    const [, phoneDevice] = await caller.account.sessions();
    await database.db.insert(adminUnlocks).values({ sessionId: phone.id, userId: user.id });
    expect(await caller.account.revokeSession({ handle: phoneDevice?.handle ?? "" })).toEqual({ success: true });
    expect(await sessionIdsOf(user.id)).toEqual([laptop.id, android.id].sort());
    expect((await refusal((await callers.sessionCaller(phone.token)).account.sessions())).code).toBe("UNAUTHORIZED");
    // Revoking it again: the device is no longer signed in.
    expect(await refusal(caller.account.revokeSession({ handle: phoneDevice?.handle ?? "" }))).toEqual({
      code: "NOT_FOUND",
      message: accountMessages.deviceNotFound,
    });
  });

  it("cannot end another user's session: their handle is as unknown as none", async () => {
    const mine = await userWithThreeDevices();
    const theirs = await userWithThreeDevices();
    const theirHandles = (await theirs.caller.account.sessions()).map((device) => device.handle);
    const before = await sessionIdsOf(theirs.user.id);
    for (const handle of theirHandles) {
      expect(await refusal(mine.caller.account.revokeSession({ handle }))).toEqual({
        code: "NOT_FOUND",
        message: accountMessages.deviceNotFound,
      });
    }
    expect(await sessionIdsOf(theirs.user.id)).toEqual(before);
    // A session id in place of a handle names nothing either.
    expect((await refusal(mine.caller.account.revokeSession({ handle: theirs.phone.id }))).code).toBe("NOT_FOUND");
    expect((await refusal(mine.caller.account.revokeSession({ handle: mine.phone.id }))).code).toBe("NOT_FOUND");
    expect(await sessionIdsOf(mine.user.id)).toHaveLength(3);
  });

  it("refuses the current session (that is Logout) and an empty handle", async () => {
    const { user, caller } = await userWithThreeDevices();
    const [current] = await caller.account.sessions();
    expect(current?.current).toBe(true);
    expect(await refusal(caller.account.revokeSession({ handle: current?.handle ?? "" }))).toEqual({
      code: "BAD_REQUEST",
      message: accountMessages.revokeCurrent,
    });
    expect((await refusal(caller.account.revokeSession({ handle: "" }))).code).toBe("BAD_REQUEST");
    expect(await sessionIdsOf(user.id)).toHaveLength(3);
  });
});

describe("account.signOutOthers", () => {
  it("ends every session of the caller but the current one, and nobody else's", async () => {
    const mine = await userWithThreeDevices();
    const theirs = await userWithThreeDevices();
    const theirsBefore = await sessionIdsOf(theirs.user.id);
    expect(await mine.caller.account.signOutOthers()).toEqual({ signedOut: 2 });
    expect(await sessionIdsOf(mine.user.id)).toEqual([mine.laptop.id]);
    expect(await sessionIdsOf(theirs.user.id)).toEqual(theirsBefore);
    const devices = await mine.caller.account.sessions();
    expect(devices.map((device) => device.current)).toEqual([true]);
    expect(await mine.caller.account.signOutOthers()).toEqual({ signedOut: 0 });
  });
});
