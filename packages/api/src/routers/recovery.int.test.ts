import { createSession } from "@onepercent/auth";
import { emailOutbox, eq, passwordResets, sessions } from "@onepercent/db";
import { createUser, TEST_PASSWORD, uniqueEmail, useTestDatabase } from "@onepercent/db/testing";
import { messages, RECOVERY_TTL_MS, recoveryMessages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { refusal, testCallers } from "../testing";
import {
  NEW_PASSWORD,
  ORIGIN,
  recover,
  recoveryRowOf,
  recoveryVisitors,
  secretsOf,
  waitForEmail,
} from "../testing/recovery";

const database = useTestDatabase();
const callers = testCallers(database);
const { visitor, signsIn } = recoveryVisitors(callers);

describe("recovery step 1", () => {
  it("answers a registered and an unknown address alike, and writes and sends nothing for the unknown one", async () => {
    const user = await createUser(database.db);
    const unknown = uniqueEmail("nobody");
    const caller = await visitor();
    const forUnknown = await caller.recovery.request({ email: unknown });
    const forUser = await caller.recovery.request({ email: user.email.toUpperCase() });
    expect(forUser).toEqual(forUnknown);
    expect(forUser).toEqual({ verified: true, message: recoveryMessages.requestSent });

    const mail = await waitForEmail(database.db, user.email);
    const { code, token, link } = secretsOf(mail);
    expect(link).toBe(`${ORIGIN}/reset-password/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(code).toMatch(/^\d{6}$/);
    // Only digests are kept, valid 30 minutes.
    const row = await recoveryRowOf(database.db, user.id);
    expect(row).toBeDefined();
    expect(row?.codeHash).not.toContain(code);
    expect(row?.tokenHash).not.toBe(token);
    expect(row?.attempts).toBe(0);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(RECOVERY_TTL_MS);

    expect(await database.db.$count(emailOutbox, eq(emailOutbox.recipient, unknown))).toBe(0);
    expect(await database.db.$count(passwordResets)).toBe(1);
  });

  it("sends nothing to a disabled account, and answers the same", async () => {
    const user = await createUser(database.db, { disabledAt: new Date() });
    const caller = await visitor();
    expect(await caller.recovery.request({ email: user.email })).toEqual({
      verified: true,
      message: recoveryMessages.requestSent,
    });
    expect(await recoveryRowOf(database.db, user.id)).toBeUndefined();
  });

  it("refuses an address that is none with the spec's message", async () => {
    const caller = await visitor();
    expect(await refusal(caller.recovery.request({ email: "not an address" }))).toEqual({
      code: "BAD_REQUEST",
      message: messages.invalidEmail,
    });
  });
});

describe("recovery with the code", () => {
  it("sets the new password once, ends every session and tells the owner; the caller is not signed in", async () => {
    const user = await createUser(database.db);
    const session = (await createSession(database.db, user.id, true)).token.token;
    expect((await (await callers.sessionCaller(session)).auth.me()).id).toBe(user.id);
    const caller = await visitor();
    const { code } = await recover(database.db, user.email, () => caller.recovery.request({ email: user.email }));

    const input = { email: user.email, code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect(await caller.recovery.resetWithCode(input)).toEqual({
      success: true,
      message: recoveryMessages.passwordReset,
    });
    expect(await database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect(await refusal((await callers.sessionCaller(session)).auth.me())).toEqual({
      code: "UNAUTHORIZED",
      message: messages.sessionExpired,
    });
    expect(await signsIn(user.email, TEST_PASSWORD)).toBe(false);
    expect(await signsIn(user.email, NEW_PASSWORD)).toBe(true);
    expect(await recoveryRowOf(database.db, user.id)).toBeUndefined();

    // Single use.
    expect(
      await refusal(caller.recovery.resetWithCode({ ...input, newPassword: "x2-again", confirmPassword: "x2-again" })),
    ).toEqual({
      code: "BAD_REQUEST",
      message: recoveryMessages.codeInvalid,
    });
    expect(await signsIn(user.email, NEW_PASSWORD)).toBe(true);

    const changed = await waitForEmail(database.db, user.email, 1, recoveryMessages.mailChangedSubject);
    expect(changed.body).toContain("signed out");
    expect(changed.body).not.toContain(code);
  });

  it("checks the passwords with the spec's messages in the spec's order, and takes 6 characters", async () => {
    const user = await createUser(database.db);
    const caller = await visitor();
    const { code } = await recover(database.db, user.email, () => caller.recovery.request({ email: user.email }));
    const base = { email: user.email, code };
    expect(
      await refusal(caller.recovery.resetWithCode({ ...base, newPassword: "abc", confirmPassword: "abd" })),
    ).toEqual({
      code: "BAD_REQUEST",
      message: recoveryMessages.passwordsDoNotMatch,
    });
    expect(
      await refusal(caller.recovery.resetWithCode({ ...base, newPassword: "abcde", confirmPassword: "abcde" })),
    ).toEqual({
      code: "BAD_REQUEST",
      message: recoveryMessages.passwordTooShort,
    });
    expect(
      await refusal(
        caller.recovery.resetWithCode({ ...base, code: "12345", newPassword: "abcdef", confirmPassword: "abcdef" }),
      ),
    ).toEqual({
      code: "BAD_REQUEST",
      message: recoveryMessages.codeRequired,
    });
    // Refused input changes nothing and uses up no guess.
    expect((await recoveryRowOf(database.db, user.id))?.attempts).toBe(0);
    await caller.recovery.resetWithCode({ ...base, newPassword: "abcdef", confirmPassword: "abcdef" });
    expect(await signsIn(user.email, "abcdef")).toBe(true);
  });

  it("the old client's second call, without a code, changes nothing", async () => {
    const user = await createUser(database.db);
    const caller = await visitor();
    expect(await caller.recovery.forgotPassword({ email: user.email })).toEqual({
      verified: true,
      message: recoveryMessages.requestSent,
    });
    await waitForEmail(database.db, user.email);
    const legacy = { email: user.email, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect(await refusal(caller.recovery.forgotPassword(legacy))).toEqual({
      code: "BAD_REQUEST",
      message: recoveryMessages.codeRequired,
    });
    expect(await signsIn(user.email, NEW_PASSWORD)).toBe(false);
    expect(await signsIn(user.email, TEST_PASSWORD)).toBe(true);
    expect((await recoveryRowOf(database.db, user.id))?.attempts).toBe(0);
  });

  it("the old client's second call with the code resets and answers its message", async () => {
    const user = await createUser(database.db);
    const caller = await visitor();
    const { code } = await recover(database.db, user.email, () =>
      caller.recovery.forgotPassword({ email: user.email }),
    );
    const legacy = { email: user.email, code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect(await caller.recovery.forgotPassword(legacy)).toEqual({ message: recoveryMessages.passwordReset });
    expect(await signsIn(user.email, NEW_PASSWORD)).toBe(true);
  });

  it("an unknown address gets the answer of a wrong code", async () => {
    const caller = await visitor();
    const input = {
      email: uniqueEmail("nobody"),
      code: "123456",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    };
    expect(await refusal(caller.recovery.resetWithCode(input))).toEqual({
      code: "BAD_REQUEST",
      message: recoveryMessages.codeInvalid,
    });
  });

  it("five wrong codes void the recovery, its link with it; four do not", async () => {
    for (const wrongGuesses of [4, 5]) {
      const user = await createUser(database.db);
      const caller = await visitor();
      const { code, token } = await recover(database.db, user.email, () =>
        caller.recovery.request({ email: user.email }),
      );
      const wrong = code === "000000" ? "000001" : "000000";
      const input = { email: user.email, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
      for (let guess = 0; guess < wrongGuesses; guess += 1) {
        expect(await refusal(caller.recovery.resetWithCode({ ...input, code: wrong }))).toEqual({
          code: "BAD_REQUEST",
          message: recoveryMessages.codeInvalid,
        });
      }
      const right = caller.recovery.resetWithCode({ ...input, code });
      if (wrongGuesses === 4) {
        await right;
        expect(await signsIn(user.email, NEW_PASSWORD)).toBe(true);
      } else {
        expect(await refusal(right)).toEqual({ code: "BAD_REQUEST", message: recoveryMessages.codeInvalid });
        expect(await recoveryRowOf(database.db, user.id)).toBeUndefined();
        expect(await caller.recovery.checkToken({ token })).toEqual({ valid: false });
        expect(await signsIn(user.email, TEST_PASSWORD)).toBe(true);
      }
    }
  });

  it("wrong codes guessed in parallel are all counted", async () => {
    const user = await createUser(database.db);
    const caller = await visitor();
    const { code } = await recover(database.db, user.email, () => caller.recovery.request({ email: user.email }));
    const wrong = code === "000000" ? "000001" : "000000";
    const input = { email: user.email, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const guesses = await Promise.all(
      Array.from({ length: 5 }, async () =>
        refusal((await visitor()).recovery.resetWithCode({ ...input, code: wrong })),
      ),
    );
    expect(guesses.every((answer) => answer.message === recoveryMessages.codeInvalid)).toBe(true);
    expect(await refusal(caller.recovery.resetWithCode({ ...input, code }))).toEqual({
      code: "BAD_REQUEST",
      message: recoveryMessages.codeInvalid,
    });
    expect(await signsIn(user.email, TEST_PASSWORD)).toBe(true);
  });
});
