/**
 * The journal types without zod, for code that runs before a journal page loads (the route
 * table's search validation). The schemas are in ./journal.
 */
/** planning-and-reflection.md §3, §9: the three journals. */
export const JOURNAL_TYPES = ["daily", "weekly", "performance"] as const;
export type JournalType = (typeof JOURNAL_TYPES)[number];

export function isJournalType(value: unknown): value is JournalType {
  return typeof value === "string" && (JOURNAL_TYPES as readonly string[]).includes(value);
}
