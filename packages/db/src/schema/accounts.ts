import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, now, timestamptz } from "./columns";
import { userMention, userRef } from "./user-columns";

/**
 * A password recovery in progress (ARCHITECTURE.md "identity"): the e-mail carries a 6-digit code
 * and a link; only their SHA-256 digests are kept. One row per user: a newer request replaces the
 * older one, and a successful reset removes it. Wrong codes are counted on the row.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: id(),
    userId: userRef(),
    /** base64url SHA-256 of the 6-digit code (salted with the row id). */
    codeHash: text().notNull(),
    /** base64url SHA-256 of the link's random token. */
    tokenHash: text().notNull(),
    /** Wrong codes entered against this row. */
    attempts: integer().notNull().default(0),
    createdAt: now(),
    expiresAt: timestamptz().notNull(),
  },
  (table) => [
    uniqueIndex("password_resets_user_unique").on(table.userId),
    uniqueIndex("password_resets_token_unique").on(table.tokenHash),
  ],
);

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

export type PasswordReset = typeof passwordResets.$inferSelect;
export type AdminAuditEntry = typeof adminAuditLog.$inferSelect;
