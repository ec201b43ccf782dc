import { sql } from "drizzle-orm";
import { type AnyPgColumn, timestamp, uuid } from "drizzle-orm/pg-core";

// The columns most tables share, written once (the generated SQL is what each table spelled out before).

/** A random UUID primary key. */
export const id = () => uuid().primaryKey().defaultRandom();

/** The row this one is part of (its owner, its parent record): deleting that row deletes this one. */
export const partOf = (parent: () => AnyPgColumn) => uuid().notNull().references(parent, { onDelete: "cascade" });

/** A moment with its time zone. */
export const timestamptz = () => timestamp({ withTimezone: true });

/** A moment set when the row is written. */
export const now = () => timestamptz().notNull().defaultNow();

/** When the row last changed: every update sets it. */
export const updatedAt = () => now().$onUpdate(() => sql`now()`);

/** When the row was created, and when it last changed. */
export const timestamps = () => ({ createdAt: now(), updatedAt: updatedAt() });
