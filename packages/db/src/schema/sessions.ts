import { boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import { now, timestamptz } from "./columns";
import { userRef } from "./user-columns";

/**
 * Server-side sessions (Lucia design). The client holds `<id>.<secret>`; only the SHA-256 of
 * the secret is kept here. Cookie and bearer (REST) clients share this table.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    userId: userRef(),
    /** base64url SHA-256 of the session secret. */
    secretHash: text().notNull(),
    rememberMe: boolean().notNull(),
    createdAt: now(),
    lastActiveAt: now(),
    expiresAt: timestamptz().notNull(),
    /** The browser's User-Agent at sign-in (cut to 512 characters), for the list of signed-in devices. */
    userAgent: text(),
    /** How the session began; null for sessions opened before it was recorded. */
    signedInWith: text({ enum: ["password", "registration", "google", "password-change", "password-reset"] }),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId, table.expiresAt)],
);

export type Session = typeof sessions.$inferSelect;
