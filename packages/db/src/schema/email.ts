import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * E-mail kept instead of sent when no SMTP server is configured (ARCHITECTURE.md "E-mail"),
 * so reset links, invitations and contact messages can be read locally.
 */
export const emailOutbox = pgTable("email_outbox", {
  id: uuid().primaryKey().defaultRandom(),
  sender: text().notNull(),
  recipient: text().notNull(),
  replyTo: text(),
  subject: text().notNull(),
  body: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type OutboxEmail = typeof emailOutbox.$inferSelect;
