import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { now } from "./columns";
import { userRef } from "./user-columns";

/**
 * Mission, vision and process goals (planning-and-reflection.md §2.2, §3): one per user. The
 * lists are the zod-validated `MvpRecord` lists of @onepercent/validators (blanks dropped, at
 * most 5, the first required); `principles` are the process goals.
 */
export const mvps = pgTable("mvps", {
  userId: userRef().primaryKey(),
  mission: text().notNull().default(""),
  vision: jsonb().$type<string[]>().notNull(),
  principles: jsonb().$type<string[]>().notNull(),
  createdAt: now(),
  updatedAt: now(),
});

export type MvpRow = typeof mvps.$inferSelect;
