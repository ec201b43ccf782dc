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
