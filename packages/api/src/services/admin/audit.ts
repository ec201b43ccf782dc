import { adminAuditLog, type Database, desc, eq, sql, users } from "@onepercent/db";
import type { InvitationSent } from "@onepercent/validators";
import { ADMIN_AUDIT_PAGE_SIZE, type AdminAuditPage } from "@onepercent/validators/admin-users";
import { deleteInvitation } from "../invitations";

/** Notes what the admin did to an invitation (the address it was sent to, its id). */
async function noteInvitation(
  db: Database,
  adminId: string,
  action: "invite" | "revoke-invitation",
  invitation: { id: string; email: string },
) {
  await db.insert(adminAuditLog).values({
    adminId,
    targetUserId: null,
    targetEmail: invitation.email,
    action,
    detail: { invitationId: invitation.id },
  });
}

/** Notes that the admin invited an address (after the invitation was created and sent). */
export async function recordInvitation(db: Database, adminId: string, sent: InvitationSent): Promise<InvitationSent> {
  await noteInvitation(db, adminId, "invite", sent.invitation);
  return sent;
}

/** Deletes a pending invitation and notes it, in one transaction. */
export async function revokeInvitation(db: Database, adminId: string, id: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const removed = await deleteInvitation(tx, id);
    await noteInvitation(tx, adminId, "revoke-invitation", removed);
    return { id: removed.id };
  });
}

/** One page of the audit log, newest first, with the acting admin's name and e-mail. */
export async function listAuditLog(db: Database, page: number): Promise<AdminAuditPage> {
  const pageSize = ADMIN_AUDIT_PAGE_SIZE;
  const rows = await db
    .select({
      id: adminAuditLog.id,
      action: adminAuditLog.action,
      targetUserId: adminAuditLog.targetUserId,
      targetEmail: adminAuditLog.targetEmail,
      createdAt: adminAuditLog.createdAt,
      adminName: users.name,
      adminEmail: users.email,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.adminId))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = rows[0]?.total ?? (page === 1 ? 0 : await db.$count(adminAuditLog));
  return {
    items: rows.map(({ adminName, adminEmail, total: _, ...entry }) => ({
      ...entry,
      admin: adminName !== null && adminEmail !== null ? { name: adminName, email: adminEmail } : null,
    })),
    total,
    page,
    pageSize,
  };
}
