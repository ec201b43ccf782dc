import { eq, logins, sessions } from "@onepercent/db";
import { createUser, TEST_PASSWORD, useTestDatabase } from "@onepercent/db/testing";
import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import type { SessionTransport } from "../context";
import { testApiConfig, testCallers } from "../testing";

const database = useTestDatabase();

const config = testApiConfig;

/** A transport that remembers what the procedure handed it, like the cookie does for the web app. */
function recordingTransport() {
  const issued: string[] = [];
  const transport: SessionTransport = {
    kind: "cookie",
    issue(token) {
      issued.push(token.token);
      return null;
    },
    clear() {
      issued.push("cleared");
    },
  };
  return { transport, issued };
}

const callers = testCallers(database);
async function callerFor(sessionToken: string | null, ip = "192.0.2.1") {
  const { transport, issued } = recordingTransport();
  return { caller: await callers.sessionCaller(sessionToken, { ip, transport, config }), issued };
}

describe("auth procedures", () => {
  it("log in, read only the caller's profile, and log out", async () => {
    const user = await createUser(database.db);
    const other = await createUser(database.db);
    const anonymous = await callerFor(null);
    const login = await anonymous.caller.auth.login({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(login).toEqual({ token: null, userId: user.id });
    const [token] = anonymous.issued;

    const signedIn = await callerFor(token ?? null);
    expect((await signedIn.caller.auth.me()).email).toBe(user.email);
    expect((await signedIn.caller.auth.me()).id).not.toBe(other.id);

    await signedIn.caller.auth.logout();
    expect(signedIn.issued).toEqual(["cleared"]);
    const after = await callerFor(token ?? null);
    await expect(after.caller.auth.me()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: messages.sessionExpired,
    });
  });

  it("logout ends only the caller's own session", async () => {
    const user = await createUser(database.db);
    const first = await callerFor(null);
    await first.caller.auth.login({ email: user.email, password: TEST_PASSWORD });
    const second = await callerFor(null);
    await second.caller.auth.login({ email: user.email, password: TEST_PASSWORD });
    const signedIn = await callerFor(first.issued[0] ?? null);
    await signedIn.caller.auth.logout();
    expect(await database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(1);
  });

  it("records each successful sign-in, and no failed one", async () => {
    const user = await createUser(database.db);
    const { caller } = await callerFor(null, "192.0.2.77");
    await caller.auth.login({ email: user.email, password: TEST_PASSWORD });
    await expect(caller.auth.login({ email: user.email, password: "wrong password" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    await caller.auth.login({ email: user.email, password: TEST_PASSWORD });
    const rows = await database.db.select().from(logins).where(eq(logins.userId, user.id));
    expect(rows.map((row) => row.method)).toEqual(["password", "password"]);
  });

  it("throttle registrations per address", async () => {
    const { caller } = await callerFor(null, "192.0.2.200");
    const payload = (n: number) => ({
      name: "Casey",
      email: `casey-${n}-${crypto.randomUUID().slice(0, 6)}@example.test`,
      password: "long enough",
      birthYear: 2004,
      gender: "male" as const,
      role: "Coach" as const,
      sport: "Rowing",
      yearsPlaying: "More than 20",
    });
    await caller.auth.register(payload(1));
    await caller.auth.register(payload(2));
    await expect(caller.auth.register(payload(3))).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const elsewhere = await callerFor(null, "192.0.2.201");
    await expect(elsewhere.caller.auth.register(payload(4))).resolves.toMatchObject({ token: null });
  });

  it("are refused to the anonymous", async () => {
    const { caller } = await callerFor(null);
    await expect(caller.auth.me()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(caller.auth.ping()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(caller.auth.logout()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("auth.viewer", () => {
  it("answers null for guests and the profile for the signed-in, never an error", async () => {
    const user = await createUser(database.db);
    const guest = await callerFor(null);
    expect(await guest.caller.auth.viewer()).toBeNull();
    await guest.caller.auth.login({ email: user.email, password: TEST_PASSWORD });
    const signedIn = await callerFor(guest.issued[0] ?? null);
    expect(await signedIn.caller.auth.viewer()).toMatchObject({ id: user.id, email: user.email });
  });
});
