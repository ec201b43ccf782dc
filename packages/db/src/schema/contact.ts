import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/** Messages sent through Contact Us (platform.md §2), kept whether or not the e-mail went out. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text().notNull(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the e-mail to the provider was handed over; null while it has not been. */
    emailedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index("contact_messages_user_id_idx").on(table.userId, table.createdAt)],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
