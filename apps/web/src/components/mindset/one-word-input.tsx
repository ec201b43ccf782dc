import { FieldError, Input } from "@onepercent/ui/field";
import { MINDSET_WORD_MAX } from "@onepercent/validators/mindset";

/**
 * The one word focus typed in (§2.3: one word, at most 15 characters): the input, its count of
 * characters and the word's problem under it. Named by a label of the caller's or `aria-label`.
 */
export function OneWordInput({
  id,
  value,
  error,
  onChange,
  className,
  placeholder,
  "aria-label": ariaLabel,
}: {
  id: string;
  value: string;
  error: string | null;
  onChange: (text: string) => void;
  className?: string;
  placeholder?: string;
  "aria-label"?: string;
}) {
  return (
    <>
      <Input
        id={id}
        className={className}
        value={value}
        maxLength={MINDSET_WORD_MAX}
        placeholder={placeholder}
        aria-label={ariaLabel}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-count`} className="mt-1 text-slate-500 text-xs">
        {value.length}/{MINDSET_WORD_MAX} characters
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </>
  );
}
