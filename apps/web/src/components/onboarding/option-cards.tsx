import { Button } from "@onepercent/ui/button";
import { cn } from "@onepercent/ui/cn";
import { FieldError, Input } from "@onepercent/ui/field";
import { messages, ONBOARDING_OPTION_MAX } from "@onepercent/validators";
import { Check, Plus, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";

export interface OptionCardsProps {
  /** The coach's suggestions (empty while loading or when they failed). */
  suggestions: string[];
  loading: boolean;
  selected: string[];
  custom: string[];
  /** The visible question that names the group. */
  labelledBy: string;
  /** Extra descriptions for the group (the step's hint and error). */
  describedBy: string;
  onToggle: (option: string) => void;
  onAddCustom: (option: string) => void;
  onRemoveCustom: (option: string) => void;
}

/** Suggestion options as selectable cards, plus the user's own options (platform.md §2, §5). */
export function OptionCards({
  suggestions,
  loading,
  selected,
  custom,
  labelledBy,
  describedBy,
  onToggle,
  onAddCustom,
  onRemoveCustom,
}: OptionCardsProps) {
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  // Suggestions first, then options chosen earlier that the coach no longer suggests, then the user's own.
  const shown = [
    ...suggestions,
    ...selected.filter((option) => !suggestions.includes(option) && !custom.includes(option)),
  ];

  const add = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim().replace(/\s+/g, " ");
    if (text === "") {
      setError(messages.onboardingCustomOptionBlank);
      return;
    }
    setError(null);
    setDraft("");
    onAddCustom(text);
  };

  return (
    <div className="space-y-4">
      <fieldset aria-labelledby={labelledBy} aria-describedby={describedBy} aria-busy={loading} className="min-w-0">
        {loading ? (
          <ul className="grid gap-2.5 sm:grid-cols-2" aria-label="Loading suggestions">
            {[0, 1, 2, 3].map((key) => (
              <li key={key} className="h-16 animate-pulse rounded-2xl bg-slate-100" />
            ))}
          </ul>
        ) : (
          <ul className="grid gap-2.5 sm:grid-cols-2">
            {shown.map((option) => {
              const isSelected = selected.includes(option);
              return (
                <li key={option}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => onToggle(option)}
                    className={cn(
                      "flex h-full min-h-16 w-full items-start gap-3 rounded-2xl border-2 px-4 py-3 text-left text-[0.95rem] leading-snug transition-colors",
                      "focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2",
                      isSelected
                        ? "border-brand-600 bg-brand-50 text-ink"
                        : "border-slate-200 bg-white text-slate-800 hover:border-slate-300 hover:bg-slate-50",
                    )}
                  >
                    <span
                      aria-hidden
                      className={cn(
                        "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md border-2",
                        isSelected ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white",
                      )}
                    >
                      {isSelected ? <Check className="size-3.5" strokeWidth={3} /> : null}
                    </span>
                    <span>{option}</span>
                  </button>
                </li>
              );
            })}
            {custom.map((option) => (
              <li key={`custom-${option}`}>
                <div className="flex h-full min-h-16 w-full items-start gap-3 rounded-2xl border-2 border-brand-600 bg-brand-50 px-4 py-3 text-[0.95rem] text-ink leading-snug">
                  <span
                    aria-hidden
                    className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md border-2 border-brand-600 bg-brand-600 text-white"
                  >
                    <Check className="size-3.5" strokeWidth={3} />
                  </span>
                  <span className="min-w-0 flex-1 break-words">
                    {option}
                    <span className="mt-0.5 block font-medium text-brand-800 text-xs">Your own</span>
                  </span>
                  <button
                    type="button"
                    onClick={() => onRemoveCustom(option)}
                    className="-m-1.5 rounded-lg p-1.5 text-slate-600 hover:bg-white hover:text-ink"
                    aria-label={`Remove "${option}"`}
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <form noValidate onSubmit={add} className="rounded-2xl border border-slate-300 border-dashed p-3">
        <label htmlFor={inputId} className="font-medium text-ink text-sm">
          Add your own
        </label>
        <div className="mt-1.5 flex gap-2">
          <Input
            id={inputId}
            value={draft}
            maxLength={ONBOARDING_OPTION_MAX}
            placeholder="Write it in your own words"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              if (error) setError(null);
            }}
          />
          <Button type="submit" variant="secondary" aria-label="Add option">
            <Plus aria-hidden />
            <span className="hidden sm:inline">Add</span>
          </Button>
        </div>
        <FieldError id={`${inputId}-error`}>{error}</FieldError>
      </form>
    </div>
  );
}
