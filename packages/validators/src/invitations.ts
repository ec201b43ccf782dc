import { z } from "zod";
import { INVITATION_CODE_MAX } from "./invitation-link";
import { messages } from "./messages/common";
import { emailAddress, requiredText } from "./text-schemas";
import { UserProfile } from "./user";

/** How long an invitation stays usable after it was sent or resent (docs/decisions/007). */
export const INVITATION_TTL_DAYS = 14;
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;
/** platform.md §9: invitation status values. */
export const INVITATION_STATUSES = ["pending", "used"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
/** platform.md §9: the copied-code indicator shows this long. */
export const INVITATION_COPIED_MS = 2000;
/** Invitation look-ups (verify and use together) one address may make per window. */
export const INVITATION_LOOKUPS_PER_IP = 30;
export const INVITATION_LOOKUP_WINDOW_SECONDS = 15 * 60;
/** Wrong admin-gate passwords one account may enter per window before 429. */
export const ADMIN_UNLOCK_MAX_FAILURES = 5;
export const ADMIN_UNLOCK_WINDOW_SECONDS = 15 * 60;
/** An unlocked admin page locks again this long after the password was entered. */
export const ADMIN_UNLOCK_TTL_MS = 12 * 60 * 60 * 1000;

export function invitationResentMessage(email: string): string {
  return `Invitation resent to ${email}`;
}

/** The generate form of the admin page (platform.md §5): name required; email required and an e-mail. */
export const CreateInvitationInput = z.object({
  name: requiredText(messages.invitationNameRequired, 100, messages.invitationNameTooLong),
  email: emailAddress(messages.invitationEmailRequired),
});
export type CreateInvitationInput = z.input<typeof CreateInvitationInput>;

/** A code as a link or a client sends it; an unknown one is answered, not rejected as input. */
export const InvitationCode = requiredText(messages.invitationInvalid, INVITATION_CODE_MAX, messages.invitationInvalid);

export const InvitationCodeInput = z.object({ code: InvitationCode });

export const AdminUnlockInput = z.object({
  password: z
    .string({ error: messages.adminPasswordRequired })
    .min(1, messages.adminPasswordRequired)
    .max(1024, messages.adminInvalidPassword),
});

/** An invitation as the admin page and the legacy list read it (platform.md §3). */
export const InvitationView = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  code: z.string(),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.date(),
  expiresAt: z.date(),
  usedAt: z.date().nullable(),
});
export type InvitationView = z.infer<typeof InvitationView>;

/** Creation and resend answer (platform.md §3): the link, the row and a message for the banner. */
export const InvitationSent = z.object({
  invitationUrl: z.string(),
  invitation: InvitationView,
  /** False when the e-mail to the invitee could not be handed over (the link still works). */
  emailed: z.boolean(),
  message: z.string(),
});
export type InvitationSent = z.infer<typeof InvitationSent>;

/** Verify answer (platform.md §3). */
export const InvitationVerification = z.object({
  valid: z.boolean(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  message: z.string(),
});
export type InvitationVerification = z.infer<typeof InvitationVerification>;

/** Admin user list item (platform.md §3): the user as the profile reads it, with the usage counts. */
export const AdminUserListItem = UserProfile.pick({ _id: true, name: true, email: true, createdAt: true }).extend({
  loginCount: z.number().int(),
  dailyJournals: z.number().int(),
  weeklyJournals: z.number().int(),
  performanceJournals: z.number().int(),
  breathCycles: z.number().int(),
  meditationMinutes: z.number().int(),
  concentrationGames: z.number().int(),
});
export type AdminUserListItem = z.infer<typeof AdminUserListItem>;

/** The sortable columns of the Users table: every field of a list item but the legacy `_id`, in its order. */
export const ADMIN_USER_COLUMNS = AdminUserListItem.keyof().exclude(["_id"]).options;
export type AdminUserColumn = (typeof ADMIN_USER_COLUMNS)[number];

let monthDayYear: Intl.DateTimeFormat | undefined;

/** platform.md §9: dates on the admin page read "MMM d, yyyy" (e.g. "Nov 3, 2026"). */
export function formatAdminDate(date: Date): string {
  monthDayYear ??= new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
  return monthDayYear.format(date);
}
