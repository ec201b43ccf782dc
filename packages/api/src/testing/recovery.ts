import { randomUUID } from "node:crypto";
import { and, type Database, desc, emailOutbox, eq, type OutboxEmail, passwordResets } from "@onepercent/db";
import { recoveryMessages } from "@onepercent/validators";
import { expect, vi } from "vitest";
import type { testCallers } from "./index";

/** The recovery e-mails of `email` in the outbox, newest first. */
export const outboxOf = (db: Database, email: string, subject: string = recoveryMessages.mailCodeSubject) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, email), eq(emailOutbox.subject, subject)))
    .orderBy(desc(emailOutbox.createdAt));

/** Waits for the `count`-th e-mail to `email` (they go out after the answer) and answers the newest. */
export async function waitForEmail(
  db: Database,
  email: string,
  count = 1,
  subject: string = recoveryMessages.mailCodeSubject,
): Promise<OutboxEmail> {
  return vi.waitFor(
    async () => {
      const rows = await outboxOf(db, email, subject);
      expect(rows.length).toBeGreaterThanOrEqual(count);
      const [newest] = rows;
      if (!newest) throw new Error("no e-mail yet");
      return newest;
    },
    { timeout: 5000, interval: 20 },
  );
}

/** The code and the link's token a recovery e-mail carries. */
export function secretsOf(mail: { body: string }): { code: string; token: string; link: string } {
  const code = /Your code: (\d{6})\n/.exec(mail.body)?.[1];
  const link = /^(\S*\/reset-password\/(\S+))$/m.exec(mail.body);
  if (!code || !link?.[1] || !link[2]) throw new Error(`no code or link in:\n${mail.body}`);
  return { code, token: decodeURIComponent(link[2]), link: link[1] };
}

/** Asks for a recovery through `request` and answers the secrets of the `count`-th e-mail. */
export async function recover(db: Database, email: string, request: () => Promise<unknown>, count = 1) {
  await request();
  return secretsOf(await waitForEmail(db, email, count));
}

/** The recovery row of a user, if any. */
export async function recoveryRowOf(db: Database, userId: string) {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
  return row;
}

export const ORIGIN = "https://onepercent.example";
export const NEW_PASSWORD = "back-on-court";

/** Anonymous callers, each from its own address (the throttles count per address), and a sign-in check. */
export function recoveryVisitors(callers: ReturnType<typeof testCallers>) {
  const visitor = () => callers.callerFor(null, { ip: `198.51.100.${randomUUID()}`, origin: ORIGIN });
  async function signsIn(email: string, password: string): Promise<boolean> {
    const caller = await visitor();
    return caller.auth.login({ email, password }).then(
      () => true,
      () => false,
    );
  }
  return { visitor, signsIn };
}
