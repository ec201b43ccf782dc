import { Card } from "@onepercent/ui/card";
import { JOURNAL_RATING_DEFAULT, type JournalEntry, WEEKLY_TEXT_FIELDS } from "@onepercent/validators/journal";
import { JournalRating, JournalTextareas } from "./journal-fields";
import { JournalFrame, type SummaryItem } from "./journal-frame";
import { useJournalEditor } from "./use-journal-editor";

interface WeeklyValues {
  goals: string;
  wins: string;
  lessons: string;
  nextFocus: string;
  rating: number;
}

const EMPTY: WeeklyValues = { goals: "", wins: "", lessons: "", nextFocus: "", rating: JOURNAL_RATING_DEFAULT };
const fromEntry = (entry: JournalEntry): WeeklyValues | null =>
  entry.type === "weekly"
    ? { goals: entry.goals, wins: entry.wins, lessons: entry.lessons, nextFocus: entry.nextFocus, rating: entry.rating }
    : null;
const toInput = (date: string, values: WeeklyValues) => ({ type: "weekly" as const, date, ...values });

const summaryOf = (values: WeeklyValues): SummaryItem[] => [
  ...WEEKLY_TEXT_FIELDS.map((field) => ({ label: field.label, text: values[field.key] })),
  { label: "Rating", text: `${values.rating}/10` },
];

/** Weekly journal (planning-and-reflection.md §2.6): goals, wins, lessons, next focus and a rating. */
export function WeeklyJournal() {
  const editor = useJournalEditor({ type: "weekly", empty: EMPTY, fromEntry, toInput });
  return (
    <JournalFrame editor={editor} idPrefix="weekly" summary={summaryOf(editor.values)}>
      <Card className="space-y-4 p-4 sm:p-5">
        <JournalTextareas editor={editor} idPrefix="weekly" fields={WEEKLY_TEXT_FIELDS} required />
      </Card>
      <Card className="p-4 sm:p-5">
        <JournalRating editor={editor} field="rating" id="weekly-rating" label="How would you rate your week?" />
      </Card>
    </JournalFrame>
  );
}
