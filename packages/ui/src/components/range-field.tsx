import type { ComponentProps, ReactNode } from "react";
import { cn } from "../cn";
import { errorAria, FieldError, Label } from "./field";

/**
 * A slider with its label, its value shown beside the label (`shown`) and the two ends of its
 * scale under it (with `unit`, "1 min"); an error shows and is wired like TextField's.
 */
export function RangeField({
  id,
  label,
  error,
  className,
  shown,
  unit,
  ...props
}: Omit<ComponentProps<"input">, "type" | "min" | "max"> & {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  min: number;
  max: number;
  shown: ReactNode;
  unit?: string;
}) {
  const end = (value: number) => (unit ? `${value} ${unit}` : value);
  return (
    <div className={cn("space-y-2", className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        <output htmlFor={id} className="font-semibold text-brand-800 text-lg tabular-nums">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        step={1}
        {...errorAria(id, error)}
        {...props}
        className="h-11 w-full cursor-pointer accent-brand-700"
      />
      <div aria-hidden className="flex justify-between text-slate-600 text-xs">
        <span>{end(props.min)}</span>
        <span>{end(props.max)}</span>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
