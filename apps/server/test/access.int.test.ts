import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import {
  accessWalk,
  bearerHeader,
  hostOf,
  MALFORMED,
  proceduresOf,
  restOf,
  subscriptionsOf,
} from "./support/access-walk";
import { errorOf, useTestApp } from "./support/test-app";

/*
 * The walk of docs/access-matrix.md by role: anonymous callers, a signed-in athlete, an admin.
 * Another user's ids are walked in access-ownership.int.test.ts.
 */
const t = useTestApp();
const { callRest, callProcedure, subscriptionError, athlete, admin } = accessWalk(t);

describe("anonymous callers", () => {
  it.each([...restOf("user"), ...restOf("admin")])("%s: 401 before the body is read", async (_, route) => {
    for (const token of [undefined, "a.b.c"]) {
      const response = await callRest(route, { token, body: MALFORMED });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: messages.sessionExpired });
    }
  });

  it.each(restOf("public"))("%s: public, answered without a session", async (_, route) => {
    const response = await callRest(route);
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
  });

  it.each([...hostOf("user"), ...hostOf("admin")])("host %s: 401 before the body is read", async (_, row) => {
    for (const credentials of [{}, { token: "a.b.c" }, { cookie: "not-a-session" }]) {
      const response = await callRest(row, { ...credentials, body: MALFORMED });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: messages.sessionExpired });
    }
  });

  it.each(hostOf("public"))("host %s: public, answered without a session", async (_, row) => {
    const response = await callRest(row);
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
  });

  it.each([...proceduresOf("user"), ...proceduresOf("admin")])("tRPC %s: 401", async (_, entry) => {
    const response = await callProcedure(entry);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).message).toBe(messages.sessionExpired);
  });

  it.each(subscriptionsOf("user"))("tRPC subscription %s: 401 in the stream", async (_, entry) => {
    expect(await subscriptionError(entry)).toMatchObject({
      message: messages.sessionExpired,
      data: { code: "UNAUTHORIZED", httpStatus: 401 },
    });
  });

  it("has no public or admin subscription to walk", () => {
    expect([...subscriptionsOf("public"), ...subscriptionsOf("admin")]).toEqual([]);
  });

  it.each(proceduresOf("public"))("tRPC %s: public, answered without a session", async (_, entry) => {
    const response = await callProcedure(entry);
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
  });
});

describe("a signed-in athlete", () => {
  it.each(restOf("admin"))("%s: 403 on an admin path, before the body is read", async (_, route) => {
    const response = await callRest(route, { token: (await athlete()).token, body: MALFORMED });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: messages.forbidden });
  });

  it.each(proceduresOf("admin"))("tRPC %s: 403 on an admin procedure", async (_, entry) => {
    const response = await callProcedure(entry, bearerHeader((await athlete()).token));
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toBe(messages.forbidden);
  });

  it.each(subscriptionsOf("user"))("tRPC subscription %s: passes the access check", async (_, entry) => {
    // Without input the procedure's own parse refuses it: the session was accepted.
    const error = await subscriptionError(entry, bearerHeader((await athlete()).token));
    expect(error.data.code).toBe("BAD_REQUEST");
  });

  it.each([...restOf("user"), ...hostOf("user")])("%s: passes the access check of a user path", async (_, route) => {
    // A write gets malformed JSON (400, nothing changes); a read runs.
    const response = await callRest(route, { token: (await athlete()).token, body: MALFORMED });
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
    await response.body?.cancel();
  });
});

describe("an admin's bearer session", () => {
  it.each(restOf("admin"))("%s: passes the access check and the password gate", async (_, route) => {
    const response = await callRest(route, { token: (await admin()).token, body: MALFORMED });
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
  });

  it.each(proceduresOf("admin"))("tRPC %s: passes the access check and the password gate", async (_, entry) => {
    const response = await callProcedure(entry, bearerHeader((await admin()).token));
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
  });
});
