import { isJournalDate } from "@onepercent/validators/journal";
import { formatFullDate } from "../../lib/calendar-format";

/** "Monday, November 23, 2026" for a calendar day (anything else as typed). */
export const formatJournalDate = (day: string) => (isJournalDate(day) ? formatFullDate(day) : day);

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
  pastMode: boolean;
  loading: boolean;
  hasEntry: boolean;
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
