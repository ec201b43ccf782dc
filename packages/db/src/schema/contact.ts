import { text } from "drizzle-orm/pg-core";
import { now, timestamptz } from "./columns";
import { ownedTable } from "./owned-table";

/** Messages sent through Contact Us (platform.md §2), kept whether or not the e-mail went out. */
export const contactMessages = ownedTable(
  "contact_messages",
  {
    subject: text().notNull(),
    message: text().notNull(),
    createdAt: now(),
    /** When the e-mail to the provider was handed over; null while it has not been. */
    emailedAt: timestamptz(),
  },
  (table) => table.createdAt,
);

export type ContactMessage = typeof contactMessages.$inferSelect;
