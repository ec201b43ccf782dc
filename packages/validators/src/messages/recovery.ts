import { messages } from "./common";

/** The texts of recovery (the spec's where it has them: §5, §8). */
export const recoveryMessages = {
  /** Said for every address, registered or not. */
  requestSent:
    "If an account exists for that email, we've sent it a 6-digit code and a reset link. They work for 30 minutes.",
  codeRequired: "Enter the 6-digit code we e-mailed you",
  codeInvalid: "That code is wrong or has expired. Request a new one.",
  linkInvalid: "This reset link is invalid, has expired or was already used. Request a new one.",
  passwordsDoNotMatch: messages.passwordsDoNotMatch,
  passwordTooShort: "Password must be at least 6 characters long",
  passwordTooLong: messages.passwordTooLong,
  passwordRequired: "Please enter a new password",
  passwordReset: "Your password has been reset. Sign in with your new password.",
  redirecting: "Taking you to Sign In…",
  /** §8: the general fallback of password errors. */
  failed: "An error occurred. Please try again.",
  mailCodeSubject: "Your OnePercent password reset code",
  mailChangedSubject: "Your OnePercent password was changed",
} as const;
