import { eq, sessions, users } from "@onepercent/db";
import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registration, SPA_MARKER, useTestApp } from "./support/test-app";

const t = useTestApp();
const SessionAnswer = z.object({ token: z.string(), userId: z.string() });
const Claims = z.object({ sid: z.string() });

async function register(overrides: Record<string, unknown> = {}) {
  const payload = registration(overrides);
  const response = await t.postJson("/api/users/register", payload);
  expect(response.status).toBe(201);
  const body = SessionAnswer.parse(await response.json());
  return { ...body, payload };
}

describe("bad input never produces a 500", () => {
  it("answers malformed JSON with 400", async () => {
    const response = await t.request("/api/users/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email": "a@b.c", ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: messages.malformedJson });
  });

  it("answers a JSON array, a string or null with 400", async () => {
    for (const body of ["[]", '"text"', "null", "42"]) {
      const response = await t.request("/api/users/register", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      expect(response.status, body).toBe(400);
    }
  });

  it("answers a 2 MB body with 413", async () => {
    const big = JSON.stringify({ email: "a@b.c", password: "x".repeat(2 * 1024 * 1024) });
    const response = await t.request("/api/users/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: big,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: messages.payloadTooLarge });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await t.request("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: messages.notFound });
  });
});

describe("the database never holds a raw token or password", () => {
  it("stores only the argon2id hash and the SHA-256 of the session secret", async () => {
    const { token, userId, payload } = await register();
    const login = await t.postJson("/api/users/login", { email: payload.email, password: payload.password });
    const second = SessionAnswer.parse(await login.json()).token;
    const [user] = await t.db.select().from(users).where(eqId(userId));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const rows = await t.db.select().from(sessions).where(eqUser(userId));
    expect(rows).toHaveLength(2);
    const dump = JSON.stringify({ user, rows });
    expect(dump).not.toContain(payload.password);
    for (const jwt of [token, second]) {
      const claims = Claims.parse(JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString()));
      const secret = claims.sid.split(".")[1] ?? "";
      expect(secret.length).toBeGreaterThan(40);
      expect(dump).not.toContain(secret);
      expect(dump).not.toContain(jwt);
    }
  });
});

describe("browser navigations", () => {
  it("get the SPA for an HTML GET without a bearer token, the API otherwise", async () => {
    const { token } = await register();
    const page = await t.request("/users/info", { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(SPA_MARKER);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    const api = await t.request("/users/info", { headers: { accept: "text/html", authorization: `Bearer ${token}` } });
    expect(api.headers.get("content-type")).toContain("application/json");
    const dashboard = await t.request("/dashboard", { headers: { accept: "text/html" } });
    expect(await dashboard.text()).toContain(SPA_MARKER);
  });
});

function eqUser(userId: string) {
  return eq(sessions.userId, userId);
}
function eqId(userId: string) {
  return eq(users.id, userId);
}
