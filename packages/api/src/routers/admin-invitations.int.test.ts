import { eq, invitations, users } from "@onepercent/db";
import { createUser, uniqueEmail, useTestDatabase } from "@onepercent/db/testing";
import {
  INVITATION_LOOKUPS_PER_IP,
  INVITATION_TTL_MS,
  invitationResentMessage,
  messages,
} from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { refusal, testApiConfig, testCallers } from "../testing";

const database = useTestDatabase();
const ORIGIN = "https://app.onepercent.test";

const callers = testCallers(database);
const adminConfig = { ...testApiConfig, throttle: { ...testApiConfig.throttle, registerPerIp: 1000 } };
const callerAs = (userId: string | null, ip = "198.51.100.1") =>
  callers.callerFor(userId, { ip, origin: ORIGIN, config: adminConfig });

const unlockedAdmin = () => callers.unlockedAdmin({ ip: "198.51.100.1", origin: ORIGIN, config: adminConfig });

/** A refused input: 400 with the schema's message for the first field. */
const expectInputError = async (call: Promise<unknown>, message: string) =>
  expect(await refusal(call)).toEqual({ code: "BAD_REQUEST", message });

const registration = (email: string, invitationCode?: string) => ({
  name: "Invited Athlete",
  email,
  password: "long enough password",
  birthYear: 2008,
  gender: "female" as const,
  role: "Athlete" as const,
  sport: "Tennis",
  yearsPlaying: "4",
  ...(invitationCode === undefined ? {} : { invitationCode }),
});

describe("invitations", () => {
  it("are created with an unguessable code, e-mailed, listed, verified and used by registration", async () => {
    const { admin, caller } = await unlockedAdmin();
    const email = uniqueEmail("invitee");
    const before = Date.now();
    const sent = await caller.admin.invitations.create({ name: "  Dana Cruz ", email: email.toUpperCase() });
    expect(sent).toMatchObject({
      emailed: true,
      message: messages.invitationGenerated,
      invitation: { name: "Dana Cruz", email, status: "pending", usedAt: null },
    });
    const { code } = sent.invitation;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent.invitationUrl).toBe(`${ORIGIN}/register?code=${code}`);
    expect(sent.invitation.expiresAt.getTime() - before).toBeGreaterThanOrEqual(INVITATION_TTL_MS - 1000);
    const [row] = await database.db.select().from(invitations).where(eq(invitations.code, code));
    expect(row?.createdBy).toBe(admin.id);

    const list = await caller.admin.invitations.list();
    expect(list[0]).toEqual(sent.invitation);

    const visitor = await callerAs(null, "198.51.100.20");
    expect(await visitor.invitations.verify({ code })).toEqual({
      valid: true,
      email,
      name: "Dana Cruz",
      message: messages.invitationVerified,
    });

    const registered = await visitor.auth.register(registration(email, code));
    const used = (await caller.admin.invitations.list()).find((item) => item.id === sent.invitation.id);
    expect(used).toMatchObject({ status: "used", usedAt: expect.any(Date) });
    const [usedRow] = await database.db.select().from(invitations).where(eq(invitations.code, code));
    expect(usedRow?.usedBy).toBe(registered.userId);

    expect(await visitor.invitations.verify({ code })).toEqual({
      valid: false,
      email: null,
      name: null,
      message: messages.invitationExpired,
    });
    // A used invitation can be neither resent nor deleted.
    await expect(caller.admin.invitations.resend({ id: sent.invitation.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: messages.invitationNotPending,
    });
    await expect(caller.admin.invitations.delete({ id: sent.invitation.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    // The legacy client marks it used after registering: already done, so this succeeds.
    expect(await visitor.invitations.use({ code })).toEqual({ success: true, message: messages.invitationUsed });
  });

  it("validate the form and refuse registered and already invited addresses", async () => {
    const { caller } = await unlockedAdmin();
    await expectInputError(
      caller.admin.invitations.create({ name: "", email: uniqueEmail() }),
      messages.invitationNameRequired,
    );
    await expectInputError(caller.admin.invitations.create({ name: "Lee", email: "nope" }), messages.invalidEmail);
    const athlete = await createUser(database.db);
    await expect(caller.admin.invitations.create({ name: "Lee", email: athlete.email })).rejects.toMatchObject({
      code: "CONFLICT",
      message: messages.invitationEmailRegistered,
    });
    const email = uniqueEmail();
    await caller.admin.invitations.create({ name: "Lee", email });
    await expect(caller.admin.invitations.create({ name: "Lee again", email })).rejects.toMatchObject({
      code: "CONFLICT",
      message: messages.invitationPendingExists,
    });
  });

  it("resend replaces the code and expiry and keeps the invitation pending; the old link stops working", async () => {
    const { caller } = await unlockedAdmin();
    const sent = await caller.admin.invitations.create({ name: "Ravi", email: uniqueEmail() });
    await database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, sent.invitation.id));
    const visitor = await callerAs(null, "198.51.100.30");
    expect(await visitor.invitations.verify({ code: sent.invitation.code })).toMatchObject({
      valid: false,
      message: messages.invitationExpired,
    });

    const resent = await caller.admin.invitations.resend({ id: sent.invitation.id });
    expect(resent.message).toBe(invitationResentMessage(sent.invitation.email));
    expect(resent.invitation).toMatchObject({ id: sent.invitation.id, status: "pending" });
    expect(resent.invitation.code).not.toBe(sent.invitation.code);
    expect(resent.invitation.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(resent.invitationUrl).toBe(`${ORIGIN}/register?code=${resent.invitation.code}`);
    expect(await visitor.invitations.verify({ code: sent.invitation.code })).toMatchObject({
      valid: false,
      message: messages.invitationInvalid,
    });
    expect(await visitor.invitations.verify({ code: resent.invitation.code })).toMatchObject({ valid: true });
  });

  it("delete removes a pending invitation; unknown and malformed ids are not found", async () => {
    const { caller } = await unlockedAdmin();
    const sent = await caller.admin.invitations.create({ name: "Mo", email: uniqueEmail() });
    expect(await caller.admin.invitations.delete({ id: sent.invitation.id })).toEqual({ id: sent.invitation.id });
    expect((await caller.admin.invitations.list()).some((item) => item.id === sent.invitation.id)).toBe(false);
    await expect(caller.admin.invitations.delete({ id: sent.invitation.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(caller.admin.invitations.delete({ id: "not-a-uuid" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.admin.invitations.resend({ id: crypto.randomUUID() })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("registration with an unknown, used or expired code fails and creates no account", async () => {
    const { caller } = await unlockedAdmin();
    const visitor = await callerAs(null, "198.51.100.40");
    const unknownEmail = uniqueEmail();
    await expect(visitor.auth.register(registration(unknownEmail, "no-such-code"))).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: messages.invitationInvalid,
    });
    expect(await database.db.$count(users, eq(users.email, unknownEmail))).toBe(0);

    const expired = await caller.admin.invitations.create({ name: "Old", email: uniqueEmail() });
    await database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.invitation.id));
    await expect(
      visitor.auth.register(registration(expired.invitation.email, expired.invitation.code)),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: messages.invitationExpired });
    expect(await database.db.$count(users, eq(users.email, expired.invitation.email))).toBe(0);

    const once = await caller.admin.invitations.create({ name: "Once", email: uniqueEmail() });
    await visitor.auth.register(registration(once.invitation.email, once.invitation.code));
    const secondEmail = uniqueEmail();
    await expect(visitor.auth.register(registration(secondEmail, once.invitation.code))).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: messages.invitationExpired,
    });
    expect(await database.db.$count(users, eq(users.email, secondEmail))).toBe(0);
    // Without a code, registration stays open.
    await expect(visitor.auth.register(registration(uniqueEmail()))).resolves.toMatchObject({ token: null });
  });

  it("use marks a pending code used; unknown codes are not found and expired ones refused", async () => {
    const { caller } = await unlockedAdmin();
    const visitor = await callerAs(null, "198.51.100.50");
    const sent = await caller.admin.invitations.create({ name: "Uma", email: uniqueEmail() });
    expect(await visitor.invitations.use({ code: sent.invitation.code })).toEqual({
      success: true,
      message: messages.invitationUsed,
    });
    const [row] = await database.db.select().from(invitations).where(eq(invitations.id, sent.invitation.id));
    expect(row).toMatchObject({ status: "used", usedBy: null });
    await expect(visitor.invitations.use({ code: "unknown-code" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: messages.invitationInvalid,
    });
    await expect(visitor.invitations.verify({ code: "" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it(`look-ups are throttled per address after ${INVITATION_LOOKUPS_PER_IP}`, async () => {
    const visitor = await callerAs(null, "198.51.100.99");
    for (let attempt = 0; attempt < INVITATION_LOOKUPS_PER_IP; attempt += 1) {
      await visitor.invitations.verify({ code: `guess-${attempt}` });
    }
    await expect(visitor.invitations.verify({ code: "one-more" })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    await expect(visitor.invitations.use({ code: "one-more" })).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const elsewhere = await callerAs(null, "198.51.100.98");
    await expect(elsewhere.invitations.verify({ code: "fresh" })).resolves.toMatchObject({ valid: false });
  });
});
