import { z } from "zod";
import { accountMessages } from "./messages/account";
import { PASSWORD_MAX } from "./user";

// Signed-in devices, My data and Delete my account on /profile (issue 16, parts 4 and 5).

/** Data exports one user may download per hour (each reads every table of theirs and their audio). */
export const ACCOUNT_EXPORTS_PER_HOUR = 3;
/** A Google sign-in this recent confirms a deletion instead of the password. */
export const GOOGLE_CONFIRMATION_MS = 10 * 60 * 1000;
/** What a device handle is at most (a base64url SHA-256 is 43 characters). */
export const DEVICE_HANDLE_MAX = 64;

/** How a session began (sessions.signedInWith); null for sessions opened before it was recorded. */
export const SIGN_IN_METHODS = ["password", "registration", "google", "password-change", "password-reset"] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** One signed-in device as the caller sees it: an opaque handle, never the session's id. */
export const DeviceSession = z.object({
  handle: z.string(),
  device: z.string(),
  signedInAt: z.date(),
  lastActiveAt: z.date(),
  signedInWith: z.enum(SIGN_IN_METHODS).nullable(),
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof DeviceSession>;

export const RevokeSessionInput = z.object({
  handle: z.string(accountMessages.deviceNotFound).min(1, accountMessages.deviceNotFound).max(DEVICE_HANDLE_MAX),
});
export type RevokeSessionInput = z.infer<typeof RevokeSessionInput>;

/** What deleting the caller's account asks for: the password, or (a Google account) a fresh Google sign-in. */
export const AccountDeletionView = z.object({
  isAdmin: z.boolean(),
  googleLinked: z.boolean(),
  /** Until when the current session's Google sign-in confirms a deletion; null when it does not. */
  googleConfirmedUntil: z.date().nullable(),
});
export type AccountDeletionView = z.infer<typeof AccountDeletionView>;

/** The password, empty only when a fresh Google sign-in confirms instead. */
export const DeleteAccountInput = z.object({
  password: z
    .string(accountMessages.passwordRequired)
    .max(PASSWORD_MAX * 4, accountMessages.passwordIncorrect)
    .default(""),
});
export type DeleteAccountInput = z.input<typeof DeleteAccountInput>;

/** The export's file name: onepercent-data-YYYY-MM-DD.zip, the day in the user's zone. */
export const exportFileName = (day: string) => `onepercent-data-${day}.zip`;
