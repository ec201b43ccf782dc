import { boolean, index, pgTable, text } from "drizzle-orm/pg-core";
import { now, timestamptz } from "./columns";
import { ownedTable } from "./owned-table";
import { userRef } from "./user-columns";

// Signing in (the auth router): server-side sessions and the record of each sign-in.

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

/**
 * One row per sign-in (registration included): the dashboard's weekly login count and the
 * admin's usage counts read it. Sessions are deleted at logout, so they cannot serve.
 */
export const logins = ownedTable(
  "logins",
  {
    method: text({ enum: ["password", "registration", "google"] }).notNull(),
    loggedInAt: now(),
  },
  (table) => table.loggedInAt,
);

export type Login = typeof logins.$inferSelect;
