import { integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, now, timestamptz } from "./columns";
import { userRef } from "./user-columns";

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

export type PasswordReset = typeof passwordResets.$inferSelect;
