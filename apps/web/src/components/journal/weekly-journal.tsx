import { Card } from "@onepercent/ui/card";
import {
  JOURNAL_RATING_DEFAULT,
  type JournalEntry,
  WEEKLY_TEXT_FIELDS,
  WeeklyJournalInput,
} from "@onepercent/validators/journal";
import type { z } from "zod";
import { todayInBrowser } from "../../lib/today";
import { JournalTextareas, RatingSlider } from "./journal-fields";
import { JournalFrame } from "./journal-frame";
import type { SummaryItem } from "./journal-state";
import { useJournalForm } from "./use-journal-form";

type WeeklyForm = z.input<typeof WeeklyJournalInput>;

const blank = (date: string): WeeklyForm => ({
  type: "weekly",
  date,
  goals: "",
  wins: "",
  lessons: "",
  nextFocus: "",
  rating: JOURNAL_RATING_DEFAULT,
});
const fromEntry = (entry: JournalEntry, date: string): WeeklyForm | null =>
  entry.type === "weekly"
    ? {
        type: "weekly",
        date,
        goals: entry.goals,
        wins: entry.wins,
        lessons: entry.lessons,
        nextFocus: entry.nextFocus,
        rating: entry.rating,
      }
    : null;

const summaryOf = (values: WeeklyForm): SummaryItem[] => [
  ...WEEKLY_TEXT_FIELDS.map((field) => ({ label: field.label, text: values[field.key] })),
  { label: "Rating", text: `${values.rating}/10` },
];

/** Weekly journal (planning-and-reflection.md §2.6): goals, wins, lessons, next focus and a rating. */
export function WeeklyJournal() {
  const editor = useJournalForm(WeeklyJournalInput, blank(todayInBrowser()), { type: "weekly", blank, fromEntry });
  return (
    <JournalFrame editor={editor} idPrefix="weekly" summary={summaryOf(editor.values)}>
      <Card className="space-y-4 p-4 sm:p-5">
        <JournalTextareas field={editor.field} idPrefix="weekly" fields={WEEKLY_TEXT_FIELDS} required />
      </Card>
      <Card className="p-4 sm:p-5">
        <RatingSlider
          id="weekly-rating"
          label="How would you rate your week?"
          value={editor.values.rating}
          field={editor.field("rating", { valueAsNumber: true })}
        />
      </Card>
    </JournalFrame>
  );
}
