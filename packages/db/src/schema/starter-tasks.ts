import { pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Starter tasks a client reported done (POST /api/users/starter-task) for areas whose own data
 * does not show it; tasks with data behind them (onboarding, a habit check…) are derived.
 */
export const starterTasks = pgTable(
  "starter_tasks",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    task: text().notNull(),
    completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.task] })],
);
