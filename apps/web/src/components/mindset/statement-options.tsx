import { Button } from "@onepercent/ui/button";
import { cn } from "@onepercent/ui/cn";
import { FieldError, Input } from "@onepercent/ui/field";
import type { MindsetStatementItem, SelfTalkKind } from "@onepercent/validators/mindset";
import { MINDSET_LIST_MAX, MINDSET_STATEMENT_MAX, MindsetStatement } from "@onepercent/validators/mindset";
import { Check, Plus, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";

export interface SuggestionOption {
  text: string;
  kind?: SelfTalkKind | undefined;
}

const KIND_LABEL: Record<SelfTalkKind, string> = { instructional: "Instructional", motivational: "Motivational" };

/**
 * One wizard step's options (planning-and-reflection.md §2.3): the coach's suggestions as
 * checkable cards, and the user's own statements, which can be added and removed. At most
 * 5 statements are kept per group (§5).
 */
export function StatementOptions({
  suggestions,
  loading,
  selected,
  labelledBy,
  describedBy,
  onChange,
}: {
  suggestions: SuggestionOption[];
  loading: boolean;
  selected: MindsetStatementItem[];
  labelledBy: string;
  describedBy?: string | undefined;
  onChange: (next: MindsetStatementItem[]) => void;
}) {
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const full = selected.length >= MINDSET_LIST_MAX;
  const isChecked = (text: string) => selected.some((item) => item.text === text);
  // Suggestions, then chosen statements the coach does not suggest (saved or written by the user).
  const own = selected.filter((item) => !suggestions.some((suggestion) => suggestion.text === item.text));

  const toggle = (option: SuggestionOption) => {
    if (isChecked(option.text)) onChange(selected.filter((item) => item.text !== option.text));
    else if (!full)
      onChange([...selected, { id: crypto.randomUUID(), text: option.text, source: "suggestion", kind: option.kind }]);
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = MindsetStatement.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setDraft("");
    if (!isChecked(parsed.data))
      onChange([...selected, { id: crypto.randomUUID(), text: parsed.data, source: "custom" }]);
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
            {suggestions.map((option) => {
              const checked = isChecked(option.text);
              return (
                <li key={option.text}>
                  <button
                    type="button"
                    aria-pressed={checked}
                    aria-disabled={!checked && full ? true : undefined}
                    onClick={() => toggle(option)}
                    className={cn(
                      "flex h-full min-h-16 w-full items-start gap-3 rounded-2xl border-2 px-4 py-3 text-left text-[0.95rem] leading-snug transition-colors",
                      "focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2",
                      checked
                        ? "border-brand-600 bg-brand-50 text-ink"
                        : "border-slate-200 bg-white text-slate-800 hover:border-slate-300 hover:bg-slate-50",
                      !checked && full ? "opacity-60" : "",
                    )}
                  >
                    <span
                      aria-hidden
                      className={cn(
                        "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md border-2",
                        checked ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white",
                      )}
                    >
                      {checked ? <Check className="size-3.5" strokeWidth={3} /> : null}
                    </span>
                    <span className="min-w-0 flex-1">
                      {option.text}
                      {option.kind ? (
                        <span className="mt-1 block font-medium text-brand-800 text-xs">{KIND_LABEL[option.kind]}</span>
                      ) : null}
                    </span>
                  </button>
                </li>
              );
            })}
            {own.map((item) => (
              <li key={item.id}>
                <div className="flex h-full min-h-16 w-full items-start gap-3 rounded-2xl border-2 border-brand-600 bg-brand-50 px-4 py-3 text-[0.95rem] text-ink leading-snug">
                  <span
                    aria-hidden
                    className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md border-2 border-brand-600 bg-brand-600 text-white"
                  >
                    <Check className="size-3.5" strokeWidth={3} />
                  </span>
                  <span className="min-w-0 flex-1 break-words">
                    {item.text}
                    <span className="mt-0.5 block font-medium text-brand-800 text-xs">Your own</span>
                  </span>
                  <button
                    type="button"
                    onClick={() => onChange(selected.filter((other) => other.id !== item.id))}
                    className="-m-1.5 rounded-lg p-1.5 text-slate-600 hover:bg-white hover:text-ink"
                    aria-label={`Remove "${item.text}"`}
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <p className="text-slate-600 text-sm" aria-live="polite">
        {selected.length} of {MINDSET_LIST_MAX} chosen{full ? " — remove one to choose another" : ""}
      </p>

      <form noValidate onSubmit={add} className="rounded-2xl border border-slate-300 border-dashed p-3">
        <label htmlFor={inputId} className="font-medium text-ink text-sm">
          Add your own statement
        </label>
        <div className="mt-1.5 flex gap-2">
          <Input
            id={inputId}
            value={draft}
            maxLength={MINDSET_STATEMENT_MAX}
            disabled={full}
            placeholder="Write it in your own words"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              if (error) setError(null);
            }}
          />
          <Button type="submit" variant="secondary" aria-label="Add statement" disabled={full}>
            <Plus aria-hidden />
            <span className="hidden sm:inline">Add</span>
          </Button>
        </div>
        <FieldError id={`${inputId}-error`}>{error}</FieldError>
      </form>
    </div>
  );
}
