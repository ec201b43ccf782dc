import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

const list = () => jsonb().$type<string[]>().notNull().default([]);

/**
 * The mindset (planning-and-reflection.md §2.4, §3): one per user. The lists are short (at
 * most 5 items, checked by the validators' SaveMindsetInput) and always read whole.
 */
export const mindsets = pgTable("mindsets", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  oneWordFocus: text().notNull().default(""),
  keysToKeepItSimple: list(),
  affirmations: list(),
  beliefs: list(),
  selfTalk: list(),
  bodyLanguage: list(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The separate mindset process record (§3, §7 /api/mindset/process): its body language. */
export const mindsetProcesses = pgTable("mindset_processes", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  bodyLanguage: list(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
