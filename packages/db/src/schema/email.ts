import { pgTable, text } from "drizzle-orm/pg-core";
import { id, now } from "./columns";

/**
 * E-mail kept instead of sent when no SMTP server is configured (ARCHITECTURE.md "E-mail"),
 * so reset links, invitations and contact messages can be read locally.
 */
export const emailOutbox = pgTable("email_outbox", {
  id: id(),
  sender: text().notNull(),
  recipient: text().notNull(),
  replyTo: text(),
  subject: text().notNull(),
  body: text().notNull(),
  createdAt: now(),
});

export type OutboxEmail = typeof emailOutbox.$inferSelect;
