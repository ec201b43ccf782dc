import { Card } from "@onepercent/ui/card";
import { TextField } from "@onepercent/ui/field";
import {
  JOURNAL_RATING_DEFAULT,
  JOURNAL_TEXT_MAX,
  PERFORMANCE_TEXT_FIELDS,
  PerformanceJournalInput,
} from "@onepercent/validators/journal";
import type { z } from "zod";
import { todayInBrowser } from "../../lib/today";
import { JournalTextareas, RatingSlider } from "./journal-fields";
import { JournalFrame } from "./journal-frame";
import { entryForm, type SummaryItem } from "./journal-state";
import { useJournalForm } from "./use-journal-form";

type PerformanceForm = z.input<typeof PerformanceJournalInput>;

const blank = (date: string): PerformanceForm => ({
  type: "performance",
  date,
  event: "",
  preparation: "",
  mentalState: "",
  performance: "",
  strengths: "",
  improvements: "",
  nextSteps: "",
  performanceRating: JOURNAL_RATING_DEFAULT,
  mentalRating: JOURNAL_RATING_DEFAULT,
});
const fromEntry = entryForm("performance");

const summaryOf = (values: PerformanceForm): SummaryItem[] => [
  ...PERFORMANCE_TEXT_FIELDS.map((field) => ({ label: field.label, text: values[field.key] })),
  { label: "Performance rating", text: `${values.performanceRating}/10` },
  { label: "Mental rating", text: `${values.mentalRating}/10` },
];

/** Performance journal (planning-and-reflection.md §2.6): the event, reflections and two ratings. */
export function PerformanceJournal() {
  const editor = useJournalForm(PerformanceJournalInput, blank(todayInBrowser()), {
    type: "performance",
    blank,
    fromEntry,
  });
  const [eventField, ...reflections] = PERFORMANCE_TEXT_FIELDS;
  return (
    <JournalFrame editor={editor} idPrefix="performance" summary={summaryOf(editor.values)}>
      <Card className="space-y-4 p-4 sm:p-5">
        <TextField
          id="performance-event"
          label={eventField.label}
          placeholder={eventField.hint}
          required
          maxLength={JOURNAL_TEXT_MAX}
          {...editor.field("event")}
        />
        <JournalTextareas field={editor.field} idPrefix="performance" fields={reflections} required />
      </Card>
      <Card className="grid gap-6 p-4 sm:grid-cols-2 sm:p-5">
        <RatingSlider id="performance-rating" label="Performance rating" {...editor.rating("performanceRating")} />
        <RatingSlider id="performance-mental-rating" label="Mental rating" {...editor.rating("mentalRating")} />
      </Card>
    </JournalFrame>
  );
}
