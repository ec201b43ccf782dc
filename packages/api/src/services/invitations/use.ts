import { and, type Database, eq, type Invitation, invitations, users } from "@onepercent/db";
import {
  AppError,
  INVITATION_LOOKUP_WINDOW_SECONDS,
  INVITATION_LOOKUPS_PER_IP,
  type InvitationVerification,
  messages,
} from "@onepercent/validators";
import { reserveSlots } from "../shared/rate-limit";

// The invitee's side of invitations: the link's code checked, used, or claimed by a registration.

const lookupLimit = (ip: string) => [{ key: `invitation:ip:${ip}`, max: INVITATION_LOOKUPS_PER_IP }];

type Usability =
  | { ok: true; row: Invitation }
  | { ok: false; reason: "unknown" | "used" | "expired"; row?: Invitation };

async function findUsable(db: Database, code: string, now: Date): Promise<Usability> {
  const [row] = await db.select().from(invitations).where(eq(invitations.code, code));
  if (!row) return { ok: false, reason: "unknown" };
  if (row.status !== "pending") return { ok: false, reason: "used", row };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired", row };
  return { ok: true, row };
}

const refusal = (reason: "unknown" | "used" | "expired") =>
  reason === "unknown" ? messages.invitationInvalid : messages.invitationExpired;

/** The registration page checks the code of its link (platform.md §2, §3); throttled per address. */
export async function verifyInvitation(
  db: Database,
  code: string,
  ip: string,
  now = new Date(),
): Promise<InvitationVerification> {
  await reserveSlots(db, lookupLimit(ip), INVITATION_LOOKUP_WINDOW_SECONDS);
  const found = await findUsable(db, code, now);
  if (!found.ok) return { valid: false, email: null, name: null, message: refusal(found.reason) };
  return { valid: true, email: found.row.email, name: found.row.name, message: messages.invitationVerified };
}

/**
 * Marks an invitation used (the legacy client calls this after registering). Registration with
 * `invitationCode` already did it, so a used code answers success; unknown 404, expired 400.
 */
export async function useInvitation(
  db: Database,
  code: string,
  ip: string,
  now = new Date(),
): Promise<{ success: true; message: string }> {
  await reserveSlots(db, lookupLimit(ip), INVITATION_LOOKUP_WINDOW_SECONDS);
  const found = await findUsable(db, code, now);
  if (!found.ok && found.reason === "used") return { success: true, message: messages.invitationUsed };
  if (!found.ok) {
    throw new AppError(found.reason === "unknown" ? "NOT_FOUND" : "BAD_INPUT", refusal(found.reason));
  }
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, found.row.email));
  await db
    .update(invitations)
    .set({ status: "used", usedAt: now, usedBy: account?.id ?? null })
    .where(and(eq(invitations.id, found.row.id), eq(invitations.status, "pending")));
  return { success: true, message: messages.invitationUsed };
}

/**
 * Registration with a code (inside its transaction): the pending, unexpired invitation becomes
 * used by the new account, or the registration fails with the spec's message and rolls back.
 */
export async function claimInvitation(db: Database, code: string, userId: string, now = new Date()): Promise<void> {
  const found = await findUsable(db, code, now);
  if (!found.ok) throw new AppError("BAD_INPUT", refusal(found.reason));
  const [claimed] = await db
    .update(invitations)
    .set({ status: "used", usedAt: now, usedBy: userId })
    .where(and(eq(invitations.id, found.row.id), eq(invitations.status, "pending")))
    .returning({ id: invitations.id });
  // Another registration used it in the meantime.
  if (!claimed) throw new AppError("BAD_INPUT", messages.invitationExpired);
}
