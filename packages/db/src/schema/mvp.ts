import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Mission, vision and process goals (planning-and-reflection.md §2.2, §3): one per user. The
 * lists are the zod-validated `MvpRecord` lists of @onepercent/validators (blanks dropped, at
 * most 5, the first required); `principles` are the process goals.
 */
export const mvps = pgTable("mvps", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  mission: text().notNull().default(""),
  vision: jsonb().$type<string[]>().notNull(),
  principles: jsonb().$type<string[]>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type MvpRow = typeof mvps.$inferSelect;
