import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { sessions } from "./auth";
import { id, now } from "./columns";
import { userMention, userRef } from "./user-columns";

/** What the coach admin did to accounts (who, what, when), shown on /admin. */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: id(),
    adminId: userMention(),
    /** The account acted on; null once that account is deleted (its e-mail stays below). */
    targetUserId: userMention(),
    targetEmail: text().notNull(),
    action: text({ enum: ["disable", "enable", "invite", "revoke-invitation"] }).notNull(),
    detail: jsonb().$type<Record<string, string | number | boolean | null>>(),
    createdAt: now(),
  },
  (table) => [index("admin_audit_log_created_idx").on(table.createdAt)],
);

export type AdminAuditEntry = typeof adminAuditLog.$inferSelect;

/**
 * The admin page's password gate (ARCHITECTURE.md "Identity and sessions"): a row says this
 * session re-entered the admin's password. It goes with the session (logout, expiry).
 */
export const adminUnlocks = pgTable(
  "admin_unlocks",
  {
    sessionId: text()
      .primaryKey()
      .references(() => sessions.id, { onDelete: "cascade" }),
    userId: userRef(),
    unlockedAt: now(),
  },
  (table) => [index("admin_unlocks_user_id_idx").on(table.userId)],
);
