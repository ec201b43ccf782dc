import { Card, CardTitle } from "@onepercent/ui/card";
import { FieldError, Input } from "@onepercent/ui/field";
import {
  DAILY_TEXT_FIELDS,
  DailyJournalInput,
  JOURNAL_SLOT_MAX,
  JOURNAL_SLOTS,
  type JournalEntry,
} from "@onepercent/validators/journal";
import { Heart, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { firstErrorMessage } from "../../lib/form-errors";
import { todayInBrowser } from "../../lib/today";
import { JournalTextareas } from "./journal-fields";
import { JournalFrame } from "./journal-frame";
import { entryForm, type SummaryItem } from "./journal-state";
import type { JournalEditor } from "./use-journal-editor";
import { useJournalForm } from "./use-journal-form";

type DailyForm = z.input<typeof DailyJournalInput>;

const blankSlots = () => Array.from({ length: JOURNAL_SLOTS }, () => "");
const blank = (date: string): DailyForm => ({
  type: "daily",
  date,
  wins: blankSlots(),
  gratitudes: blankSlots(),
  well: "",
  better: "",
  how: "",
  notes: "",
});
/** Saved lists hold only the filled slots; the form always shows three. */
const padded = (items: string[]) => [...items, ...blankSlots()].slice(0, JOURNAL_SLOTS);

const savedDaily = entryForm("daily");
const fromEntry = (entry: JournalEntry, date: string): DailyForm | null => {
  const saved = savedDaily(entry, date);
  return saved && { ...saved, wins: padded(saved.wins), gratitudes: padded(saved.gratitudes) };
};

function summaryOf(values: DailyForm): SummaryItem[] {
  const list = (items: string[] = []) => items.filter((item) => item.trim() !== "").join("\n");
  return [
    { label: "Wins", text: list(values.wins) },
    { label: "Gratitudes", text: list(values.gratitudes) },
    ...DAILY_TEXT_FIELDS.map((field) => ({ label: field.label, text: (values[field.key] ?? "").trim() })),
  ].filter((item) => item.text !== "");
}

function SlotGroup({
  editor,
  field,
  title,
  hint,
  itemLabel,
  icon,
}: {
  editor: JournalEditor<DailyForm>;
  field: "wins" | "gratitudes";
  title: string;
  hint: string;
  itemLabel: string;
  icon: ReactNode;
}) {
  const error = firstErrorMessage(editor.errors[field]);
  return (
    <Card className="p-4 sm:p-5">
      <fieldset aria-describedby={error ? `daily-${field}-error` : undefined}>
        <legend className="flex items-center gap-2">
          {icon}
          <CardTitle className="text-base">{title}</CardTitle>
        </legend>
        <p className="mt-1 text-slate-600 text-sm">{hint}</p>
        <ol className="mt-3 space-y-2">
          {Array.from({ length: JOURNAL_SLOTS }, (_, index) => (
            // The three slots are fixed positions, so the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots
            <li key={index} className="flex items-center gap-2">
              <span className="w-5 text-right font-semibold text-slate-400 text-sm" aria-hidden>
                {index + 1}
              </span>
              <Input
                aria-label={`${itemLabel} ${index + 1}`}
                maxLength={JOURNAL_SLOT_MAX}
                aria-invalid={error ? true : undefined}
                {...editor.field(`${field}.${index}`)}
              />
            </li>
          ))}
        </ol>
        <FieldError id={`daily-${field}-error`}>{error}</FieldError>
      </fieldset>
    </Card>
  );
}

/** The two lists of three: wins and gratitudes. */
const SLOT_GROUPS = [
  {
    field: "wins",
    title: "3 Wins",
    hint: "Three things that went well today, big or small.",
    itemLabel: "Win",
    icon: <Trophy className="size-5 text-amber-600" aria-hidden />,
  },
  {
    field: "gratitudes",
    title: "3 Gratitudes",
    hint: "Three things you are grateful for.",
    itemLabel: "Gratitude",
    icon: <Heart className="size-5 text-rose-600" aria-hidden />,
  },
] as const;

/** Daily Success Journal (planning-and-reflection.md §2.5). */
export function DailyJournal() {
  const editor = useJournalForm(DailyJournalInput, blank(todayInBrowser()), { type: "daily", blank, fromEntry });
  return (
    <JournalFrame editor={editor} idPrefix="daily" summary={summaryOf(editor.values)}>
      <div className="grid gap-4 md:grid-cols-2">
        {SLOT_GROUPS.map((group) => (
          <SlotGroup key={group.field} editor={editor} {...group} />
        ))}
      </div>
      <Card className="space-y-4 p-4 sm:p-5">
        <JournalTextareas field={editor.field} idPrefix="daily" fields={DAILY_TEXT_FIELDS} />
      </Card>
    </JournalFrame>
  );
}
