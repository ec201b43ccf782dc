/** The sign-in page's error values the Google callback sends (platform.md §2, plus issue 16's refusals). */
export const GOOGLE_LOGIN_ERRORS = ["google_auth_failed", "no_user", "google_unverified", "google_disabled"] as const;
export type GoogleLoginError = (typeof GOOGLE_LOGIN_ERRORS)[number];

/** The query that marks the registration page as the rest of a Google sign-up: /new-profile?google=1 */
export const GOOGLE_SIGNUP_PARAM = "google";
