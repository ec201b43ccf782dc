import { and, asc, type Database, dailyActionChecks, dailyActions, eq, journalEntries } from "@onepercent/db";
import { toCsv } from "./csv";

// The export's spreadsheets: journals and habits, one row per entry and per day's check.

/** Every journal entry: its type, day and times, then one column per field any entry has. */
export async function journalsCsv(db: Database, userId: string): Promise<string> {
  const entries = await db
    .select({
      type: journalEntries.type,
      date: journalEntries.date,
      content: journalEntries.content,
      createdAt: journalEntries.createdAt,
      updatedAt: journalEntries.updatedAt,
    })
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(asc(journalEntries.date), asc(journalEntries.type));
  const contents = entries.map((entry): Record<string, unknown> => ({ ...entry.content }));
  const fields = [...new Set(contents.flatMap((content) => Object.keys(content)))].sort();
  return toCsv(
    ["type", "date", ...fields, "createdAt", "updatedAt"],
    entries.map((entry, index) => [
      entry.type,
      entry.date,
      ...fields.map((field) => contents[index]?.[field]),
      entry.createdAt,
      entry.updatedAt,
    ]),
  );
}

/** Every habit check with its habit, day by day; a habit never checked has one row without a day. */
export async function habitsCsv(db: Database, userId: string): Promise<string> {
  const rows = await db
    .select({
      action: dailyActions.action,
      category: dailyActions.category,
      frequency: dailyActions.frequency,
      customDays: dailyActions.customDays,
      timeOfDay: dailyActions.timeOfDay,
      date: dailyActionChecks.date,
      status: dailyActionChecks.status,
      note: dailyActionChecks.note,
    })
    .from(dailyActions)
    .leftJoin(
      dailyActionChecks,
      and(eq(dailyActionChecks.actionId, dailyActions.id), eq(dailyActionChecks.userId, userId)),
    )
    .where(eq(dailyActions.userId, userId))
    .orderBy(asc(dailyActions.order), asc(dailyActions.action), asc(dailyActionChecks.date));
  return toCsv(
    ["habit", "category", "frequency", "customDays", "timeOfDay", "date", "status", "note"],
    rows.map((row) => [
      row.action,
      row.category,
      row.frequency,
      row.customDays,
      row.timeOfDay,
      row.date,
      row.status,
      row.note,
    ]),
  );
}
