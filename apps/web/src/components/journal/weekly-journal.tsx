import { Card } from "@onepercent/ui/card";
import { JOURNAL_RATING_DEFAULT, WEEKLY_TEXT_FIELDS, WeeklyJournalInput } from "@onepercent/validators/journal";
import type { z } from "zod";
import { todayInBrowser } from "../../lib/today";
import { JournalTextareas, RatingSlider } from "./journal-fields";
import { JournalFrame } from "./journal-frame";
import { entryForm, type SummaryItem } from "./journal-state";
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
const fromEntry = entryForm("weekly");

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
        <RatingSlider id="weekly-rating" label="How would you rate your week?" {...editor.rating("rating")} />
      </Card>
    </JournalFrame>
  );
}
