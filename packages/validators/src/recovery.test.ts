import { describe, expect, it } from "vitest";
import { messages } from "./messages/common";
import { recoveryMessages } from "./messages/recovery";
import { LegacyForgotPasswordInput, ResetPasswordForm, ResetWithCodeInput } from "./recovery";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("recovery schemas", () => {
  const step2 = { email: "a@example.test", code: "012345", newPassword: "abcdef", confirmPassword: "abcdef" };

  it("checks the passwords in the spec's order: match first, then 6 characters", () => {
    expect(firstMessage(ResetWithCodeInput.safeParse({ ...step2, newPassword: "abc", confirmPassword: "abd" }))).toBe(
      recoveryMessages.passwordsDoNotMatch,
    );
    expect(
      firstMessage(ResetWithCodeInput.safeParse({ ...step2, newPassword: "abcde", confirmPassword: "abcde" })),
    ).toBe(recoveryMessages.passwordTooShort);
    expect(ResetWithCodeInput.safeParse(step2).success).toBe(true);
  });

  it("needs a code of six digits, and shows every field's message at once", () => {
    const result = ResetWithCodeInput.safeParse({ ...step2, code: "12a456", confirmPassword: "x" });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["code", recoveryMessages.codeRequired],
      ["confirmPassword", recoveryMessages.passwordsDoNotMatch],
    ]);
  });

  it("reads the legacy body: { email } is step 1, a new password makes it step 2, which needs the code", () => {
    expect(LegacyForgotPasswordInput.parse({ email: " A@Example.test " })).toEqual({
      step: "request",
      email: "a@example.test",
    });
    const { code: _code, ...withoutCode } = step2;
    expect(firstMessage(LegacyForgotPasswordInput.safeParse(withoutCode))).toBe(recoveryMessages.codeRequired);
    expect(LegacyForgotPasswordInput.parse(step2)).toMatchObject({ step: "reset", code: "012345" });
    expect(firstMessage(LegacyForgotPasswordInput.safeParse("email"))).toBe(messages.requiredFields);
  });

  it("the reset link's form needs both fields to match", () => {
    expect(firstMessage(ResetPasswordForm.safeParse({ password: "abcdef", confirmPassword: "" }))).toBe(
      recoveryMessages.passwordsDoNotMatch,
    );
    expect(ResetPasswordForm.safeParse({ password: "abcdef", confirmPassword: "abcdef" }).success).toBe(true);
  });
});
