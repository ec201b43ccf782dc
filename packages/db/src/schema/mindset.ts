import type { IdentityStatement } from "@onepercent/validators";
import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { now } from "./columns";
import { userRef } from "./user-columns";

const list = () => jsonb().$type<string[]>().notNull().default([]);

/**
 * The mindset (planning-and-reflection.md §2.4, §3): one per user. The lists are short (at
 * most 5 items, checked by the validators' SaveMindsetInput) and always read whole.
 */
export const mindsets = pgTable("mindsets", {
  userId: userRef().primaryKey(),
  oneWordFocus: text().notNull().default(""),
  keysToKeepItSimple: list(),
  affirmations: list(),
  beliefs: list(),
  selfTalk: list(),
  bodyLanguage: list(),
  /** The identity statement's four lists (training-and-tools.md §3); older rows read empty lists. */
  identityStatement: jsonb().$type<IdentityStatement>().notNull().default({ iHave: [], iAm: [], iLove: [], iGive: [] }),
  createdAt: now(),
  updatedAt: now(),
});

/** The separate mindset process record (§3, §7 /api/mindset/process): its body language. */
export const mindsetProcesses = pgTable("mindset_processes", {
  userId: userRef().primaryKey(),
  bodyLanguage: list(),
  createdAt: now(),
  updatedAt: now(),
});
