import { index, pgTable, text } from "drizzle-orm/pg-core";
import { now } from "./columns";
import { ownedRecord } from "./user-columns";

/**
 * One row per sign-in (registration included): the dashboard's weekly login count and the
 * admin's usage counts read it. Sessions are deleted at logout, so they cannot serve.
 */
export const logins = pgTable(
  "logins",
  {
    ...ownedRecord(),
    method: text({ enum: ["password", "registration", "google"] }).notNull(),
    loggedInAt: now(),
  },
  (table) => [index("logins_user_id_idx").on(table.userId, table.loggedInAt)],
);

export type Login = typeof logins.$inferSelect;
