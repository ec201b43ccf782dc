import { TextareaField } from "@onepercent/ui/field";
import { JOURNAL_TEXT_MAX } from "@onepercent/validators/journal";
import { RatingSlider } from "./journal-frame";
import type { JournalEditor } from "./use-journal-editor";

/** One text field of a journal form: the key of its value, its label and its placeholder. */
export interface JournalTextField<K extends string> {
  key: K;
  label: string;
  hint?: string;
}

/**
 * A journal form's free-text answers, one textarea per field (planning-and-reflection.md §2.5,
 * §2.6), each with its id `${idPrefix}-${key}`, its error, and an edit that clears that error.
 */
export function JournalTextareas<K extends string, V extends Record<K, string>>({
  editor,
  idPrefix,
  fields,
  required,
}: {
  editor: JournalEditor<V>;
  idPrefix: string;
  fields: readonly JournalTextField<K>[];
  required?: boolean;
}) {
  return fields.map((field) => (
    <TextareaField
      key={field.key}
      id={`${idPrefix}-${field.key}`}
      label={field.label}
      placeholder={field.hint}
      required={required}
      value={editor.values[field.key]}
      maxLength={JOURNAL_TEXT_MAX}
      className="[&_textarea]:min-h-24"
      error={editor.errors[field.key]}
      onChange={(event) => editor.edit((values) => ({ ...values, [field.key]: event.target.value }), field.key)}
    />
  ));
}

/** A journal form's 1-to-10 rating (§5), kept in `editor.values[field]`; an edit clears its error. */
export function JournalRating<K extends string, V extends Record<K, number>>({
  editor,
  field,
  id,
  label,
}: {
  editor: JournalEditor<V>;
  field: K;
  id: string;
  label: string;
}) {
  return (
    <RatingSlider
      id={id}
      label={label}
      value={editor.values[field]}
      error={editor.errors[field]}
      onChange={(rating) => editor.edit((values) => ({ ...values, [field]: rating }), field)}
    />
  );
}
