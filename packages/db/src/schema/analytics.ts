import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { id, now, timestamptz } from "./columns";
import { userMention } from "./user-columns";

/**
 * First-party product analytics (platform.md §1). Anonymous visitors (the home page, sign-in)
 * have no user; deleting a user keeps their events without the link.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: id(),
    userId: userMention(),
    name: text().notNull(),
    path: text(),
    /** The page title of the path's first segment. */
    title: text(),
    properties: jsonb().$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** When it happened in the browser (never in the future). */
    occurredAt: timestamptz().notNull(),
    receivedAt: now(),
  },
  (table) => [
    index("analytics_events_user_id_idx").on(table.userId, table.occurredAt),
    index("analytics_events_name_idx").on(table.name, table.occurredAt),
  ],
);

export type AnalyticsEvent = typeof analyticsEvents.$inferSelect;
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;
