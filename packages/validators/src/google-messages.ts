/**
 * What Google sign-in says (platform.md §2, §8; issue 16). Plain strings without zod, so the
 * sign-in page can show them without loading the schemas.
 */
export const googleMessages = {
  /** /login?error=google_unverified: an existing account whose e-mail Google has not verified. */
  unverified:
    "Your Google e-mail address is not verified, so it cannot be linked to your account. Sign in with your password.",
  /** The same words as a password sign-in to a disabled account (adminUserMessages.accountDisabled). */
  disabled: "This account has been disabled. Contact your coach.",
  /** The rest of registration after the signed sign-up cookie has gone (30 minutes). */
  signupExpired: "Your Google sign-in has expired. Please continue with Google again.",
  /** Above the registration wizard of a new Google user, and its last step. */
  signupIntro: "Signed in with Google. Complete your profile to finish creating your account.",
  accountStep: "You will sign in with Google as",
} as const;

/** The sign-in page's error values the Google callback sends (platform.md §2, plus issue 16's refusals). */
export const GOOGLE_LOGIN_ERRORS = ["google_auth_failed", "no_user", "google_unverified", "google_disabled"] as const;
export type GoogleLoginError = (typeof GOOGLE_LOGIN_ERRORS)[number];

/** The query that marks the registration page as the rest of a Google sign-up: /new-profile?google=1 */
export const GOOGLE_SIGNUP_PARAM = "google";
