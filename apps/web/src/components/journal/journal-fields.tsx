import { TextareaField } from "@onepercent/ui/field";
import { RangeField } from "@onepercent/ui/range-field";
import {
  JOURNAL_RATING_DEFAULT,
  JOURNAL_RATING_MAX,
  JOURNAL_RATING_MIN,
  JOURNAL_TEXT_MAX,
} from "@onepercent/validators/journal";
import type { UseFormRegisterReturn } from "react-hook-form";

/** One text field of a journal form: the key of its value, its label and its placeholder. */
export interface JournalTextField<K extends string> {
  key: K;
  label: string;
  hint?: string;
}

/** A field's registration with the form and its error message (useJournalEditor's `field`). */
type JournalFieldBinding = UseFormRegisterReturn & { error: string | undefined };

/**
 * A journal form's free-text answers, one textarea per field (planning-and-reflection.md §2.5,
 * §2.6), each with its id `${idPrefix}-${key}` and its error.
 */
export function JournalTextareas<K extends string>({
  field,
  idPrefix,
  fields,
  required,
}: {
  field: (key: K) => JournalFieldBinding;
  idPrefix: string;
  fields: readonly JournalTextField<K>[];
  required?: boolean;
}) {
  return fields.map(({ key, label, hint }) => (
    <TextareaField
      key={key}
      id={`${idPrefix}-${key}`}
      label={label}
      placeholder={hint}
      required={required}
      maxLength={JOURNAL_TEXT_MAX}
      className="[&_textarea]:min-h-24"
      {...field(key)}
    />
  ));
}

/** A 1-to-10 rating slider with its value shown (§5); `field` registers it as a number. */
export function RatingSlider({
  id,
  label,
  value: current,
  field,
}: {
  id: string;
  label: string;
  /** The current value (the form's, a number once set), shown beside the label. */
  value: unknown;
  field: JournalFieldBinding;
}) {
  const value = typeof current === "number" ? current : JOURNAL_RATING_DEFAULT;
  return (
    <RangeField
      {...field}
      id={id}
      label={label}
      shown={
        <>
          {value}
          <span className="font-normal text-slate-500 text-sm">/{JOURNAL_RATING_MAX}</span>
        </>
      }
      min={JOURNAL_RATING_MIN}
      max={JOURNAL_RATING_MAX}
      aria-valuetext={`${value} out of ${JOURNAL_RATING_MAX}`}
    />
  );
}
