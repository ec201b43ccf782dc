import { eq, sessions } from "@onepercent/db";
import { createUser, useTestDatabase } from "@onepercent/db/testing";
import { describe, expect, it } from "vitest";
import {
  createSession,
  deleteExpiredSessions,
  invalidateUserSessions,
  markSessionClosing,
  replaceUserSessions,
  validateSession,
} from "./sessions";

const database = useTestDatabase();

const minutes = (n: number) => n * 60 * 1000;
const hours = (n: number) => minutes(n * 60);
const days = (n: number) => hours(n * 24);
const at = (start: Date, offset: number) => new Date(start.getTime() + offset);

describe("sessions", () => {
  it("validate with the right secret only", async () => {
    const user = await createUser(database.db);
    const { token } = await createSession(database.db, user.id, false);
    const valid = await validateSession(database.db, token.token);
    expect(valid?.user.id).toBe(user.id);
    expect(valid?.user).not.toHaveProperty("passwordHash");
    const wrongSecret = `${token.id}.${"A".repeat(43)}`;
    expect(await validateSession(database.db, wrongSecret)).toBeNull();
    expect(await validateSession(database.db, "garbage")).toBeNull();
  });

  it("slide the idle expiry, writing activity at most once a minute", async () => {
    const user = await createUser(database.db);
    const start = new Date();
    const { token } = await createSession(database.db, user.id, false, start);
    const read = async () => (await database.db.select().from(sessions).where(eq(sessions.id, token.id)))[0];

    const soon = await validateSession(database.db, token, new Date(start.getTime() + 30_000));
    expect(soon?.session.renewed).toBe(false);
    expect((await read())?.lastActiveAt.getTime()).toBe(start.getTime());

    const later = new Date(start.getTime() + minutes(20));
    const slid = await validateSession(database.db, token, later);
    expect(slid?.session.renewed).toBe(true);
    expect((await read())?.expiresAt.getTime()).toBe(later.getTime() + minutes(30));

    // 29 minutes after the last activity it still lives; 31 minutes after, it is gone.
    expect(await validateSession(database.db, token, new Date(later.getTime() + minutes(29)))).not.toBeNull();
    const idle = await validateSession(database.db, token, new Date(later.getTime() + minutes(29) + minutes(31)));
    expect(idle).toBeNull();
    expect(await read()).toBeUndefined();
  });

  it("last 30 days with remember me", async () => {
    const user = await createUser(database.db);
    const start = new Date();
    const { token } = await createSession(database.db, user.id, true, start);
    expect(await validateSession(database.db, token, new Date(start.getTime() + minutes(60 * 24 * 29)))).not.toBeNull();
  });

  it("end all at once for a user, and expired ones are swept", async () => {
    const user = await createUser(database.db);
    const other = await createUser(database.db);
    const first = await createSession(database.db, user.id, false);
    const second = await createSession(database.db, user.id, true);
    const theirs = await createSession(database.db, other.id, false);
    await invalidateUserSessions(database.db, user.id);
    expect(await validateSession(database.db, first.token)).toBeNull();
    expect(await validateSession(database.db, second.token)).toBeNull();
    expect(await validateSession(database.db, theirs.token)).not.toBeNull();
    await createSession(database.db, other.id, false, new Date(Date.now() - minutes(60)));
    expect(await deleteExpiredSessions(database.db)).toBeGreaterThanOrEqual(1);
  });
});

describe("a password change", () => {
  it("ends every session of the user, the one in use too, and starts a new one with the same remember me", async () => {
    const user = await createUser(database.db);
    const other = await createUser(database.db);
    const current = await createSession(database.db, user.id, true);
    const laptop = await createSession(database.db, user.id, false);
    const someoneElse = await createSession(database.db, other.id, false);
    const next = await replaceUserSessions(database.db, user.id, true);
    expect(await validateSession(database.db, current.token.token)).toBeNull();
    expect(await validateSession(database.db, laptop.token.token)).toBeNull();
    const renewed = await validateSession(database.db, next.token.token);
    expect(renewed?.user.id).toBe(user.id);
    expect(renewed?.session.rememberMe).toBe(true);
    expect(await database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(1);
    expect((await validateSession(database.db, someoneElse.token.token))?.user.id).toBe(other.id);
  });
});

describe("the absolute lifetime", () => {
  /** Uses the session every `step` from `start` until `until`; answers whether it was still valid each time. */
  async function useEvery(token: string, start: Date, step: number, until: number) {
    const answers: boolean[] = [];
    for (let offset = step; offset <= until; offset += step) {
      answers.push((await validateSession(database.db, token, at(start, offset))) !== null);
    }
    return answers;
  }

  it("ends a session without remember me 12 hours after sign-in, however active", async () => {
    const user = await createUser(database.db);
    const start = new Date();
    const { token } = await createSession(database.db, user.id, false, start);
    // Used every 20 minutes: alive for the whole 12 hours, and the sliding expiry never passes the end.
    expect(await useEvery(token.token, start, minutes(20), hours(12) - minutes(20))).not.toContain(false);
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, token.id));
    expect(row?.expiresAt.getTime()).toBe(start.getTime() + hours(12));
    expect(await validateSession(database.db, token, at(start, hours(12)))).toBeNull();
    expect(await database.db.$count(sessions, eq(sessions.id, token.id))).toBe(0);
  });

  it("ends a remembered session 30 days after sign-in, even if used the day before", async () => {
    const user = await createUser(database.db);
    const start = new Date();
    const { token } = await createSession(database.db, user.id, true, start);
    const lastDay = await validateSession(database.db, token, at(start, days(29)));
    expect(lastDay?.session.expiresAt.getTime()).toBe(start.getTime() + days(30));
    expect(await validateSession(database.db, token, at(start, days(30) + minutes(1)))).toBeNull();
  });

  it("holds for sessions whose stored expiry lies beyond it", async () => {
    const user = await createUser(database.db);
    const start = new Date();
    const { token } = await createSession(database.db, user.id, false, start);
    await database.db
      .update(sessions)
      .set({ lastActiveAt: at(start, hours(13)), expiresAt: at(start, hours(14)) })
      .where(eq(sessions.id, token.id));
    expect(await validateSession(database.db, token, at(start, hours(13)))).toBeNull();
  });
});

describe("a closing tab", () => {
  it("ends a session without remember me unless the app comes straight back", async () => {
    const user = await createUser(database.db);
    const now = new Date();
    const closed = await createSession(database.db, user.id, false, now);
    const reloaded = await createSession(database.db, user.id, false, now);
    const remembered = await createSession(database.db, user.id, true, now);
    for (const { token } of [closed, reloaded, remembered]) {
      await markSessionClosing(database.db, user.id, token.id, now);
    }
    // A reload a few seconds later renews the session for another 30 minutes.
    const back = await validateSession(database.db, reloaded.token, new Date(now.getTime() + 3_000));
    expect(back?.session.renewed).toBe(true);
    const later = new Date(now.getTime() + minutes(5));
    expect(await validateSession(database.db, closed.token, later)).toBeNull();
    expect(await validateSession(database.db, reloaded.token, later)).not.toBeNull();
    expect(await validateSession(database.db, remembered.token, later)).not.toBeNull();
  });
});
