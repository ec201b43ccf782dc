import { pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { now } from "./columns";
import { userRef } from "./user-columns";

/**
 * Starter tasks a client reported done (POST /api/users/starter-task) for areas whose own data
 * does not show it; tasks with data behind them (onboarding, a habit check…) are derived.
 */
export const starterTasks = pgTable(
  "starter_tasks",
  {
    userId: userRef(),
    task: text().notNull(),
    completedAt: now(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.task] })],
);
