import { eq, logins, sessions, users } from "@onepercent/db";
import { createUser, uniqueEmail } from "@onepercent/db/testing";
import { messages } from "@onepercent/validators";
import { googleMessages } from "@onepercent/validators/messages/google";
import { describe, expect, it } from "vitest";
import { cookieOf, googleRoundTrip, setCookieLine, useMockProvider } from "./support/google-auth-kit";
import { dataOf, errorOf, trpcCalls, useTestApp } from "./support/test-app";

const env: Record<string, string> = {};
const provider = useMockProvider(env);
const t = useTestApp(env);
const { mutate, query } = trpcCalls(t);

const subject = () => `google-${crypto.randomUUID()}`;
const rest = {
  name: "Jordan Lee",
  role: "Athlete",
  birthYear: 2005,
  gender: "male",
  sport: "Basketball",
  sportPosition: "Point Guard",
  yearsPlaying: "8",
  agreeToTerms: true,
};

async function userByEmail(email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return user;
}

describe("the start of a Google sign-in", () => {
  it("sends the browser to the provider with PKCE (S256), state, nonce and the scopes, in a signed short cookie", async () => {
    const start = await t.request("/auth/google");
    expect(start.status).toBe(302);
    const url = new URL(start.headers.get("location") ?? "");
    expect(url.origin).toBe(env.GOOGLE_ISSUER);
    expect(url.searchParams.get("client_id")).toBe(env.GOOGLE_CLIENT_ID);
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost/auth/google/callback");
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();
    const line = setCookieLine(start, "op_google_flow") ?? "";
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Max-Age=600/);
    // The verifier stays on the server's side of the cookie's signature, never in the URL.
    expect(start.headers.get("location")).not.toContain(cookieOf(start, "op_google_flow")?.split("=")[1] ?? "-");
  });

  it("says Google is offered", async () => {
    expect(await dataOf(await query("google.enabled"))).toEqual({ enabled: true });
  });
});

describe("a new Google user", () => {
  it("goes through the rest of registration, then is signed in and linked", async () => {
    const email = uniqueEmail("google-new");
    const sub = subject();
    provider.signInAs({ sub, email, email_verified: true, name: "Jordan Lee" });
    const { callback, location } = await googleRoundTrip(t);
    expect(location).toBe("/new-profile?google=1");
    expect(cookieOf(callback, "op_session")).toBeUndefined();
    expect(setCookieLine(callback, "op_google_flow")).toMatch(/Max-Age=0/);
    const signup = cookieOf(callback, "op_google_signup") ?? "";
    expect(setCookieLine(callback, "op_google_signup")).toMatch(/HttpOnly/);
    expect(await userByEmail(email)).toBeUndefined();

    const draft = await dataOf(await query("google.pendingSignup", { cookie: signup }));
    expect(draft).toEqual({ name: "Jordan Lee", email });

    const done = await mutate("google.completeSignup", rest, { cookie: signup, "user-agent": "Test Browser" });
    expect(done.status).toBe(200);
    expect((await dataOf<{ token: string | null }>(done)).token).toBeNull();
    expect(setCookieLine(done, "op_google_signup")).toMatch(/Max-Age=0/);
    const session = cookieOf(done, "op_session") ?? "";
    const me = await dataOf<{ email: string; sport: string }>(await query("auth.me", { cookie: session }));
    expect(me).toMatchObject({ email, sport: "Basketball" });

    const user = await userByEmail(email);
    expect(user?.googleSubject).toBe(sub);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const userId = user?.id ?? "";
    expect(await t.db.select({ method: logins.method }).from(logins).where(eq(logins.userId, userId))).toEqual([
      { method: "google" },
    ]);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(row).toMatchObject({ signedInWith: "google", userAgent: "Test Browser", rememberMe: false });

    // The next Google sign-in finds the account by its subject and goes to the dashboard.
    const again = await googleRoundTrip(t);
    expect(again.location).toBe("/dashboard");
    expect(cookieOf(again.callback, "op_session")).toMatch(/^op_session=.+/);
  });

  it("cannot complete registration without the signed cookie, with a forged one, or twice", async () => {
    const missing = await mutate("google.completeSignup", rest);
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toBe(googleMessages.signupExpired);
    const forged = await mutate("google.completeSignup", rest, { cookie: "op_google_signup=eyJ9.abc" });
    expect((await errorOf(forged)).message).toBe(googleMessages.signupExpired);
    expect(await dataOf(await query("google.pendingSignup", { cookie: "op_google_signup=eyJ9.abc" }))).toBeNull();

    const email = uniqueEmail("google-twice");
    provider.signInAs({ sub: subject(), email, email_verified: true, name: "Twice" });
    const signup = cookieOf((await googleRoundTrip(t)).callback, "op_google_signup") ?? "";
    expect((await mutate("google.completeSignup", rest, { cookie: signup })).status).toBe(200);
    const replay = await mutate("google.completeSignup", rest, { cookie: signup });
    expect(replay.status).toBe(409);
    expect((await errorOf(replay)).message).toBe(messages.emailTaken);
  });

  it("is asked for the terms and valid profile fields", async () => {
    const email = uniqueEmail("google-fields");
    provider.signInAs({ sub: subject(), email, email_verified: true, name: "Fields" });
    const signup = cookieOf((await googleRoundTrip(t)).callback, "op_google_signup") ?? "";
    const noTerms = await mutate("google.completeSignup", { ...rest, agreeToTerms: false }, { cookie: signup });
    expect(noTerms.status).toBe(400);
    expect((await errorOf(noTerms)).message).toBe(messages.mustAgreeToTerms);
    const badSport = await mutate("google.completeSignup", { ...rest, sport: "Quidditch" }, { cookie: signup });
    expect((await errorOf(badSport)).data.fieldErrors?.sport).toEqual([messages.invalidSport]);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("with an e-mail Google has not verified is not registered", async () => {
    provider.signInAs({ sub: subject(), email: uniqueEmail("google-unverified-new"), email_verified: false });
    const { callback, location } = await googleRoundTrip(t);
    expect(location).toBe("/login?error=google_auth_failed");
    expect(cookieOf(callback, "op_google_signup")).toBeUndefined();
  });
});

describe("an existing account", () => {
  it("is linked when Google says the e-mail is verified, and signed in", async () => {
    const user = await createUser(t.db, { email: uniqueEmail("google-link") });
    const sub = subject();
    provider.signInAs({ sub, email: user.email.toUpperCase(), email_verified: true, name: "Someone Else" });
    const { callback, location } = await googleRoundTrip(t);
    expect(location).toBe("/dashboard");
    const session = cookieOf(callback, "op_session") ?? "";
    expect(setCookieLine(callback, "op_session")).toMatch(/HttpOnly; SameSite=Lax/);
    const me = await dataOf<{ id: string; name: string }>(await query("auth.me", { cookie: session }));
    expect(me).toMatchObject({ id: user.id, name: user.name });
    expect((await userByEmail(user.email))?.googleSubject).toBe(sub);
  });

  it("is not linked when the e-mail is unverified: the sign-in page says why", async () => {
    const user = await createUser(t.db, { email: uniqueEmail("google-unverified") });
    provider.signInAs({ sub: subject(), email: user.email, email_verified: false });
    const { callback, location } = await googleRoundTrip(t);
    expect(location).toBe("/login?error=google_unverified");
    expect(cookieOf(callback, "op_session")).toBeUndefined();
    expect((await userByEmail(user.email))?.googleSubject).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it("that is disabled is refused, whether linked already or by e-mail", async () => {
    const sub = subject();
    const linked = await createUser(t.db, { googleSubject: sub, disabledAt: new Date() });
    provider.signInAs({ sub, email: linked.email, email_verified: true });
    const first = await googleRoundTrip(t);
    expect(first.location).toBe("/login?error=google_disabled");
    expect(cookieOf(first.callback, "op_session")).toBeUndefined();

    const byEmail = await createUser(t.db, { disabledAt: new Date() });
    provider.signInAs({ sub: subject(), email: byEmail.email, email_verified: true });
    expect((await googleRoundTrip(t)).location).toBe("/login?error=google_disabled");
    expect((await userByEmail(byEmail.email))?.googleSubject).toBeNull();
  });

  it("returns to a same-origin path it was asked for, never elsewhere, and replaces the old session", async () => {
    const sub = subject();
    const user = await createUser(t.db, { googleSubject: sub });
    provider.signInAs({ sub, email: user.email, email_verified: true });
    const first = await googleRoundTrip(t, { start: "/auth/google?returnTo=/profile" });
    expect(first.location).toBe("/profile");
    const old = cookieOf(first.callback, "op_session") ?? "";
    for (const returnTo of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const round = await googleRoundTrip(t, { start: `/auth/google?returnTo=${encodeURIComponent(returnTo)}` });
      expect(round.location).toBe("/dashboard");
    }
    const renewed = await googleRoundTrip(t, { start: "/auth/google?returnTo=/profile", cookie: old });
    expect(renewed.location).toBe("/profile");
    expect((await query("auth.me", { cookie: old })).status).toBe(401);
  });
});

describe("a callback that does not belong to the sign-in in progress", () => {
  it("with another state is refused before any code is exchanged", async () => {
    const user = await createUser(t.db, { email: uniqueEmail("google-state") });
    provider.signInAs({ sub: subject(), email: user.email, email_verified: true });
    const { callback, location } = await googleRoundTrip(t, {
      tamper: (q) => q.set("state", "another-state"),
    });
    expect(location).toBe("/login?error=google_auth_failed");
    expect(cookieOf(callback, "op_session")).toBeUndefined();
    expect((await userByEmail(user.email))?.googleSubject).toBeNull();
  });

  it("without the flow cookie, or with an error from the provider, is refused", async () => {
    const bare = await t.request("/auth/google/callback?code=abc&state=def");
    expect(bare.status).toBe(302);
    expect(bare.headers.get("location")).toBe("/login?error=google_auth_failed");
    provider.signInAs({ sub: subject(), email: uniqueEmail("google-cancel"), email_verified: true });
    const cancelled = await googleRoundTrip(t, {
      tamper: (q) => {
        q.delete("code");
        q.set("error", "access_denied");
      },
    });
    expect(cancelled.location).toBe("/login?error=google_auth_failed");
  });

  it("with a code already redeemed is refused, even with the old flow cookie", async () => {
    provider.signInAs({ sub: subject(), email: uniqueEmail("google-replay"), email_verified: true });
    const first = await googleRoundTrip(t);
    expect(first.location).toBe("/new-profile?google=1");
    const flow = cookieOf(first.start, "op_google_flow") ?? "";
    const replay = await t.request(first.callbackPath, { headers: { cookie: flow } });
    expect(replay.headers.get("location")).toBe("/login?error=google_auth_failed");
    expect(cookieOf(replay, "op_google_signup")).toBeUndefined();
  });
});
