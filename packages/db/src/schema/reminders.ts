import type { DayCode, ReminderChannel, ReminderKind } from "@onepercent/validators/reminders";
import { boolean, index, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { now, timestamps, timestamptz, updatedAt } from "./columns";
import { dailyActions } from "./habits";
import { ownedTable } from "./owned-table";
import { userRef } from "./user-columns";

/**
 * Reminders (issue 28, decision 032): a local time on chosen days in the athlete's zone. One per
 * habit, one for the daily journal, one for the weekly review. `nextDueAt` is the next instant it
 * is due (computed from time, days and the zone; null while disabled): the scheduler claims the
 * rows whose instant has come, sends them and moves it on.
 */
export const reminders = ownedTable(
  "reminders",
  {
    kind: text().$type<ReminderKind>().notNull(),
    /** The habit reminded of (kind "habit"); deleting the habit deletes its reminder. */
    actionId: uuid().references(() => dailyActions.id, { onDelete: "cascade" }),
    /** "HH:MM", local. */
    time: text().notNull(),
    days: text().array().$type<DayCode[]>().notNull(),
    enabled: boolean().notNull().default(true),
    nextDueAt: timestamptz(),
    /** The instant it was last due and handled (sent, or skipped for quiet hours or a done habit). */
    lastDueAt: timestamptz(),
    ...timestamps(),
  },
  (table) => table.createdAt,
  (table) => [
    unique("reminders_user_kind_action_key").on(table.userId, table.kind, table.actionId).nullsNotDistinct(),
    index("reminders_next_due_at_idx").on(table.nextDueAt),
  ],
);

/** How a user is reminded, and the hours nothing is sent (local "HH:MM"; both null: none). */
export const reminderPreferences = pgTable("reminder_preferences", {
  userId: userRef().primaryKey(),
  channel: text().$type<ReminderChannel>().notNull().default("push"),
  quietStart: text(),
  quietEnd: text(),
  updatedAt: updatedAt(),
});

/** A browser's web push subscription (one per endpoint; it moves to whoever subscribed last). */
export const pushSubscriptions = ownedTable(
  "push_subscriptions",
  {
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: now(),
  },
  (table) => table.createdAt,
);

export type Reminder = typeof reminders.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
