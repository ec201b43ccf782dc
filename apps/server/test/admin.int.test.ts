import { emailOutbox, eq, invitations } from "@onepercent/db";
import { INVITATION_LOOKUPS_PER_IP, invitationResentMessage, messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, createAdmin, dataOf, errorOf, signUp, trpcCalls, useTestApp } from "./support/test-app";

const t = useTestApp({ PUBLIC_URL: "https://coach.onepercent.test" });
const trpc = trpcCalls(t);

const ADMIN_PASSWORD = "coach-password-123";
let adminCount = 0;

const newAdminEmail = () => {
  adminCount += 1;
  return `coach-${adminCount}-${crypto.randomUUID().slice(0, 6)}@onepercent.test`;
};

/**
 * An admin signed in with the password over REST: the bearer session needs no unlock, the
 * password login is the proof the admin page's gate asks for.
 */
async function adminToken(): Promise<string> {
  const email = newAdminEmail();
  await createAdmin(t.db, email, ADMIN_PASSWORD);
  const login = await t.postJson("/api/users/login", { email, password: ADMIN_PASSWORD });
  const { token } = z.object({ token: z.string() }).parse(await login.json());
  return token;
}

const invite = (token: string, body: unknown) => t.postJson("/api/invitations", body, bearer(token));
const newEmail = () => `invitee-${crypto.randomUUID().slice(0, 8)}@example.test`;

const InvitationJson = z.object({
  _id: z.string(),
  code: z.string(),
  status: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
});
const SentJson = z.object({ invitationUrl: z.string(), message: z.string(), invitation: InvitationJson });
const sentOf = async (response: Response) => SentJson.parse(await response.json());

describe("POST /api/admin/unlock", () => {
  it("answers 400 Invalid password for a wrong one, 403 to non-admins and 401 without a session", async () => {
    const token = await adminToken();
    const wrong = await t.postJson("/api/admin/unlock", { password: "nope nope" }, bearer(token));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: messages.adminInvalidPassword });
    const right = await t.postJson("/api/admin/unlock", { password: ADMIN_PASSWORD }, bearer(token));
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ unlocked: true });

    const athlete = await signUp(t);
    const refused = await t.postJson(
      "/api/admin/unlock",
      { password: athlete.payload.password },
      bearer(athlete.token),
    );
    expect(refused.status).toBe(403);
    expect((await t.postJson("/api/admin/unlock", { password: "x" })).status).toBe(401);
  });
});

describe("POST /api/invitations", () => {
  it("creates a pending invitation with the link and e-mails it (201)", async () => {
    const token = await adminToken();
    const email = newEmail();
    const response = await invite(token, { name: "Noa Kim", email });
    expect(response.status).toBe(201);
    const body = await sentOf(response);
    expect(body).toMatchObject({
      message: messages.invitationGenerated,
      invitation: { name: "Noa Kim", email, status: "pending" },
    });
    expect(body.invitationUrl).toBe(`https://coach.onepercent.test/register?code=${body.invitation.code}`);
    expect(new Date(body.invitation.createdAt).getTime()).not.toBeNaN();
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
    expect(mail?.body).toContain(body.invitationUrl);
  });

  it("answers 400 with the form's message, 403 to an athlete, 401 without a session", async () => {
    const token = await adminToken();
    const blank = await invite(token, { name: "", email: newEmail() });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ message: messages.invitationNameRequired });
    const badEmail = await invite(token, { name: "Noa", email: "noa" });
    expect(await badEmail.json()).toEqual({ message: messages.invalidEmail });

    const athlete = await signUp(t);
    expect((await invite(athlete.token, { name: "Noa", email: newEmail() })).status).toBe(403);
    expect((await t.postJson("/api/invitations", { name: "Noa", email: newEmail() })).status).toBe(401);
  });
});

describe("GET /api/invitations", () => {
  it("lists invitations newest first to the admin only", async () => {
    const token = await adminToken();
    await invite(token, { name: "First", email: newEmail() });
    await invite(token, { name: "Second", email: newEmail() });
    const response = await t.request("/api/invitations", bearer(token));
    expect(response.status).toBe(200);
    const list = z.array(InvitationJson).parse(await response.json());
    expect(list.slice(0, 2).map((item) => item.name)).toEqual(["Second", "First"]);
    expect((await t.request("/api/invitations")).status).toBe(401);
    const athlete = await signUp(t);
    expect((await t.request("/api/invitations", bearer(athlete.token))).status).toBe(403);
  });
});

describe("POST /api/invitations/{id}/resend and DELETE /api/invitations/{id}", () => {
  it("resend gives a new code and keeps it pending; delete removes it; then both are 404", async () => {
    const token = await adminToken();
    const sent = await sentOf(await invite(token, { name: "Ray", email: newEmail() }));
    const id = sent.invitation._id;
    const resent = await t.request(`/api/invitations/${id}/resend`, { method: "POST", ...bearer(token) });
    expect(resent.status).toBe(200);
    const resentBody = await sentOf(resent);
    expect(resentBody.message).toBe(invitationResentMessage(sent.invitation.email));
    expect(resentBody.invitation).toMatchObject({ _id: id, status: "pending" });
    expect(resentBody.invitation.code).not.toBe(sent.invitation.code);

    const removed = await t.request(`/api/invitations/${id}`, { method: "DELETE", ...bearer(token) });
    expect(removed.status).toBe(200);
    expect(await t.db.$count(invitations, eq(invitations.id, id))).toBe(0);
    expect((await t.request(`/api/invitations/${id}`, { method: "DELETE", ...bearer(token) })).status).toBe(404);
    expect((await t.request(`/api/invitations/${id}/resend`, { method: "POST", ...bearer(token) })).status).toBe(404);
    expect((await t.request("/api/invitations/not-an-id", { method: "DELETE", ...bearer(token) })).status).toBe(404);
    expect((await t.request(`/api/invitations/${id}`, { method: "DELETE" })).status).toBe(401);
  });
});

describe("GET /api/invitations/verify/{code} and PUT /api/invitations/use/{code}", () => {
  it("verify without a session; registration with the code uses it; use is then a no-op", async () => {
    const token = await adminToken();
    const email = newEmail();
    const sent = await sentOf(await invite(token, { name: "Ivy", email }));
    const { code } = sent.invitation;

    const verified = await t.request(`/api/invitations/verify/${code}`, { ip: "203.0.113.70" });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ valid: true, email, name: "Ivy", message: messages.invitationVerified });

    const registered = await t.postJson("/api/users/register", {
      name: "Ivy",
      email,
      password: "training-every-day",
      birthYear: 2006,
      gender: "female",
      role: "Athlete",
      sport: "Soccer",
      yearsPlaying: "7",
      invitationCode: code,
    });
    expect(registered.status).toBe(201);
    const [row] = await t.db.select().from(invitations).where(eq(invitations.code, code));
    expect(row?.status).toBe("used");

    const used = await t.request(`/api/invitations/use/${code}`, { method: "PUT", ip: "203.0.113.70" });
    expect(used.status).toBe(200);
    const again = await t.request(`/api/invitations/verify/${code}`, { ip: "203.0.113.70" });
    expect(await again.json()).toEqual({ valid: false, email: null, name: null, message: messages.invitationExpired });
  });

  it("unknown codes: verify answers invalid, use 404, registration 400 without an account", async () => {
    const unknown = await t.request("/api/invitations/verify/unknown-code", { ip: "203.0.113.71" });
    expect(await unknown.json()).toMatchObject({ valid: false, message: messages.invitationInvalid });
    const use = await t.request("/api/invitations/use/unknown-code", { method: "PUT", ip: "203.0.113.71" });
    expect(use.status).toBe(404);
    expect(await use.json()).toEqual({ message: messages.invitationInvalid });
    const register = await t.postJson("/api/users/register", {
      name: "Nobody",
      email: newEmail(),
      password: "training-every-day",
      birthYear: 2006,
      gender: "male",
      role: "Athlete",
      sport: "Soccer",
      yearsPlaying: "7",
      invitationCode: "unknown-code",
    });
    expect(register.status).toBe(400);
    expect(await register.json()).toEqual({ message: messages.invitationInvalid });
  });

  it(`throttles look-ups per address: 429 with Retry-After after ${INVITATION_LOOKUPS_PER_IP}`, async () => {
    for (let attempt = 0; attempt < INVITATION_LOOKUPS_PER_IP; attempt += 1) {
      expect((await t.request(`/api/invitations/verify/guess-${attempt}`, { ip: "203.0.113.99" })).status).toBe(200);
    }
    const refused = await t.request("/api/invitations/verify/guess-final", { ip: "203.0.113.99" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("GET /api/users/all", () => {
  it("lists users with usage counts to the admin; 403 for others, 401 without a session", async () => {
    const token = await adminToken();
    const athlete = await signUp(t, { name: "Listed Athlete" });
    const response = await t.request("/api/users/all", bearer(token));
    expect(response.status).toBe(200);
    const list = z.array(z.looseObject({ _id: z.string() })).parse(await response.json());
    expect(list.find((item) => item._id === athlete.userId)).toMatchObject({
      name: "Listed Athlete",
      email: athlete.payload.email,
      loginCount: 1,
      dailyJournals: 0,
      concentrationGames: 0,
    });
    expect((await t.request("/api/users/all", bearer(athlete.token))).status).toBe(403);
    expect((await t.request("/api/users/all")).status).toBe(401);
  });
});

describe("the admin page's password gate", () => {
  it("is passed by the admin's bearer session from a password login: users and invitations work at once", async () => {
    const token = await adminToken();
    expect((await t.request("/api/users/all", bearer(token))).status).toBe(200);
    const sent = await invite(token, { name: "Bea", email: newEmail() });
    expect(sent.status).toBe(201);
    const id = (await sentOf(sent)).invitation._id;
    expect((await t.request("/api/invitations", bearer(token))).status).toBe(200);
    expect((await t.request(`/api/invitations/${id}/resend`, { method: "POST", ...bearer(token) })).status).toBe(200);
    expect((await t.request(`/api/invitations/${id}`, { method: "DELETE", ...bearer(token) })).status).toBe(200);
    const status = await trpc.query("admin.status", { authorization: `Bearer ${token}` });
    expect(await dataOf(status)).toEqual({ unlocked: true });
  });

  it("still holds a cookie session (the web app) until the admin's password is entered again", async () => {
    const email = newAdminEmail();
    await createAdmin(t.db, email, ADMIN_PASSWORD);
    const login = await trpc.mutate("auth.login", { email, password: ADMIN_PASSWORD });
    const cookie = { cookie: login.headers.getSetCookie()[0]?.split(";")[0] ?? "" };
    expect(await dataOf(await trpc.query("admin.status", cookie))).toEqual({ unlocked: false });
    const locked = await trpc.query("admin.users.list", cookie);
    expect(locked.status).toBe(403);
    expect((await errorOf(locked)).message).toBe(messages.adminLocked);

    expect((await trpc.mutate("admin.unlock", { password: ADMIN_PASSWORD }, cookie)).status).toBe(200);
    expect((await trpc.query("admin.users.list", cookie)).status).toBe(200);
    expect((await trpc.query("admin.invitations.list", cookie)).status).toBe(200);
  });
});
