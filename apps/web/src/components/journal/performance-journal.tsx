import { Card } from "@onepercent/ui/card";
import { TextField } from "@onepercent/ui/field";
import {
  JOURNAL_RATING_DEFAULT,
  JOURNAL_TEXT_MAX,
  type JournalEntry,
  PERFORMANCE_TEXT_FIELDS,
} from "@onepercent/validators/journal";
import { JournalRating, JournalTextareas } from "./journal-fields";
import { JournalFrame, type SummaryItem } from "./journal-frame";
import { useJournalEditor } from "./use-journal-editor";

interface PerformanceValues {
  event: string;
  preparation: string;
  mentalState: string;
  performance: string;
  strengths: string;
  improvements: string;
  nextSteps: string;
  performanceRating: number;
  mentalRating: number;
}

const EMPTY: PerformanceValues = {
  event: "",
  preparation: "",
  mentalState: "",
  performance: "",
  strengths: "",
  improvements: "",
  nextSteps: "",
  performanceRating: JOURNAL_RATING_DEFAULT,
  mentalRating: JOURNAL_RATING_DEFAULT,
};
const fromEntry = (entry: JournalEntry): PerformanceValues | null =>
  entry.type === "performance"
    ? {
        event: entry.event,
        preparation: entry.preparation,
        mentalState: entry.mentalState,
        performance: entry.performance,
        strengths: entry.strengths,
        improvements: entry.improvements,
        nextSteps: entry.nextSteps,
        performanceRating: entry.performanceRating,
        mentalRating: entry.mentalRating,
      }
    : null;
const toInput = (date: string, values: PerformanceValues) => ({ type: "performance" as const, date, ...values });

const summaryOf = (values: PerformanceValues): SummaryItem[] => [
  ...PERFORMANCE_TEXT_FIELDS.map((field) => ({ label: field.label, text: values[field.key] })),
  { label: "Performance rating", text: `${values.performanceRating}/10` },
  { label: "Mental rating", text: `${values.mentalRating}/10` },
];

/** Performance journal (planning-and-reflection.md §2.6): the event, reflections and two ratings. */
export function PerformanceJournal() {
  const editor = useJournalEditor({ type: "performance", empty: EMPTY, fromEntry, toInput });
  const [eventField, ...reflections] = PERFORMANCE_TEXT_FIELDS;
  return (
    <JournalFrame editor={editor} idPrefix="performance" summary={summaryOf(editor.values)}>
      <Card className="space-y-4 p-4 sm:p-5">
        <TextField
          id="performance-event"
          label={eventField.label}
          placeholder={eventField.hint}
          required
          value={editor.values.event}
          maxLength={JOURNAL_TEXT_MAX}
          error={editor.errors.event}
          onChange={(event) => editor.edit((values) => ({ ...values, event: event.target.value }), "event")}
        />
        <JournalTextareas editor={editor} idPrefix="performance" fields={reflections} required />
      </Card>
      <Card className="grid gap-6 p-4 sm:grid-cols-2 sm:p-5">
        <JournalRating editor={editor} field="performanceRating" id="performance-rating" label="Performance rating" />
        <JournalRating editor={editor} field="mentalRating" id="performance-mental-rating" label="Mental rating" />
      </Card>
    </JournalFrame>
  );
}
