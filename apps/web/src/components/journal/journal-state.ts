import { isJournalDate, type JournalEntry, type JournalType } from "@onepercent/validators/journal";
import { formatFullDate } from "../../lib/calendar-format";

/** "Monday, November 23, 2026" for a calendar day (anything else as typed). */
export const formatJournalDate = (day: string) => (isJournalDate(day) ? formatFullDate(day) : day);

type EntryOf<T extends JournalType> = Extract<JournalEntry, { type: T }>;

const isOfType = <T extends JournalType>(entry: JournalEntry, type: T): entry is EntryOf<T> => entry.type === type;

/**
 * A journal's `fromEntry`: a saved entry of `type` as form values on `date` (its fields as saved,
 * without the id and timestamps); null for another journal's entry.
 */
export const entryForm =
  <T extends JournalType>(type: T) =>
  (entry: JournalEntry, date: string): Omit<EntryOf<T>, "id" | "createdAt" | "updatedAt"> | null => {
    if (!isOfType(entry, type)) return null;
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...content } = entry;
    return { ...content, date };
  };

/** The saved entry as label and text pairs, for the saved panel. */
export interface SummaryItem {
  label: string;
  text: string;
}

/** What the frame around every journal's fields shows and does (useJournalEditor gives it). */
export interface JournalFrameState {
  date: string;
  dateError: string | undefined;
  dirty: boolean;
  saved: boolean;
  /** The saved entry waits on this device to be sent (issue 28). */
  keptOffline: boolean;
  pastMode: boolean;
  loading: boolean;
  hasEntry: boolean;
  /** The shown date's saved entry (its coaches' notes are read by it), null when there is none yet. */
  entryId: string | null;
  saving: boolean;
  saveError: string | null;
  pastDates: { id: string; date: string }[] | undefined;
  pastDatesError: string | null;
  pastDatesLoading: boolean;
  submit: () => Promise<void>;
  togglePast: () => void;
  changeDate: (next: string) => void;
  newEntry: () => void;
  editAgain: () => void;
  leave: { open: boolean; stay: () => void; discard: () => void };
}
