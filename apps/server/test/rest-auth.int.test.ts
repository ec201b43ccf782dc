import { eq, sessions, users } from "@onepercent/db";
import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registration, useTestApp } from "./support/test-app";

// The app shares this process's event loop with the test runner (module loading, the embedded
// database), whose stalls are no server's: health's 503 over a slow loop has its own test
// (packages/api/src/routers/health.int.test.ts).
const t = useTestApp({ EVENT_LOOP_DELAY_LIMIT_MS: "60000" });
const SessionAnswer = z.object({ token: z.string(), userId: z.string() });

async function register(overrides: Record<string, unknown> = {}) {
  const payload = registration(overrides);
  const response = await t.postJson("/api/users/register", payload);
  expect(response.status).toBe(201);
  const body = SessionAnswer.parse(await response.json());
  return { ...body, payload };
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

function eqUser(userId: string) {
  return eq(sessions.userId, userId);
}

describe("POST /api/users/register", () => {
  it("answers { token, userId } with a three-part token", async () => {
    const { token, userId } = await register();
    expect(token.split(".")).toHaveLength(3);
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("normalises the e-mail to lower case", async () => {
    const { token } = await register({ email: "Mixed.Case@Example.TEST" });
    const me = await t.request("/api/users/info", bearer(token));
    expect(await me.json()).toMatchObject({ email: "mixed.case@example.test" });
  });

  it("answers 409 with a clear message for a taken e-mail", async () => {
    const { payload } = await register();
    const again = await t.postJson("/api/users/register", { ...payload, email: payload.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: messages.emailTaken });
  });

  const year = new Date().getUTCFullYear();
  it.each([
    ["a missing name", { name: "" }, messages.requiredFields],
    ["a missing e-mail", { email: undefined }, messages.requiredFields],
    ["a malformed e-mail", { email: "avery@" }, messages.invalidEmail],
    ["a short password", { password: "seven77" }, messages.passwordTooShort],
    ["a 257-character password", { password: "p".repeat(257) }, messages.passwordTooLong],
    ["a birth year over 100 years ago", { birthYear: year - 101 }, messages.invalidBirthYear],
    ["a birth year in the future", { birthYear: year + 1 }, messages.invalidBirthYear],
    ["an unknown gender", { gender: "unknown" }, messages.invalidGender],
    ["an unknown role", { role: "Referee" }, messages.invalidRole],
    ["an unknown years-playing option", { yearsPlaying: "25" }, messages.invalidYearsPlaying],
    ["a sport outside the catalogue", { sport: "Quidditch" }, messages.invalidSport],
    ["a position of another sport", { sport: "Soccer", sportPosition: "Setter" }, messages.invalidPosition],
    ["a missing sport", { sport: undefined }, messages.requiredFields],
  ])("rejects %s with 400 and the field's message, creating nothing", async (_case, overrides, message) => {
    const payload = registration(overrides);
    const before = await t.db.$count(users);
    const response = await t.postJson("/api/users/register", payload);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await t.db.$count(users)).toBe(before);
  });

  it("accepts Less than 1 / More than 20 years and no position", async () => {
    await register({ yearsPlaying: "Less than 1", sportPosition: undefined });
    await register({ yearsPlaying: "More than 20", sport: "Other", sportPosition: "Jockey" });
  });
});

describe("the session lifecycle over REST", () => {
  it("register → login → info → logout → the old token gets 401", async () => {
    const { payload, userId } = await register();
    const login = await t.postJson("/api/users/login", { email: payload.email, password: payload.password });
    expect(login.status).toBe(200);
    const { token, userId: loggedIn } = SessionAnswer.parse(await login.json());
    expect(loggedIn).toBe(userId);

    const info = await t.request("/api/users/info", bearer(token));
    expect(info.status).toBe(200);
    expect(info.headers.get("cache-control")).toBe("no-store");
    expect(await info.json()).toMatchObject({ _id: userId, id: userId, email: payload.email, sport: "Volleyball" });

    const logout = await t.request("/api/users/logout", { method: "POST", ...bearer(token) });
    expect(logout.status).toBe(200);
    const after = await t.request("/api/users/info", bearer(token));
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: messages.sessionExpired });
  });

  it("answers 401 without a token, with a tampered one, and with garbage (never 500)", async () => {
    const { token } = await register();
    expect((await t.request("/api/users/info")).status).toBe(401);
    const [header, payload, signature] = token.split(".");
    const flipped = `${payload?.slice(0, -2)}${payload?.at(-2) === "A" ? "B" : "A"}${payload?.at(-1)}`;
    for (const bad of [`${header}.${flipped}.${signature}`, `${token}x`, "a.b.c", "....", "x", "Bearer"]) {
      const response = await t.request("/api/users/info", bearer(bad));
      expect(response.status, bad).toBe(401);
    }
    const raw = await t.request("/api/users/info", { headers: { authorization: "Basic abc" } });
    expect(raw.status).toBe(401);
  });

  it("answers 401 for a session that expired", async () => {
    const { token, userId } = await register();
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eqUser(userId));
    expect((await t.request("/api/users/info", bearer(token))).status).toBe(401);
  });

  it("answers 401 once a session without remember me has been idle for 30 minutes", async () => {
    const { payload } = await register();
    const login = await t.postJson("/api/users/login", { email: payload.email, password: payload.password });
    const { token, userId } = SessionAnswer.parse(await login.json());
    const [row] = await t.db.select().from(sessions).where(eqUser(userId)).orderBy(sessions.createdAt);
    expect(row?.rememberMe).toBe(false);
    const idle = 31 * 60 * 1000;
    await t.db
      .update(sessions)
      .set({ lastActiveAt: new Date(Date.now() - idle), expiresAt: new Date(Date.now() - 60_000) })
      .where(eqUser(userId));
    expect((await t.request("/api/users/info", bearer(token))).status).toBe(401);
  });

  it("keeps a remember-me session for 30 days", async () => {
    const { payload, userId } = await register();
    await t.postJson("/api/users/login", { email: payload.email, password: payload.password, rememberMe: true });
    const rows = await t.db.select().from(sessions).where(eqUser(userId));
    const remembered = rows.find((row) => row.rememberMe);
    const days = ((remembered?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});

describe("the profile read fallbacks", () => {
  it("answer the caller's own profile on every legacy path", async () => {
    const { token, userId } = await register();
    for (const path of [
      "/api/users/info",
      "/users/info",
      "/api/api/users/me",
      `/api/users/${userId}`,
      `/users/${userId}`,
    ]) {
      const response = await t.request(path, bearer(token));
      expect(response.status, path).toBe(200);
      expect(await response.json(), path).toMatchObject({ _id: userId });
    }
  });

  it("answer another user's id exactly like a missing one (404)", async () => {
    const mine = await register();
    const theirs = await register();
    for (const id of [theirs.userId, crypto.randomUUID(), "not-a-uuid"]) {
      for (const path of [`/api/users/${id}`, `/users/${id}`]) {
        const response = await t.request(path, bearer(mine.token));
        expect(response.status, path).toBe(404);
        expect(await response.json()).toEqual({ message: messages.notFound });
      }
    }
  });

  it("answer 401 without a token", async () => {
    for (const path of ["/api/users/info", "/users/info", "/api/api/users/me", `/api/users/${crypto.randomUUID()}`]) {
      expect((await t.request(path)).status, path).toBe(401);
    }
  });
});

describe("GET /api/health", () => {
  it("reports the server, the database and the event loop's delay", async () => {
    const response = await t.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok", eventLoopDelayMs: expect.any(Number) });
  });
});

describe("login", () => {
  it("never reveals whether the e-mail exists", async () => {
    const { payload } = await register();
    const wrong = await t.postJson("/api/users/login", { email: payload.email, password: "wrong-password" });
    const unknown = await t.postJson("/api/users/login", { email: "nobody@example.test", password: "wrong-password" });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: messages.invalidCredentials });
    expect(await unknown.json()).toEqual({ message: messages.invalidCredentials });
  });

  it("requires e-mail and password", async () => {
    const response = await t.postJson("/api/users/login", { email: "" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: messages.loginRequired });
  });

  it("throttles 11 wrong passwords from one address, yet the right one from another address works", async () => {
    const { payload } = await register();
    const attacker = "198.51.100.7";
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await t.postJson(
        "/api/users/login",
        { email: payload.email, password: `guess-${attempt}` },
        { ip: attacker },
      );
      expect(response.status, `attempt ${attempt}`).toBe(400);
    }
    const eleventh = await t.postJson(
      "/api/users/login",
      { email: payload.email, password: "guess-11" },
      { ip: attacker },
    );
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await eleventh.json()).toEqual({ message: messages.tooManyAttempts });
    const rightFromAttacker = await t.postJson(
      "/api/users/login",
      { email: payload.email, password: payload.password },
      { ip: attacker },
    );
    expect(rightFromAttacker.status).toBe(429);

    const owner = await t.postJson(
      "/api/users/login",
      { email: payload.email, password: payload.password },
      { ip: "192.0.2.44" },
    );
    expect(owner.status).toBe(200);
  });
});
