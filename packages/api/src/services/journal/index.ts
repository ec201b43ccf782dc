import { and, type Database, desc, eq, gte, inArray, type JournalEntryRow, journalEntries, lt } from "@onepercent/db";
import {
  addDays,
  averageRating,
  DailyJournalContent,
  type GetJournalInput,
  type IdInput,
  JOURNAL_TREND_WEEKS,
  type JournalDateItem,
  type JournalEntry,
  type JournalTrendWeek,
  type ListJournalDatesInput,
  localDate,
  messages,
  PerformanceJournalContent,
  type SaveJournalInput,
  WeeklyJournalContent,
  weekStartOf,
} from "@onepercent/validators";
import { found, inserted, ownedBy } from "../shared/records";

const entryColumns = {
  id: journalEntries.id,
  type: journalEntries.type,
  date: journalEntries.date,
  content: journalEntries.content,
  createdAt: journalEntries.createdAt,
  updatedAt: journalEntries.updatedAt,
};
type EntryRow = Pick<JournalEntryRow, keyof typeof entryColumns>;

/** A stored row as the API answers it; the content is parsed again with its type's schema. */
function toEntry(row: EntryRow): JournalEntry {
  const meta = { id: row.id, date: row.date, createdAt: row.createdAt, updatedAt: row.updatedAt };
  switch (row.type) {
    case "daily":
      return { ...DailyJournalContent.parse(row.content), ...meta, type: "daily" };
    case "weekly":
      return { ...WeeklyJournalContent.parse(row.content), ...meta, type: "weekly" };
    case "performance":
      return { ...PerformanceJournalContent.parse(row.content), ...meta, type: "performance" };
  }
}

/** Saves the caller's entry of that type and date: created the first time, replaced after. */
export async function saveJournalEntry(db: Database, userId: string, input: SaveJournalInput): Promise<JournalEntry> {
  const { type, date, ...content } = input;
  const now = new Date();
  const rows = await db
    .insert(journalEntries)
    .values({ userId, type, date, content, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [journalEntries.userId, journalEntries.type, journalEntries.date],
      set: { content, updatedAt: now },
    })
    .returning(entryColumns);
  return toEntry(inserted(rows, messages.journalSaveFailed));
}

/** The caller's entry of that type and date, or null when there is none. */
export async function getJournalEntry(
  db: Database,
  userId: string,
  { type, date }: GetJournalInput,
): Promise<JournalEntry | null> {
  const [row] = await db
    .select(entryColumns)
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.type, type), eq(journalEntries.date, date)));
  return row ? toEntry(row) : null;
}

/** The dates the caller has an entry of that type on, newest first. */
export function listJournalDates(
  db: Database,
  userId: string,
  { type }: ListJournalDatesInput,
): Promise<JournalDateItem[]> {
  return db
    .select({ id: journalEntries.id, date: journalEntries.date })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.type, type)))
    .orderBy(desc(journalEntries.date));
}

/** Deletes one of the caller's entries; anything else (another user's, a bad id) is NOT_FOUND. */
export async function deleteJournalEntry(db: Database, userId: string, { id }: IdInput): Promise<JournalEntry> {
  return toEntry(
    found(
      await db
        .delete(journalEntries)
        .where(ownedBy(journalEntries, userId, id))
        .returning(entryColumns),
    ),
  );
}

/**
 * The weekly rating and the performance and mental ratings of the last twelve weeks (Sunday to
 * Saturday in the user's zone, the current week last), averaged per week by entry date.
 */
export async function journalTrends(
  db: Database,
  user: { id: string; timeZone: string },
  now = new Date(),
): Promise<JournalTrendWeek[]> {
  const currentWeek = weekStartOf(localDate(now, user.timeZone));
  const weekStarts = Array.from({ length: JOURNAL_TREND_WEEKS }, (_, index) =>
    addDays(currentWeek, (index - JOURNAL_TREND_WEEKS + 1) * 7),
  );
  const first = weekStarts[0] ?? currentWeek;
  const rows = await db
    .select(entryColumns)
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, user.id),
        inArray(journalEntries.type, ["weekly", "performance"]),
        gte(journalEntries.date, first),
        lt(journalEntries.date, addDays(currentWeek, 7)),
      ),
    );
  const entries = rows.map(toEntry);
  return weekStarts.map((weekStart) => {
    const inWeek = entries.filter((entry) => weekStartOf(entry.date) === weekStart);
    const weekly = inWeek.flatMap((entry) => (entry.type === "weekly" ? [entry] : []));
    const performance = inWeek.flatMap((entry) => (entry.type === "performance" ? [entry] : []));
    return {
      weekStart,
      rating: averageRating(weekly.map((entry) => entry.rating)),
      performanceRating: averageRating(performance.map((entry) => entry.performanceRating)),
      mentalRating: averageRating(performance.map((entry) => entry.mentalRating)),
      weeklyEntries: weekly.length,
      performanceEntries: performance.length,
    };
  });
}
