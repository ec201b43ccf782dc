import { INVITATION_CODE_PARAM } from "@onepercent/validators/invitation-link";

/**
 * The registration pages read the invitation code of an invitation link (platform.md §2).
 * Kept apart from the form: route options load with the app, the form only with its page.
 */
export function validateInvitationSearch(search: Record<string, unknown>): { code?: string } {
  const code = search[INVITATION_CODE_PARAM];
  return typeof code === "string" && code.trim() !== "" ? { code: code.trim() } : {};
}
