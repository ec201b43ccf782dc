import { TextareaField } from "@onepercent/ui/field";
import { AI_SCRIPT_MAX } from "@onepercent/validators/ai-tools";
import { useId } from "react";

/** A tool's script, editable (§4): the coach's or the template's words, changed by the athlete. */
export function ScriptField({
  label,
  hint,
  rows,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  hint: string;
  rows: number;
  value: string;
  placeholder?: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <TextareaField
      id={`${id}-script`}
      label={label}
      hint={hint}
      rows={rows}
      maxLength={AI_SCRIPT_MAX}
      value={value}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
