import { randomBytes } from "node:crypto";
import { and, type Database, desc, eq, type Invitation, invitations, users } from "@onepercent/db";
import type { Mailer } from "@onepercent/email";
import {
  AppError,
  type CreateInvitationInput,
  INVITATION_TTL_MS,
  type InvitationSent,
  type InvitationView,
  invitationPath,
  invitationResentMessage,
  messages,
} from "@onepercent/validators";
import type { z } from "zod";
import { notFound } from "../../errors";
import { idIs } from "../shared/records";

// The admin's side of invitations: create, list, resend and delete, each e-mailing the link.

type CreateInvitationData = z.output<typeof CreateInvitationInput>;

export interface InvitationDelivery {
  mailer: Mailer;
  /** Origin the link starts with; without one the link is a path on this site. */
  origin: string | undefined;
}

/** 256 random bits, base64url: cannot be guessed. */
const generateInvitationCode = () => randomBytes(32).toString("base64url");

function toInvitationView(row: Invitation): InvitationView {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    code: row.code,
    status: row.status,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    usedAt: row.usedAt,
  };
}

const invitationUrl = (origin: string | undefined, code: string) => `${origin ?? ""}${invitationPath(code)}`;

const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_TTL_MS);

/** E-mails the link to the invitee; false when the message could not be handed over. */
async function emailInvitation(
  delivery: InvitationDelivery,
  invitation: Invitation,
  url: string,
  sender: string,
): Promise<boolean> {
  const expires = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(invitation.expiresAt);
  try {
    await delivery.mailer.send({
      to: invitation.email,
      subject: "You're invited to OnePercent",
      text: [
        `Hi ${invitation.name},`,
        "",
        `${sender} invited you to OnePercent, mental-performance training for athletes: 1% better each day.`,
        "",
        "Create your free profile with this link:",
        url,
        "",
        `The link works until ${expires} (UTC) and only once. If you did not expect this invitation, you can ignore this e-mail.`,
      ].join("\n"),
    });
    return true;
  } catch {
    return false;
  }
}

async function senderName(db: Database, adminId: string): Promise<string> {
  const [admin] = await db.select({ name: users.name }).from(users).where(eq(users.id, adminId));
  return admin?.name ?? "Your coach";
}

/** E-mails the invitation's link and answers it; `sent` is the banner's message when the e-mail went out. */
async function sendInvitation(
  db: Database,
  adminId: string,
  row: Invitation,
  delivery: InvitationDelivery,
  sent: string,
): Promise<InvitationSent> {
  const url = invitationUrl(delivery.origin, row.code);
  const emailed = await emailInvitation(delivery, row, url, await senderName(db, adminId));
  return {
    invitationUrl: url,
    invitation: toInvitationView(row),
    emailed,
    message: emailed ? sent : messages.invitationNotEmailed,
  };
}

/** A pending invitation for a new address; e-mailed to the invitee (platform.md §2, §3). */
export async function createInvitation(
  db: Database,
  adminId: string,
  input: CreateInvitationData,
  delivery: InvitationDelivery,
  now = new Date(),
): Promise<InvitationSent> {
  const [registered] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (registered) throw new AppError("EMAIL_TAKEN", messages.invitationEmailRegistered);
  const [row] = await db
    .insert(invitations)
    .values({
      name: input.name,
      email: input.email,
      code: generateInvitationCode(),
      createdBy: adminId,
      createdAt: now,
      expiresAt: expiryFrom(now),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError("EMAIL_TAKEN", messages.invitationPendingExists);
  return sendInvitation(db, adminId, row, delivery, messages.invitationGenerated);
}

/** Every invitation, newest first: invitations belong to the admin role (docs/decisions/007). */
export async function listInvitations(db: Database): Promise<InvitationView[]> {
  const rows = await db.select().from(invitations).orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map(toInvitationView);
}

/** Why a change to a non-pending row failed: used (BAD_INPUT) or missing (NOT_FOUND). */
async function notPendingError(db: Database, id: string): Promise<AppError> {
  const [row] = await db.select({ status: invitations.status }).from(invitations).where(idIs(invitations.id, id));
  return row ? new AppError("BAD_INPUT", messages.invitationNotPending) : notFound();
}

/** A pending invitation gets a new code and expiry (the old link stops working) and is e-mailed again. */
export async function resendInvitation(
  db: Database,
  adminId: string,
  id: string,
  delivery: InvitationDelivery,
  now = new Date(),
): Promise<InvitationSent> {
  const [row] = await db
    .update(invitations)
    .set({ code: generateInvitationCode(), expiresAt: expiryFrom(now) })
    .where(and(idIs(invitations.id, id), eq(invitations.status, "pending")))
    .returning();
  if (!row) throw await notPendingError(db, id);
  return sendInvitation(db, adminId, row, delivery, invitationResentMessage(row.email));
}

/**
 * Only a pending invitation can be deleted; a used one is the record of a registration. Answers
 * the id and the address it was sent to.
 */
export async function deleteInvitation(db: Database, id: string): Promise<{ id: string; email: string }> {
  const [row] = await db
    .delete(invitations)
    .where(and(idIs(invitations.id, id), eq(invitations.status, "pending")))
    .returning({ id: invitations.id, email: invitations.email });
  if (!row) throw await notPendingError(db, id);
  return row;
}
