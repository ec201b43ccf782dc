/** The registration page reads the invitation code from this query parameter (platform.md §2). */
export const INVITATION_CODE_PARAM = "code";
/** Longest code accepted anywhere; real codes are 43 characters. */
export const INVITATION_CODE_MAX = 128;

/** Where an invitation link points: the registration page with the code. */
export function invitationPath(code: string): string {
  return `/register?${INVITATION_CODE_PARAM}=${encodeURIComponent(code)}`;
}
