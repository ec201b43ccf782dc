import { passwordWork } from "@onepercent/auth";
import { eq, rateLimits, users } from "@onepercent/db";
import { messages, TIME_ZONE_HEADER, TRPC_BATCH_MAX_CALLS } from "@onepercent/validators";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CSRF_HEADER } from "../src/http/security";
import { dataOf, errorOf, registration, trpcCalls, useTestApp } from "./support/test-app";

const t = useTestApp();
const { mutate, query } = trpcCalls(t);

const sessionCookie = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith("op_session="));
const cookieHeader = (setCookie: string | undefined) => ({ cookie: setCookie?.split(";")[0] ?? "" });

async function registerWithCookie() {
  const payload = registration();
  const response = await mutate("auth.register", payload);
  expect(response.status).toBe(200);
  return { payload, setCookie: sessionCookie(response), data: await dataOf<{ token: string | null }>(response) };
}

describe("the web client's cookie session", () => {
  it("registration sets an httpOnly SameSite=Lax session cookie and returns no token", async () => {
    const { setCookie, data } = await registerWithCookie();
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Max-Age/);
    expect(data.token).toBeNull();
  });

  it("the cookie reads the profile, and logout clears it and ends the session", async () => {
    const { payload, setCookie } = await registerWithCookie();
    const me = await query("auth.me", cookieHeader(setCookie));
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe("no-store");
    const profile = await dataOf<{ email: string; createdAt: Date }>(me);
    expect(profile.email).toBe(payload.email);
    expect(profile.createdAt).toBeInstanceOf(Date);

    const logout = await mutate("auth.logout", undefined, cookieHeader(setCookie));
    expect(logout.status).toBe(200);
    expect(sessionCookie(logout)).toMatch(/Max-Age=0/);
    const after = await query("auth.me", cookieHeader(setCookie));
    expect(after.status).toBe(401);
    expect((await errorOf(after)).message).toBe(messages.sessionExpired);
  });

  it("remember me makes the cookie persistent for 30 days; without it the cookie ends with the browser", async () => {
    const { payload } = await registerWithCookie();
    const remembered = await mutate("auth.login", {
      email: payload.email,
      password: payload.password,
      rememberMe: true,
    });
    expect(sessionCookie(remembered)).toMatch(/Max-Age=259\d{4}/);
    const plain = await mutate("auth.login", { email: payload.email, password: payload.password });
    expect(sessionCookie(plain)).not.toMatch(/Max-Age/);
  });

  it("the keep-alive ping answers the session's expiry", async () => {
    const { setCookie } = await registerWithCookie();
    const ping = await mutate("auth.ping", undefined, cookieHeader(setCookie));
    expect(ping.status).toBe(200);
    const { expiresAt } = await dataOf<{ expiresAt: Date }>(ping);
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60 * 1000);
  });
});

describe("a password change", () => {
  it("ends the old cookie session and sets a new cookie, persistent when the old one was", async () => {
    const { payload } = await registerWithCookie();
    const login = await mutate("auth.login", { email: payload.email, password: payload.password, rememberMe: true });
    const old = sessionCookie(login);
    const change = await mutate(
      "profile.changePassword",
      { currentPassword: payload.password, newPassword: "another good password" },
      cookieHeader(old),
    );
    expect(change.status).toBe(200);
    expect(await dataOf<Record<string, unknown>>(change)).not.toHaveProperty("token");
    const renewed = change.headers.getSetCookie().at(-1);
    expect(renewed).toMatch(/^op_session=[^;]+; Max-Age=259\d{4}; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cookieHeader(renewed)).not.toEqual(cookieHeader(old));
    expect((await query("auth.me", cookieHeader(old))).status).toBe(401);
    expect((await query("auth.me", cookieHeader(renewed))).status).toBe(200);
  });
});

describe("page loads", () => {
  it("send a signed-in visitor from the public entry pages to the dashboard", async () => {
    const { setCookie } = await registerWithCookie();
    for (const path of ["/", "/home", "/login", "/register", "/new-profile"]) {
      const response = await t.request(path, { headers: { accept: "text/html", ...cookieHeader(setCookie) } });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location")).toBe("/dashboard");
    }
    const dashboard = await t.request("/dashboard", { headers: { accept: "text/html", ...cookieHeader(setCookie) } });
    expect(dashboard.status).toBe(200);
    const stale = await t.request("/login", { headers: { accept: "text/html", cookie: "op_session=not-a-session" } });
    expect(stale.status).toBe(200);
  });
});

describe("CSRF protection", () => {
  it("refuses a cross-site POST that carries the session cookie", async () => {
    const { setCookie } = await registerWithCookie();
    const crossSite = await mutate("auth.logout", undefined, {
      ...cookieHeader(setCookie),
      "sec-fetch-site": "cross-site",
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ message: messages.crossSiteRequest });
    // The session survived the attempt.
    expect((await query("auth.me", cookieHeader(setCookie))).status).toBe(200);
  });

  it("refuses a foreign Origin when the browser sends no Sec-Fetch-Site", async () => {
    const { setCookie } = await registerWithCookie();
    const response = await mutate("auth.logout", undefined, {
      ...cookieHeader(setCookie),
      "sec-fetch-site": "",
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
  });

  it("refuses a form-encoded POST and one without the client header", async () => {
    const { setCookie } = await registerWithCookie();
    const form = await mutate("auth.logout", undefined, {
      ...cookieHeader(setCookie),
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(403);
    const noHeader = await mutate("auth.logout", undefined, { ...cookieHeader(setCookie), [CSRF_HEADER]: "" });
    expect(noHeader.status).toBe(403);
  });
});

describe("tRPC errors", () => {
  it("carry the field's message and flattened field errors", async () => {
    const response = await mutate("auth.register", registration({ password: "short" }));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.message).toBe(messages.passwordTooShort);
    expect(error.data.fieldErrors?.password).toEqual([messages.passwordTooShort]);
    expect(error.data.stack).toBeUndefined();
  });

  it("send Retry-After when throttled", async () => {
    const { payload } = await registerWithCookie();
    const ip = "198.51.100.99";
    for (let attempt = 0; attempt < 10; attempt++) {
      await t.postJson("/api/users/login", { email: payload.email, password: "nope-nope" }, { ip });
    }
    const response = await t.request("/trpc/auth.login", {
      method: "POST",
      ip,
      headers: { "content-type": "application/json", [CSRF_HEADER]: "web" },
      body: JSON.stringify(superjson.serialize({ email: payload.email, password: "nope-nope" })),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await errorOf(response)).data.appCode).toBe("RATE_LIMITED");
  });
});

describe("tRPC batches", () => {
  const batch = (calls: unknown[], ip: string) =>
    t.request(`/trpc/${calls.map(() => "auth.login").join(",")}?batch=1`, {
      method: "POST",
      ip,
      headers: { "content-type": "application/json", [CSRF_HEADER]: "web", "sec-fetch-site": "same-origin" },
      body: JSON.stringify(Object.fromEntries(calls.map((input, index) => [index, superjson.serialize(input)]))),
    });

  it(`of more than ${TRPC_BATCH_MAX_CALLS} calls get 400 before any call runs`, async () => {
    const { payload } = await registerWithCookie();
    const guesses = Array.from({ length: TRPC_BATCH_MAX_CALLS + 1 }, () => ({
      email: payload.email,
      password: "nope",
    }));
    const before = passwordWork().verifications;
    const refused = await batch(guesses, "198.51.100.120");
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toMatch(/batch/i);
    expect(passwordWork().verifications).toBe(before);
    const counters = await t.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(counters.filter((row) => row.key.includes(payload.email))).toEqual([]);

    const allowed = await batch(guesses.slice(1), "198.51.100.120");
    expect(z.array(z.unknown()).parse(await allowed.json())).toHaveLength(TRPC_BATCH_MAX_CALLS);
    expect(passwordWork().verifications).toBe(before + TRPC_BATCH_MAX_CALLS);
  });
});

describe("the browser's time zone", () => {
  const storedZone = async (email: string) => {
    const [row] = await t.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.email, email));
    return row?.timeZone;
  };

  it("is saved for the signed-in user when it changes, and a bad value is ignored", async () => {
    const { payload, setCookie } = await registerWithCookie();
    const other = await registerWithCookie();
    expect(await storedZone(payload.email)).toBe("UTC");

    const me = await query("auth.me", { ...cookieHeader(setCookie), [TIME_ZONE_HEADER]: "America/Los_Angeles" });
    expect(me.status).toBe(200);
    expect(await storedZone(payload.email)).toBe("America/Los_Angeles");
    expect(await storedZone(other.payload.email)).toBe("UTC");

    for (const bad of ["Mars/Olympus_Mons", "'; drop table users; --", "x".repeat(100)]) {
      const response = await query("auth.me", { ...cookieHeader(setCookie), [TIME_ZONE_HEADER]: bad });
      expect(response.status).toBe(200);
    }
    expect(await storedZone(payload.email)).toBe("America/Los_Angeles");
  });

  it("changes nothing without a session", async () => {
    const response = await query("auth.me", { [TIME_ZONE_HEADER]: "Europe/Berlin" });
    expect(response.status).toBe(401);
  });
});
