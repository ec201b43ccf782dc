import { Field, NativeSelect } from "@onepercent/ui/field";
import type { ReactNode } from "react";

/** A drop-down's `<option>`s, one per value, each shown as `label(value)` (the value itself by default). */
export function Options<T extends string | number>({
  values,
  label = String,
}: {
  values: readonly T[];
  label?: (value: T) => ReactNode;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}

/**
 * A labelled drop-down whose value is always one of `options` (a select only offers listed
 * values), each shown as its entry in `labels` or as itself.
 */
export function ChoiceSelect<T extends string>({
  id,
  label,
  error,
  className,
  options,
  labels,
  value,
  onChange,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  className?: string;
  options: readonly T[];
  labels?: Partial<Record<T, string>>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Field label={label} htmlFor={id} error={error} className={className}>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(options.find((option) => option === event.target.value) ?? value)}
      >
        <Options values={options} label={(option) => labels?.[option] ?? option} />
      </NativeSelect>
    </Field>
  );
}
