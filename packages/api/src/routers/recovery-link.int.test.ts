import { randomUUID } from "node:crypto";
import { createSession } from "@onepercent/auth";
import { eq, passwordResets } from "@onepercent/db";
import { createUser, TEST_PASSWORD, useTestDatabase } from "@onepercent/db/testing";
import { messages, RECOVERY_TTL_MS, recoveryMessages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { requestRecovery } from "../services/recovery/request";
import { checkRecoveryToken, resetWithCode, resetWithToken } from "../services/recovery/reset";
import { refusal, testCallers, testMailer } from "../testing";
import {
  NEW_PASSWORD,
  ORIGIN,
  outboxOf,
  recover,
  recoveryVisitors,
  secretsOf,
  waitForEmail,
} from "../testing/recovery";

const database = useTestDatabase();
const callers = testCallers(database);
const { visitor, signsIn } = recoveryVisitors(callers);

describe("recovery with the link", () => {
  it("is checked, used once, ends every session, and voids the code", async () => {
    const user = await createUser(database.db);
    const session = (await createSession(database.db, user.id, true)).token.token;
    const caller = await visitor();
    const { code, token } = await recover(database.db, user.email, () =>
      caller.recovery.request({ email: user.email }),
    );
    expect(await caller.recovery.checkToken({ token })).toEqual({ valid: true });
    expect(
      await caller.recovery.resetWithToken({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    ).toEqual({
      success: true,
      message: recoveryMessages.passwordReset,
    });
    expect(await refusal((await callers.sessionCaller(session)).auth.me())).toEqual({
      code: "UNAUTHORIZED",
      message: messages.sessionExpired,
    });
    expect(await signsIn(user.email, NEW_PASSWORD)).toBe(true);
    expect(await caller.recovery.checkToken({ token })).toEqual({ valid: false });
    expect(await refusal(caller.recovery.resetWithToken({ token, password: "another-one" }))).toEqual({
      code: "BAD_REQUEST",
      message: recoveryMessages.linkInvalid,
    });
    const withCode = { email: user.email, code, newPassword: "another-one", confirmPassword: "another-one" };
    expect(await refusal(caller.recovery.resetWithCode(withCode))).toEqual({
      code: "BAD_REQUEST",
      message: recoveryMessages.codeInvalid,
    });
    await waitForEmail(database.db, user.email, 1, recoveryMessages.mailChangedSubject);
  });

  it("takes the old client's body (password only) and checks a confirmation when sent", async () => {
    const user = await createUser(database.db);
    const caller = await visitor();
    const { token } = await recover(database.db, user.email, () => caller.recovery.request({ email: user.email }));
    expect(
      await refusal(caller.recovery.resetWithToken({ token, password: NEW_PASSWORD, confirmPassword: "other" })),
    ).toEqual({
      code: "BAD_REQUEST",
      message: recoveryMessages.passwordsDoNotMatch,
    });
    expect(await refusal(caller.recovery.resetWithToken({ token, password: "short" }))).toEqual({
      code: "BAD_REQUEST",
      message: recoveryMessages.passwordTooShort,
    });
    await caller.recovery.resetWithToken({ token, password: NEW_PASSWORD });
    expect(await signsIn(user.email, NEW_PASSWORD)).toBe(true);
  });

  it("refuses a token that is none", async () => {
    const caller = await visitor();
    expect(await caller.recovery.checkToken({ token: "no-such-token" })).toEqual({ valid: false });
    expect(await refusal(caller.recovery.resetWithToken({ token: "no-such-token", password: NEW_PASSWORD }))).toEqual({
      code: "BAD_REQUEST",
      message: recoveryMessages.linkInvalid,
    });
  });
});

describe("a newer request and the clock", () => {
  it("a newer request voids the older code and link", async () => {
    const user = await createUser(database.db);
    const caller = await visitor();
    const first = await recover(database.db, user.email, () => caller.recovery.request({ email: user.email }));
    const second = await recover(database.db, user.email, () => caller.recovery.request({ email: user.email }), 2);
    expect(await database.db.$count(passwordResets, eq(passwordResets.userId, user.id))).toBe(1);
    expect(await caller.recovery.checkToken({ token: first.token })).toEqual({ valid: false });
    expect(await refusal(caller.recovery.resetWithToken({ token: first.token, password: NEW_PASSWORD }))).toEqual({
      code: "BAD_REQUEST",
      message: recoveryMessages.linkInvalid,
    });
    const input = { email: user.email, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    // The old code is void unless the new one happens to be the same six digits (one in a million).
    if (first.code !== second.code) {
      expect(await refusal(caller.recovery.resetWithCode({ ...input, code: first.code }))).toEqual({
        code: "BAD_REQUEST",
        message: recoveryMessages.codeInvalid,
      });
    }
    await caller.recovery.resetWithCode({ ...input, code: second.code });
    expect(await signsIn(user.email, NEW_PASSWORD)).toBe(true);
    expect(await outboxOf(database.db, user.email)).toHaveLength(2);
  });

  it("code and link work for 30 minutes, not a second more", async () => {
    const user = await createUser(database.db);
    const delivery = { mailer: testMailer(database.db), origin: ORIGIN };
    const start = new Date("2030-01-06T10:00:00Z");
    const at = (ms: number) => new Date(start.getTime() + ms);
    const context = (now: Date) => ({ ip: `192.0.2.${randomUUID()}`, delivery, now });
    await requestRecovery(database.db, { email: user.email }, context(start));
    const { code, token } = secretsOf(await waitForEmail(database.db, user.email));

    const late = context(at(RECOVERY_TTL_MS));
    expect(await checkRecoveryToken(database.db, { token }, late)).toEqual({ valid: false });
    await expect(resetWithToken(database.db, { token, password: NEW_PASSWORD }, late)).rejects.toThrow(
      recoveryMessages.linkInvalid,
    );
    await expect(
      resetWithCode(database.db, { email: user.email, code, newPassword: NEW_PASSWORD }, late),
    ).rejects.toThrow(recoveryMessages.codeInvalid);
    expect(await signsIn(user.email, TEST_PASSWORD)).toBe(true);

    const inTime = context(at(RECOVERY_TTL_MS - 1000));
    expect(await checkRecoveryToken(database.db, { token }, inTime)).toEqual({ valid: true });
    await resetWithCode(database.db, { email: user.email, code, newPassword: NEW_PASSWORD }, inTime);
    expect(await signsIn(user.email, NEW_PASSWORD)).toBe(true);
  });
});
