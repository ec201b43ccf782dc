import { sql } from "drizzle-orm";
import { boolean, check, date, doublePrecision, index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { now, partOf, timestamps } from "./columns";
import { ownedTable } from "./owned-table";
import { userRef } from "./user-columns";

/** The role-goal a record is under; deleting the role-goal deletes it. */
const roleGoalRef = () => partOf(() => roleGoals.id);

/** Roles and goals, the quarterly goals (planning-and-reflection.md §2.7, §3 "Role-goal item"). */
export const roleGoals = ownedTable(
  "role_goals",
  {
    role: text().notNull(),
    goal: text().notNull(),
    ...timestamps(),
  },
  (table) => table.createdAt,
);

/** Two-week objectives under a role-goal (§3 "Objective"). */
export const objectives = ownedTable(
  "objectives",
  {
    roleGoalId: roleGoalRef(),
    objective: text().notNull(),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }).notNull(),
    completed: boolean().notNull().default(false),
    ...timestamps(),
  },
  (table) => table.startDate,
  (table) => [index("objectives_role_goal_id_idx").on(table.roleGoalId)],
);

/**
 * Planner tasks under a role-goal (§3 "Planner task"): a daily planner task has a date, a
 * two-week planner task a start and an end date.
 */
export const plannerTasks = ownedTable(
  "planner_tasks",
  {
    roleGoalId: roleGoalRef(),
    task: text().notNull(),
    completed: boolean().notNull().default(false),
    /** Set for a daily planner task. */
    date: date({ mode: "string" }),
    /** Set (both) for a two-week planner task. */
    startDate: date({ mode: "string" }),
    endDate: date({ mode: "string" }),
    ...timestamps(),
  },
  (table) => table.date,
  (table) => [index("planner_tasks_role_goal_id_idx").on(table.roleGoalId)],
);

/** Generic tasks (§7 /api/tasks: title, description, dueDate, completed). */
export const tasks = ownedTable(
  "tasks",
  {
    title: text().notNull(),
    description: text(),
    dueDate: date({ mode: "string" }),
    completed: boolean().notNull().default(false),
    ...timestamps(),
  },
  (table) => table.createdAt,
);

/** One daily check-in per user per calendar day (§7: date, mood, timestamp). */
export const dailyCheckins = pgTable(
  "daily_checkins",
  {
    userId: userRef(),
    date: date({ mode: "string" }).notNull(),
    /**
     * The mood, which §7 gives no type: a number is kept in `mood`, a word in `moodText`, exactly
     * one of the two, so it reads back as what was given.
     */
    mood: doublePrecision(),
    moodText: text(),
    checkedInAt: now(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.date] }),
    check("daily_checkins_one_mood", sql`(${table.mood} is null) <> (${table.moodText} is null)`),
  ],
);

export type RoleGoal = typeof roleGoals.$inferSelect;
export type Objective = typeof objectives.$inferSelect;
export type PlannerTask = typeof plannerTasks.$inferSelect;
export type GenericTask = typeof tasks.$inferSelect;
export type DailyCheckin = typeof dailyCheckins.$inferSelect;
