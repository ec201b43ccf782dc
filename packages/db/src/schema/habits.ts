import type { DayCode, HabitCategory, HabitCheckStatus, HabitFrequency, HabitTimeOfDay } from "@onepercent/validators";
import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { partOf, timestamps, updatedAt } from "./columns";
import { ownedTable } from "./owned-table";
import { userRef } from "./user-columns";

/** The Daily Success Checklist's actions (planning-and-reflection.md §3 "Daily action"). */
export const dailyActions = ownedTable(
  "daily_actions",
  {
    action: text().notNull(),
    category: text().$type<HabitCategory>().notNull().default("Other"),
    frequency: text().$type<HabitFrequency>().notNull().default("daily"),
    /** The days a custom frequency applies on (empty for the other frequencies). */
    customDays: text().array().$type<DayCode[]>().notNull().default(sql`'{}'::text[]`),
    timeOfDay: text().$type<HabitTimeOfDay>().notNull().default("anytime"),
    order: integer().notNull().default(0),
    ...timestamps(),
  },
  (table) => table.order,
);

/**
 * One check per action per calendar day (in the user's zone). History, streaks and completion
 * rates are queries over these rows; the weekly SU..SA grid is a view of them.
 */
export const dailyActionChecks = pgTable(
  "daily_action_checks",
  {
    actionId: partOf(() => dailyActions.id),
    userId: userRef(),
    date: date({ mode: "string" }).notNull(),
    status: text().$type<HabitCheckStatus>().notNull().default("pending"),
    note: text(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.actionId, table.date] }),
    index("daily_action_checks_user_id_idx").on(table.userId, table.date),
  ],
);

export type DailyAction = typeof dailyActions.$inferSelect;
export type DailyActionCheck = typeof dailyActionChecks.$inferSelect;
