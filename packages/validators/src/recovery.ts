import { z } from "zod";
import { messages } from "./messages/common";
import { recoveryMessages } from "./messages/recovery";
import { Email, PASSWORD_MAX } from "./user";

/**
 * Password recovery (training-and-tools.md §2 "Forgot password", "Reset password through token",
 * §4, §5, §7; ARCHITECTURE.md "identity"): an e-mailed 6-digit code for the two-step form and a
 * link for /reset-password/{token}, both single-use and short-lived.
 */

/** §9: a recovered password needs at least 6 characters (a changed one 8). */
export const RECOVERY_PASSWORD_MIN = 6;
export const RECOVERY_CODE_LENGTH = 6;
/** The code and the link work this long. */
export const RECOVERY_TTL_MS = 30 * 60 * 1000;
/** Wrong codes a recovery takes; the next one voids it (code and link). */
export const RECOVERY_CODE_MAX_ATTEMPTS = 5;
/** §9: after a reset the page goes to /login after 3 seconds. */
export const RECOVERY_REDIRECT_MS = 3000;
/** The throttles' window: one hour. */
export const RECOVERY_WINDOW_SECONDS = 60 * 60;
/** Recovery e-mails asked for one address (registered or not) per window. */
export const RECOVERY_REQUESTS_PER_ACCOUNT = 5;
/** Recovery e-mails asked for from one network address per window. */
export const RECOVERY_REQUESTS_PER_IP = 20;
/** Codes and links tried for one account per window. */
export const RECOVERY_CHECKS_PER_ACCOUNT = 10;
/** Codes, links and link checks tried from one network address per window. */
export const RECOVERY_CHECKS_PER_IP = 30;
/** A link's token is 43 characters; anything far longer is no token of ours. */
export const RECOVERY_TOKEN_MAX = 200;

/** Where a reset link points (public route /reset-password/{token}). */
export const resetPasswordPath = (token: string) => `/reset-password/${encodeURIComponent(token)}`;

const isText = (value: unknown): value is string => typeof value === "string";
const fieldOf = (value: unknown, field: string): unknown =>
  typeof value === "object" && value !== null ? Reflect.get(value, field) : undefined;

const Password = z
  .string({ error: recoveryMessages.passwordRequired })
  .max(PASSWORD_MAX, recoveryMessages.passwordTooLong);

const Code = z
  .string({ error: recoveryMessages.codeRequired })
  .trim()
  .regex(new RegExp(`^\\d{${RECOVERY_CODE_LENGTH}}$`), recoveryMessages.codeRequired);

/**
 * §5's two rules in the spec's order: the passwords match, then at least 6 characters. They run
 * even when another field is wrong, so a form shows every message at once.
 */
function withPasswordRules<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  password: string,
  confirmation: string,
) {
  return schema
    .refine(
      (value) =>
        fieldOf(value, confirmation) === undefined || fieldOf(value, password) === fieldOf(value, confirmation),
      {
        message: recoveryMessages.passwordsDoNotMatch,
        path: [confirmation],
        when: ({ value }) => isText(fieldOf(value, password)),
      },
    )
    .refine((value) => String(fieldOf(value, password)).length >= RECOVERY_PASSWORD_MIN, {
      message: recoveryMessages.passwordTooShort,
      path: [password],
      when: ({ value }) => isText(fieldOf(value, password)),
    });
}

/** Step 1: the address to send the code and the link to. */
export const RecoveryRequestInput = z.object({ email: Email });
export type RecoveryRequestInput = z.input<typeof RecoveryRequestInput>;

const codeFields = {
  email: Email,
  code: Code,
  newPassword: Password,
  confirmPassword: z.string({ error: recoveryMessages.passwordsDoNotMatch }).max(PASSWORD_MAX),
};

/** Step 2: the e-mailed code with the new password and its confirmation. */
export const ResetWithCodeInput = withPasswordRules(z.object(codeFields), "newPassword", "confirmPassword");
export type ResetWithCodeInput = z.input<typeof ResetWithCodeInput>;

const Token = z
  .string({ error: recoveryMessages.linkInvalid })
  .trim()
  .min(1, recoveryMessages.linkInvalid)
  .max(RECOVERY_TOKEN_MAX, recoveryMessages.linkInvalid);

/** The link's token, as /reset-password/{token} carries it. */
export const RecoveryTokenInput = z.object({ token: Token });

/** The reset link: the old client sends only the password, the page also its confirmation. */
export const ResetWithTokenInput = withPasswordRules(
  z.object({ token: Token, password: Password, confirmPassword: z.string().max(PASSWORD_MAX).optional() }),
  "password",
  "confirmPassword",
);
export type ResetWithTokenInput = z.input<typeof ResetWithTokenInput>;

/** The /reset-password/{token} form: both fields, matching. */
export const ResetPasswordForm = withPasswordRules(
  z.object({
    password: Password,
    confirmPassword: z.string({ error: recoveryMessages.passwordsDoNotMatch }).max(PASSWORD_MAX),
  }),
  "password",
  "confirmPassword",
);
export type ResetPasswordForm = z.input<typeof ResetPasswordForm>;

const hasResetFields = (body: unknown) =>
  ["newPassword", "confirmPassword", "code"].some((field) => fieldOf(body, field) !== undefined);

/**
 * The legacy `POST /users/forgot-password` (§7): `{ email }` asks for the e-mail; a body with a
 * new password is the second step, which needs the code like the form's.
 */
export const LegacyForgotPasswordInput = z.preprocess(
  (body) =>
    typeof body === "object" && body !== null && !Array.isArray(body)
      ? { ...body, step: hasResetFields(body) ? "reset" : "request" }
      : body,
  z.discriminatedUnion(
    "step",
    [
      z.object({ step: z.literal("request"), email: Email }),
      withPasswordRules(z.object({ step: z.literal("reset"), ...codeFields }), "newPassword", "confirmPassword"),
    ],
    { error: messages.requiredFields },
  ),
);

/** Step 1's answer, the same for every address: `verified` is the legacy flag that opens step 2. */
export const RecoveryRequested = z.object({ verified: z.literal(true), message: z.string() });
export type RecoveryRequested = z.infer<typeof RecoveryRequested>;

/** A reset's answer: the new password is set and every session has ended. */
export const RecoveryDone = z.object({ success: z.literal(true), message: z.string() });
export type RecoveryDone = z.infer<typeof RecoveryDone>;
