import { createSession } from "@onepercent/auth";
import type { Database } from "@onepercent/db";
import { createUser, TEST_PASSWORD } from "@onepercent/db/testing";
import { createMailer, type Mailer } from "@onepercent/email";
import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import type { ApiConfig, Context, SessionTransport } from "../context";
import { createCaller } from "../root";
import { resolveSession } from "../session-context";

/** Settings for procedure tests: tight throttles so limits are reachable in a few calls. */
export const testApiConfig: ApiConfig = {
  tokenSigningKey: "unit-signing-key-0123456789abcdefghijkl",
  production: false,
  contactEmail: "coach@onepercent.test",
  throttle: { loginPerAccountAndIp: 3, loginPerIp: 50, loginPerAccount: 100, registerPerIp: 2, windowSeconds: 60 },
};

/** A mailer that keeps every message in the database's outbox and logs nothing. */
export const testMailer = (db: Database): Mailer =>
  createMailer({ from: "OnePercent <test@onepercent.test>", db, log: () => {} });

/** A cookie transport that stores nothing: procedure tests read answers, not cookies. */
const testTransport: SessionTransport = { kind: "cookie", issue: () => null, clear: () => {} };

/**
 * Server-side callers on the test file's database (the object `useTestDatabase` answers; it is
 * read only when a caller is made, inside a test).
 */
export function testCallers(database: { readonly db: Database }) {
  /** The context of a call with the cookie session `sessionToken` (or none); `extra` replaces any part. */
  async function sessionContext(sessionToken: string | null, extra: Partial<Context> = {}): Promise<Context> {
    const { db } = database;
    const auth = sessionToken
      ? await resolveSession(db, testApiConfig.tokenSigningKey, { cookie: sessionToken })
      : null;
    return {
      db,
      mailer: testMailer(db),
      config: testApiConfig,
      auth,
      ip: "203.0.113.7",
      transport: testTransport,
      ...extra,
    };
  }

  /** The context of a call signed in as `userId` with a new cookie session, or anonymous. */
  async function contextFor(userId: string | null, extra: Partial<Context> = {}): Promise<Context> {
    const token = userId ? (await createSession(database.db, userId, false)).token.token : null;
    return sessionContext(token, extra);
  }

  /** A caller with the cookie session `sessionToken` (or anonymous); `extra` replaces any part of the context. */
  const sessionCaller = async (sessionToken: string | null, extra: Partial<Context> = {}) =>
    createCaller(await sessionContext(sessionToken, extra));

  /** A caller signed in as `userId` with a new cookie session, or anonymous; `extra` replaces any part of the context. */
  const callerFor = async (userId: string | null, extra: Partial<Context> = {}) =>
    createCaller(await contextFor(userId, extra));

  /** A new user (factory defaults, then `overrides`) and a caller signed in as them. */
  async function athlete(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(database.db, overrides);
    return { id: user.id, caller: await callerFor(user.id) };
  }

  /** The coach admin, signed in and past the admin page's password gate, with its caller. */
  async function unlockedAdmin(extra: Partial<Context> = {}) {
    const admin = await createUser(database.db, { isAdmin: true, name: "Coach Kim", role: "Coach" });
    const caller = await callerFor(admin.id, extra);
    await caller.admin.unlock({ password: TEST_PASSWORD });
    return { admin, caller };
  }

  return { callerFor, sessionCaller, contextFor, athlete, unlockedAdmin };
}

/**
 * The code and the user-facing message of a refused call (a zod error's first issue, else the
 * error's own message); a call that succeeds, or fails with anything but a TRPCError, fails the test.
 */
export async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string | undefined }> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const message = error.cause instanceof ZodError ? error.cause.issues[0]?.message : error.message;
    return { code: error.code, message };
  }
  throw new Error("the call was expected to be refused");
}
