import { cn } from "@onepercent/ui/cn";
import { FieldError } from "@onepercent/ui/field";
import { DAY_CODES, type DayCode } from "@onepercent/validators/calendar";
import { DAY_NAMES } from "@onepercent/validators/habit-rules";

/**
 * The days a reminder is sent on: seven joined toggle buttons, Sunday first (SU..SA), each at
 * least 44 px wide on a 390 px phone; the chosen days stay in the week's order.
 */
export function DayChips({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: readonly DayCode[];
  error?: string | undefined;
  onChange: (days: DayCode[]) => void;
}) {
  const toggle = (day: DayCode) =>
    onChange(DAY_CODES.filter((code) => (code === day ? !value.includes(code) : value.includes(code))));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-medium text-ink text-sm">Days</legend>
      <div className="mt-1.5 grid grid-cols-7 overflow-hidden rounded-xl border border-slate-300 sm:inline-grid">
        {DAY_CODES.map((day) => {
          const chosen = value.includes(day);
          return (
            <button
              key={day}
              type="button"
              aria-pressed={chosen}
              onClick={() => toggle(day)}
              className={cn(
                "h-11 min-w-11 border-slate-300 font-semibold text-sm transition-colors not-first:border-l sm:w-12",
                chosen ? "bg-brand-700 text-white hover:bg-brand-800" : "bg-white text-slate-700 hover:bg-brand-50",
              )}
            >
              <span aria-hidden>{day}</span>
              <span className="sr-only">{DAY_NAMES[day]}</span>
            </button>
          );
        })}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
