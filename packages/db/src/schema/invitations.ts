import { sql } from "drizzle-orm";
import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { id, now, timestamptz } from "./columns";
import { userMention } from "./user-columns";

/**
 * Registration invitations sent by the coach/admin (platform.md §3, §4). The code is 32
 * random bytes (base64url), so it cannot be guessed; an invitation is pending until a
 * registration uses it, and expires INVITATION_TTL_DAYS after it was (re)sent.
 */
export const invitations = pgTable(
  "invitations",
  {
    id: id(),
    name: text().notNull(),
    /** Always stored lower-case (validators normalise it). */
    email: text().notNull(),
    code: text().notNull(),
    status: text({ enum: ["pending", "used"] })
      .notNull()
      .default("pending"),
    /** The admin who sent it; kept when that account is removed. */
    createdBy: userMention(),
    createdAt: now(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    /** The account registered with it (null when that account was removed). */
    usedBy: userMention(),
  },
  (table) => [
    uniqueIndex("invitations_code_unique").on(table.code),
    // One pending invitation per address: a second one is a resend.
    uniqueIndex("invitations_pending_email_unique").on(table.email).where(sql`${table.status} = 'pending'`),
    index("invitations_created_at_idx").on(table.createdAt),
  ],
);

export type Invitation = typeof invitations.$inferSelect;
