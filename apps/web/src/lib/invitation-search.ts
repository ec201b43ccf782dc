import { GOOGLE_SIGNUP_PARAM } from "@onepercent/validators/google-login";
import { INVITATION_CODE_PARAM } from "@onepercent/validators/invitation-link";

/**
 * The registration pages read the invitation code of an invitation link (platform.md §2), and
 * the marker of a Google sign-up to complete (issue 16: /new-profile?google=1).
 * Kept apart from the form: route options load with the app, the form only with its page.
 */
export function validateInvitationSearch(search: Record<string, unknown>): { code?: string; google?: 1 } {
  const code = search[INVITATION_CODE_PARAM];
  const marker = search[GOOGLE_SIGNUP_PARAM];
  const google = marker === 1 || marker === "1" ? { google: 1 as const } : {};
  return typeof code === "string" && code.trim() !== "" ? { code: code.trim(), ...google } : google;
}
