import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * One row per sign-in (registration included): the dashboard's weekly login count and the
 * admin's usage counts read it. Sessions are deleted at logout, so they cannot serve.
 */
export const logins = pgTable(
  "logins",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text({ enum: ["password", "registration", "google"] }).notNull(),
    loggedInAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("logins_user_id_idx").on(table.userId, table.loggedInAt)],
);

export type Login = typeof logins.$inferSelect;
