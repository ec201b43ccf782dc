import { and, desc, emailOutbox, eq } from "@onepercent/db";
import { messages, RECOVERY_REQUESTS_PER_ACCOUNT, recoveryMessages } from "@onepercent/validators";
import { describe, expect, it, vi } from "vitest";
import { errorOf, jsonOf, restCalls, signUp, trpcCalls, useTestApp } from "./support/test-app";

/*
 * The legacy recovery rows (training-and-tools.md §7) through the real server app: POST
 * /users/forgot-password (both steps) and PATCH /api/users/resetPassword/{token}.
 */
const t = useTestApp();
const rest = restCalls(t);
const trpc = trpcCalls(t);

const NEW_PASSWORD = "back-on-court";
let addresses = 0;
/** Each case speaks from its own address (the throttles count per address). */
const nextIp = () => {
  addresses += 1;
  return `198.51.100.${addresses}`;
};

/** The code and token of the newest recovery e-mail to `email` (sent after the answer, so waited for). */
async function secretsFor(email: string, count = 1) {
  return vi.waitFor(
    async () => {
      const rows = await t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.recipient, email), eq(emailOutbox.subject, recoveryMessages.mailCodeSubject)))
        .orderBy(desc(emailOutbox.createdAt));
      expect(rows.length).toBeGreaterThanOrEqual(count);
      const body = rows[0]?.body ?? "";
      const code = /Your code: (\d{6})/.exec(body)?.[1];
      const token = /\/reset-password\/(\S+)$/m.exec(body)?.[1];
      if (!code || !token) throw new Error("no code or link yet");
      return { code, token };
    },
    { timeout: 5000, interval: 20 },
  );
}

const forgot = (body: unknown, ip: string, path = "/users/forgot-password") => t.postJson(path, body, { ip });
async function login(email: string, password: string): Promise<number> {
  const response = await t.postJson("/api/users/login", { email, password }, { ip: nextIp() });
  return response.status;
}

describe("POST /users/forgot-password", () => {
  it("answers a registered and an unknown address alike, on both paths", async () => {
    const { payload } = await signUp(t);
    const ip = nextIp();
    const known = await jsonOf(await forgot({ email: payload.email }, ip));
    const unknown = await jsonOf(await forgot({ email: "nobody-here@example.test" }, ip, "/api/users/forgot-password"));
    expect(known).toEqual({ verified: true, message: recoveryMessages.requestSent });
    expect(unknown).toEqual(known);
    await secretsFor(payload.email);
  });

  it("the old client's second call (no code) is refused and changes nothing", async () => {
    const { token, payload } = await signUp(t);
    const ip = nextIp();
    await jsonOf(await forgot({ email: payload.email }, ip));
    await secretsFor(payload.email);
    const second = await forgot({ email: payload.email, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, ip);
    expect(await jsonOf(second, 400)).toEqual({ message: recoveryMessages.codeRequired });
    expect(await login(payload.email, payload.password)).toBe(200);
    expect(await login(payload.email, NEW_PASSWORD)).toBe(400);
    expect((await rest.send("GET", "/api/users/info", token)).status).toBe(200);
  });

  it("with the e-mailed code: resets, ends every session, answers its message; the code works once", async () => {
    const { token, payload } = await signUp(t);
    const ip = nextIp();
    await forgot({ email: payload.email }, ip);
    const { code } = await secretsFor(payload.email);
    const body = { email: payload.email, code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect(await jsonOf(await forgot({ ...body, confirmPassword: "other" }, ip), 400)).toEqual({
      message: recoveryMessages.passwordsDoNotMatch,
    });
    expect(await jsonOf(await forgot(body, ip))).toEqual({ message: recoveryMessages.passwordReset });
    expect(await jsonOf(await rest.send("GET", "/api/users/info", token), 401)).toEqual({
      message: messages.sessionExpired,
    });
    expect(await login(payload.email, payload.password)).toBe(400);
    expect(await login(payload.email, NEW_PASSWORD)).toBe(200);
    expect(await jsonOf(await forgot(body, ip), 400)).toEqual({ message: recoveryMessages.codeInvalid });
  });

  it("429 with Retry-After past the limit for one address", async () => {
    const email = "often-forgets@example.test";
    for (let call = 0; call < RECOVERY_REQUESTS_PER_ACCOUNT; call += 1) {
      expect((await forgot({ email }, nextIp())).status).toBe(200);
    }
    const refused = await forgot({ email }, nextIp());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: messages.tooManyAttempts });
  });

  it("refuses a body that is no object, or no address", async () => {
    const ip = nextIp();
    expect(await jsonOf(await forgot(["x"], ip), 400)).toEqual({ message: messages.requiredFields });
    expect(await jsonOf(await forgot({ email: "nope" }, ip), 400)).toEqual({ message: messages.invalidEmail });
  });
});

describe("PATCH /api/users/resetPassword/{token}", () => {
  const patch = (token: string, body: unknown) =>
    t.request(`/api/users/resetPassword/${token}`, {
      method: "PATCH",
      ip: nextIp(),
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("resets with the old client's body (password only), once, and ends every session", async () => {
    const { token: session, payload } = await signUp(t);
    await forgot({ email: payload.email }, nextIp());
    const { token } = await secretsFor(payload.email);
    expect(await jsonOf(await patch(token, { password: NEW_PASSWORD }))).toEqual({
      message: recoveryMessages.passwordReset,
    });
    expect((await rest.send("GET", "/api/users/info", session)).status).toBe(401);
    expect(await login(payload.email, NEW_PASSWORD)).toBe(200);
    expect(await jsonOf(await patch(token, { password: "another-one" }), 400)).toEqual({
      message: recoveryMessages.linkInvalid,
    });
  });

  it("refuses a token that is none, and a short password", async () => {
    expect(await jsonOf(await patch("not-a-token", { password: NEW_PASSWORD }), 400)).toEqual({
      message: recoveryMessages.linkInvalid,
    });
    expect(await jsonOf(await patch("not-a-token", { password: "short" }), 400)).toEqual({
      message: recoveryMessages.passwordTooShort,
    });
  });
});

describe("tRPC, as the web app calls it", () => {
  it("a reset ends the web session (cookie) too", async () => {
    const { payload } = await signUp(t);
    const signIn = await trpc.mutate("auth.login", { email: payload.email, password: payload.password });
    const cookie = signIn.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect((await trpc.query("auth.me", { cookie })).status).toBe(200);
    await trpc.mutate("recovery.request", { email: payload.email });
    const { token } = await secretsFor(payload.email);
    const check = await t.request(
      `/trpc/recovery.checkToken?input=${encodeURIComponent(JSON.stringify({ json: { token } }))}`,
    );
    expect(check.status).toBe(200);
    const reset = await trpc.mutate("recovery.resetWithToken", {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    // Not signed in by the reset: no session cookie is set.
    expect(reset.headers.get("set-cookie")).toBeNull();
    const after = await trpc.query("auth.me", { cookie });
    expect(after.status).toBe(401);
    expect((await errorOf(after)).message).toBe(messages.sessionExpired);
  });
});
