import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Server-side sessions (Lucia design). The client holds `<id>.<secret>`; only the SHA-256 of
 * the secret is kept here. Cookie and bearer (REST) clients share this table.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** base64url SHA-256 of the session secret. */
    secretHash: text().notNull(),
    rememberMe: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId, table.expiresAt)],
);

export type Session = typeof sessions.$inferSelect;
