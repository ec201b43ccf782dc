import type {
  DailyJournalContent,
  JournalType,
  PerformanceJournalContent,
  WeeklyJournalContent,
} from "@onepercent/validators";
import { sql } from "drizzle-orm";
import { check, date, index, jsonb, pgTable, text, unique } from "drizzle-orm/pg-core";
import { now } from "./columns";
import { ownedRecord } from "./user-columns";

/**
 * Daily, weekly and performance journal entries (planning-and-reflection.md §2.5, §2.6, §3).
 * One entry per user, type and calendar day (in the user's zone); saving again updates it.
 *
 * The type's own fields live in `content` (jsonb): the three journals share date, owner and
 * lifecycle but not their fields, and every write is the zod-validated shape of its type
 * (`JOURNAL_CONTENT` in @onepercent/validators), which reads parse again. Ratings are read
 * from it with `(content->>'rating')::int` for the trends.
 */
export const journalEntries = pgTable(
  "journal_entries",
  {
    ...ownedRecord(),
    type: text().$type<JournalType>().notNull(),
    date: date({ mode: "string" }).notNull(),
    content: jsonb().$type<DailyJournalContent | WeeklyJournalContent | PerformanceJournalContent>().notNull(),
    createdAt: now(),
    updatedAt: now(),
  },
  (table) => [
    unique("journal_entries_user_type_date_key").on(table.userId, table.type, table.date),
    index("journal_entries_user_date_idx").on(table.userId, table.date),
    check("journal_entries_type_check", sql`${table.type} in ('daily', 'weekly', 'performance')`),
  ],
);

export type JournalEntryRow = typeof journalEntries.$inferSelect;
