import { Button } from "@onepercent/ui/button";
import { cn } from "@onepercent/ui/cn";
import { errorAria, FieldError, Input, Label } from "@onepercent/ui/field";
import { Check, Plus, X } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { z } from "zod";
import { useOneFieldForm } from "../common/use-one-field-form";

/**
 * A wizard step's choices as a two-column grid of cards in a fieldset, or four pulsing
 * placeholders while the coach's suggestions load. The children are ChoiceCard and
 * OwnChoiceCard items.
 */
export function ChoiceGrid({
  loading,
  labelledBy,
  describedBy,
  children,
}: {
  loading: boolean;
  /** The visible question that names the group. */
  labelledBy: string;
  /** The step's hint (and error), if any. */
  describedBy?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={describedBy} aria-busy={loading} className="min-w-0">
      {loading ? (
        <ul className="grid gap-2.5 sm:grid-cols-2" aria-label="Loading suggestions">
          {[0, 1, 2, 3].map((key) => (
            <li key={key} className="h-16 animate-pulse rounded-2xl bg-slate-100" />
          ))}
        </ul>
      ) : (
        <ul className="grid gap-2.5 sm:grid-cols-2">{children}</ul>
      )}
    </fieldset>
  );
}

/** The check box look of a choice card; decorative, the card itself says whether it is chosen. */
function CheckMark({ checked }: { checked: boolean }) {
  return (
    <span
      aria-hidden
      className={cn(
        "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md border-2",
        checked ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white",
      )}
    >
      {checked ? <Check className="size-3.5" strokeWidth={3} /> : null}
    </span>
  );
}

/** A suggestion to choose or unchoose: a toggle button (aria-pressed) drawn as a card with a check box. */
export function ChoiceCard({
  checked,
  unavailable = false,
  onToggle,
  children,
}: {
  checked: boolean;
  /** No more can be chosen: the card is dimmed and marked aria-disabled, but still focusable. */
  unavailable?: boolean | undefined;
  onToggle: () => void;
  /** The card's text. */
  children: ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={checked}
        aria-disabled={unavailable ? true : undefined}
        onClick={onToggle}
        className={cn(
          "flex h-full min-h-16 w-full items-start gap-3 rounded-2xl border-2 px-4 py-3 text-left text-[0.95rem] leading-snug transition-colors",
          "focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2",
          checked
            ? "border-brand-600 bg-brand-50 text-ink"
            : "border-slate-200 bg-white text-slate-800 hover:border-slate-300 hover:bg-slate-50",
          unavailable && "opacity-60",
        )}
      >
        <CheckMark checked={checked} />
        {children}
      </button>
    </li>
  );
}

/** A choice the user wrote: always chosen, marked "Your own", with a button to remove it. */
export function OwnChoiceCard({ text, onRemove }: { text: string; onRemove: () => void }) {
  return (
    <li>
      <div className="flex h-full min-h-16 w-full items-start gap-3 rounded-2xl border-2 border-brand-600 bg-brand-50 px-4 py-3 text-[0.95rem] text-ink leading-snug">
        <CheckMark checked />
        <span className="min-w-0 flex-1 break-words">
          {text}
          <span className="mt-0.5 block font-medium text-brand-800 text-xs">Your own</span>
        </span>
        <button
          type="button"
          onClick={onRemove}
          className="-m-1.5 rounded-lg p-1.5 text-slate-600 hover:bg-white hover:text-ink"
          aria-label={`Remove "${text}"`}
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </li>
  );
}

/** The dashed box under the choices where the user writes and adds their own. */
export function AddOwnChoiceForm({
  label,
  buttonLabel,
  maxLength,
  schema,
  disabled = false,
  onAdd,
}: {
  label: string;
  /** The Add button's accessible name (its text is hidden on phones). */
  buttonLabel: string;
  maxLength: number;
  /** The validators' rule for one own choice; its message shows under the box. */
  schema: z.ZodType<string, string>;
  disabled?: boolean | undefined;
  /** Takes the checked text; the box then empties. */
  onAdd: (text: string) => void;
}) {
  const inputId = useId();
  const own = useOneFieldForm(schema);
  const { error, ...register } = own.field;
  const add = own.onSubmit((text) => {
    onAdd(text);
    own.form.reset({ value: "" });
  });

  return (
    <form noValidate onSubmit={add} className="rounded-2xl border border-slate-300 border-dashed p-3">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="mt-1.5 flex gap-2">
        <Input
          id={inputId}
          maxLength={maxLength}
          disabled={disabled}
          placeholder="Write it in your own words"
          {...errorAria(inputId, error)}
          {...register}
        />
        <Button type="submit" variant="secondary" aria-label={buttonLabel} disabled={disabled}>
          <Plus aria-hidden />
          <span className="hidden sm:inline">Add</span>
        </Button>
      </div>
      <FieldError id={`${inputId}-error`}>{error}</FieldError>
    </form>
  );
}
