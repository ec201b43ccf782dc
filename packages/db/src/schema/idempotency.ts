import { index, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { now } from "./columns";
import { userRef } from "./user-columns";

/**
 * The first answer of each create that came with an idempotency key (decision 025): a retry with
 * the same key gets it again and creates nothing. Written in the create's own transaction, so a
 * key is stored exactly when its row is; swept after a day.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: userRef(),
    key: text().notNull(),
    /** The procedure (e.g. habits.create): a key is not reused for another one. */
    operation: text().notNull(),
    /** SHA-256 of the request's input: a key is not reused for another request. */
    requestHash: text().notNull(),
    /** The answer, serialized by the API's transformer. */
    response: jsonb().notNull(),
    createdAt: now(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index().on(table.createdAt)],
);
