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
