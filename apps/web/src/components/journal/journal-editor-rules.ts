import type { JournalEntry, JournalType } from "@onepercent/validators/journal";
import { messages } from "@onepercent/validators/messages/common";

/**
 * The message a failed save shows (planning-and-reflection.md §5, §8), from the answer's HTTP
 * status (null: the server was not reached) and its message; the text stays in the form.
 */
export function saveFailureMessage(type: JournalType, status: number | null, message: string | undefined): string {
  if (status === 401) return messages.journalLoginRequired;
  if (status === 400 && message) return message;
  // The database is away (decision 025): "We can't reach the server, your text is kept".
  if (status === 503 && message) return message;
  return type === "weekly" ? messages.weeklyJournalSaveFailed : messages.journalSaveFailed;
}

/** What the past-entries dropdown says when the dates could not be read. */
export const pastDatesFailureMessage = (status: number | null) =>
  status === 401 ? messages.journalTokenMissing : messages.journalPastFailed;

/** The form's values for a loaded date: its entry of this journal, or an empty form. */
export function loadedValues<V>(entry: JournalEntry | null, fromEntry: (entry: JournalEntry) => V | null, empty: V): V {
  return entry ? (fromEntry(entry) ?? empty) : empty;
}
