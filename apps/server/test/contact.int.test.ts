import { contactMessages, emailOutbox, eq } from "@onepercent/db";
import { startTestSmtpServer } from "@onepercent/email/testing";
import { CONTACT_MAX_PER_HOUR, messages } from "@onepercent/validators";
import { afterAll, describe, expect, it } from "vitest";
import { bearer, signUp, useTestApp } from "./support/test-app";

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());

const t = useTestApp({ SMTP_URL: smtp.url, CONTACT_EMAIL: "support@onepercent.test" });

const contact = (token: string, body: unknown) => t.postJson("/api/users/contact", body, bearer(token));

describe("POST /api/users/contact", () => {
  it("keeps the message and e-mails it to the provider with the sender as Reply-To", async () => {
    const { token, userId, payload } = await signUp(t, { name: "Jordan Lee" });
    const before = smtp.received.length;
    const response = await contact(token, { subject: "  Breathwork timer  ", message: "The timer is great.\nThanks!" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: messages.contactSent });

    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(["support@onepercent.test"]);
    expect(mail?.raw).toContain("Subject: [OnePercent] Breathwork timer");
    expect(mail?.raw).toMatch(new RegExp(`Reply-To: Jordan Lee <${payload.email}>`));
    expect(mail?.raw).toContain("The timer is great.");

    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: "Breathwork timer", message: "The timer is great.\nThanks!" });
    expect(rows[0]?.emailedAt).toBeInstanceOf(Date);
  });

  it.each([
    ["a blank subject", { subject: "   ", message: "Hello" }, messages.contactSubjectRequired],
    ["no subject", { message: "Hello" }, messages.contactSubjectRequired],
    ["a blank message", { subject: "Hello", message: "" }, messages.contactMessageRequired],
    ["a subject over 150 characters", { subject: "s".repeat(151), message: "Hello" }, messages.contactSubjectTooLong],
  ])("refuses %s with 400 and sends nothing", async (_case, body, message) => {
    const { token, userId } = await signUp(t);
    const before = smtp.received.length;
    const response = await contact(token, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(smtp.received).toHaveLength(before);
    expect(await t.db.$count(contactMessages, eq(contactMessages.userId, userId))).toBe(0);
  });

  it("needs a session", async () => {
    const response = await t.postJson("/api/users/contact", { subject: "Hi", message: "Hello" });
    expect(response.status).toBe(401);
  });

  it(`allows ${CONTACT_MAX_PER_HOUR} messages an hour per user, then 429 with Retry-After`, async () => {
    const { token } = await signUp(t);
    for (let sent = 0; sent < CONTACT_MAX_PER_HOUR; sent += 1) {
      expect((await contact(token, { subject: `Note ${sent}`, message: "Hello" })).status).toBe(200);
    }
    const refused = await contact(token, { subject: "One more", message: "Hello" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another user is not affected.
    const other = await signUp(t);
    expect((await contact(other.token, { subject: "Hi", message: "Hello" })).status).toBe(200);
  });
});

describe("contact delivery failures", () => {
  const down = useTestApp({ SMTP_URL: "smtp://127.0.0.1:9", CONTACT_EMAIL: "support@onepercent.test" });

  it("answers 503 with the spec's message and keeps the message for the provider", async () => {
    const { token, userId } = await signUp(down);
    const response = await down.postJson("/api/users/contact", { subject: "Hi", message: "Hello" }, bearer(token));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: messages.contactFailed });
    const [row] = await down.db.select().from(contactMessages).where(eq(contactMessages.userId, userId));
    expect(row).toMatchObject({ subject: "Hi", message: "Hello", emailedAt: null });
  });
});

describe("without SMTP_URL", () => {
  const local = useTestApp({ CONTACT_EMAIL: "support@onepercent.test" });

  it("keeps the e-mail in the outbox", async () => {
    const { token } = await signUp(local);
    const response = await local.postJson(
      "/api/users/contact",
      { subject: "Outbox", message: "Read me locally" },
      bearer(token),
    );
    expect(response.status).toBe(200);
    const [mail] = await local.db.select().from(emailOutbox).where(eq(emailOutbox.subject, "[OnePercent] Outbox"));
    expect(mail).toMatchObject({
      recipient: "support@onepercent.test",
      body: expect.stringContaining("Read me locally"),
    });
  });
});
