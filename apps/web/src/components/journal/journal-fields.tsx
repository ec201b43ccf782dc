import { errorAria, FieldError, Label, TextareaField } from "@onepercent/ui/field";
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
  field: { error, ...register },
}: {
  id: string;
  label: string;
  /** The current value (the form's, a number once set), shown beside the label. */
  value: unknown;
  field: JournalFieldBinding;
}) {
  const value = typeof current === "number" ? current : JOURNAL_RATING_DEFAULT;
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        <output htmlFor={id} className="font-semibold text-brand-800 text-lg tabular-nums">
          {value}
          <span className="font-normal text-slate-500 text-sm">/{JOURNAL_RATING_MAX}</span>
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={JOURNAL_RATING_MIN}
        max={JOURNAL_RATING_MAX}
        step={1}
        aria-valuetext={`${value} out of ${JOURNAL_RATING_MAX}`}
        {...errorAria(id, error)}
        {...register}
        className="h-11 w-full cursor-pointer accent-brand-700"
      />
      <div className="flex justify-between text-slate-500 text-xs" aria-hidden>
        <span>{JOURNAL_RATING_MIN}</span>
        <span>{JOURNAL_RATING_MAX}</span>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
