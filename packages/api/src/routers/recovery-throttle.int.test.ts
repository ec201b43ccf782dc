import { randomUUID } from "node:crypto";
import { createUser, uniqueEmail, useTestDatabase } from "@onepercent/db/testing";
import type { Mailer } from "@onepercent/email";
import {
  messages,
  RECOVERY_CHECKS_PER_ACCOUNT,
  RECOVERY_CHECKS_PER_IP,
  RECOVERY_REQUESTS_PER_ACCOUNT,
  RECOVERY_REQUESTS_PER_IP,
  recoveryMessages,
} from "@onepercent/validators";
import { describe, expect, it, vi } from "vitest";
import { refusal, testCallers, testMailer } from "../testing";
import { outboxOf, recover, recoveryRowOf, waitForEmail } from "../testing/recovery";

const database = useTestDatabase();
const callers = testCallers(database);

const newIp = () => `203.0.113.${randomUUID()}`;
const from = (ip: string) => callers.callerFor(null, { ip });

/** How the calls ended: the message of each refusal, "ok" for an answer. */
async function outcomes(calls: Promise<unknown>[]): Promise<Record<string, number>> {
  const answers = await Promise.all(
    calls.map((call) =>
      call.then(
        () => "ok",
        async () => (await refusal(call)).message ?? "no message",
      ),
    ),
  );
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer] = (counts[answer] ?? 0) + 1;
  return counts;
}

const NEW_PASSWORD = "back-on-court";

describe("step 1 throttles, under parallel requests", () => {
  it("per address: the e-mails asked for one account", async () => {
    const user = await createUser(database.db);
    const extra = 3;
    const calls = Array.from({ length: RECOVERY_REQUESTS_PER_ACCOUNT + extra }, async () =>
      (await from(newIp())).recovery.request({ email: user.email }),
    );
    expect(await outcomes(calls)).toEqual({ ok: RECOVERY_REQUESTS_PER_ACCOUNT, [messages.tooManyAttempts]: extra });
    await waitForEmail(database.db, user.email, RECOVERY_REQUESTS_PER_ACCOUNT);
    expect(await outboxOf(database.db, user.email)).toHaveLength(RECOVERY_REQUESTS_PER_ACCOUNT);
  });

  it("an unknown address is throttled exactly like a registered one", async () => {
    const email = uniqueEmail("nobody");
    const calls = Array.from({ length: RECOVERY_REQUESTS_PER_ACCOUNT + 2 }, async () =>
      (await from(newIp())).recovery.request({ email }),
    );
    expect(await outcomes(calls)).toEqual({ ok: RECOVERY_REQUESTS_PER_ACCOUNT, [messages.tooManyAttempts]: 2 });
  });

  it("per network address, all e-mails together", async () => {
    const caller = await from(newIp());
    const calls = Array.from({ length: RECOVERY_REQUESTS_PER_IP + 4 }, () =>
      caller.recovery.request({ email: uniqueEmail("nobody") }),
    );
    expect(await outcomes(calls)).toEqual({ ok: RECOVERY_REQUESTS_PER_IP, [messages.tooManyAttempts]: 4 });
  });
});

describe("code throttles, under parallel requests", () => {
  it("per account: guesses from many addresses stop at the limit, and the recovery is void", async () => {
    const user = await createUser(database.db);
    const { code } = await recover(database.db, user.email, async () =>
      (await from(newIp())).recovery.request({ email: user.email }),
    );
    const wrong = code === "000000" ? "000001" : "000000";
    const guess = { email: user.email, code: wrong, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const extra = 5;
    const calls = Array.from({ length: RECOVERY_CHECKS_PER_ACCOUNT + extra }, async () =>
      (await from(newIp())).recovery.resetWithCode(guess),
    );
    expect(await outcomes(calls)).toEqual({
      [recoveryMessages.codeInvalid]: RECOVERY_CHECKS_PER_ACCOUNT,
      [messages.tooManyAttempts]: extra,
    });
    expect(await recoveryRowOf(database.db, user.id)).toBeUndefined();
  });

  it("per network address: guesses for many accounts stop at the limit", async () => {
    const caller = await from(newIp());
    const calls = Array.from({ length: RECOVERY_CHECKS_PER_IP + 3 }, () =>
      caller.recovery.resetWithCode({
        email: uniqueEmail("nobody"),
        code: "123456",
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    );
    expect(await outcomes(calls)).toEqual({
      [recoveryMessages.codeInvalid]: RECOVERY_CHECKS_PER_IP,
      [messages.tooManyAttempts]: 3,
    });
  });

  it("link tries count against the address too", async () => {
    const caller = await from(newIp());
    const calls = Array.from({ length: RECOVERY_CHECKS_PER_IP + 2 }, (_, index) =>
      index % 2 === 0
        ? caller.recovery.resetWithToken({ token: `guess-${index}`, password: NEW_PASSWORD })
        : caller.recovery.checkToken({ token: `guess-${index}` }),
    );
    const counts = await outcomes(calls);
    expect(counts[messages.tooManyAttempts]).toBe(2);
    expect((counts.ok ?? 0) + (counts[recoveryMessages.linkInvalid] ?? 0)).toBe(RECOVERY_CHECKS_PER_IP);
  });
});

describe("the answer does not wait for the e-mail", () => {
  it("answers a registered address before a slow e-mail is handed over", async () => {
    const user = await createUser(database.db);
    let resolve = () => {};
    const handedOver = new Promise<void>((done) => {
      resolve = done;
    });
    const sent: string[] = [];
    const slowMailer: Mailer = {
      kind: "smtp",
      async send(message) {
        await handedOver;
        sent.push(message.to);
      },
    };
    const caller = await callers.callerFor(null, { ip: newIp(), mailer: slowMailer });
    // Answered while the e-mail is still held back (the mailer waits for the test).
    expect(await caller.recovery.request({ email: user.email })).toEqual({
      verified: true,
      message: recoveryMessages.requestSent,
    });
    expect(sent).toEqual([]);
    resolve();
    await vi.waitFor(() => expect(sent).toEqual([user.email]));
  });

  it("reports an e-mail that could not be handed over, and answers as always", async () => {
    const user = await createUser(database.db);
    const logError = vi.fn();
    const failing: Mailer = {
      kind: "smtp",
      send: () => Promise.reject(new Error("connection refused")),
    };
    const caller = await callers.callerFor(null, { ip: newIp(), mailer: failing, logError });
    expect(await caller.recovery.request({ email: user.email })).toEqual({
      verified: true,
      message: recoveryMessages.requestSent,
    });
    await vi.waitFor(() => expect(logError).toHaveBeenCalledWith(expect.any(Error), "recovery e-mail not sent"));
    // The row is there: asking again (with a working mailer) sends a new code.
    expect(await recoveryRowOf(database.db, user.id)).toBeDefined();
    const working = await callers.callerFor(null, { ip: newIp(), mailer: testMailer(database.db) });
    await working.recovery.request({ email: user.email });
    await waitForEmail(database.db, user.email);
  });
});
