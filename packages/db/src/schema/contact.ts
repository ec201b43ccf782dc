import { index, pgTable, text } from "drizzle-orm/pg-core";
import { now, timestamptz } from "./columns";
import { ownedRecord } from "./user-columns";

/** Messages sent through Contact Us (platform.md §2), kept whether or not the e-mail went out. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    ...ownedRecord(),
    subject: text().notNull(),
    message: text().notNull(),
    createdAt: now(),
    /** When the e-mail to the provider was handed over; null while it has not been. */
    emailedAt: timestamptz(),
  },
  (table) => [index("contact_messages_user_id_idx").on(table.userId, table.createdAt)],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
