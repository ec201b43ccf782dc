import { Button } from "@onepercent/ui/button";
import { Input } from "@onepercent/ui/field";
import { messages } from "@onepercent/validators/messages/common";
import { MINDSET_LIST_MAX, MINDSET_STATEMENT_MAX, OneWordFocus } from "@onepercent/validators/mindset";
import { Plus, X } from "lucide-react";
import type { ReactNode } from "react";
import { checkValue } from "../../lib/check-value";
import { OneWordInput } from "./one-word-input";

/** §8: the coach could not answer, so built-in examples are shown instead. */
export const SuggestionsFailedNote = () => (
  <div role="alert" className="rounded-xl bg-amber-50 px-3.5 py-2.5 text-amber-900 text-sm">
    <p className="font-medium">{messages.mindsetSuggestionsFailed}</p>
    <p>{messages.mindsetExamplesShown}</p>
  </div>
);

export const Empty = ({ children }: { children: ReactNode }) => <p className="text-slate-500 italic">{children}</p>;

export function ListView({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="rounded-xl bg-slate-50 px-3.5 py-2.5 text-ink">
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * A list of at most 5 statements (§5): Add is hidden at 5; blank lines are dropped on save.
 * `noun` names a line in the Add and Remove buttons (the label in lower case unless given).
 */
export function ListEditor({
  heading,
  label,
  noun = label.toLowerCase(),
  items,
  onChange,
}: {
  heading?: string;
  label: string;
  noun?: string;
  items: string[];
  onChange: (items: string[]) => void;
}) {
  const shown = items;
  return (
    <div className="space-y-2">
      {heading ? <h3 className="font-semibold text-slate-700 text-sm">{heading}</h3> : null}
      <ol className="space-y-2">
        {shown.map((item, index) => (
          // Positions in the list being edited are its identity while typing.
          // biome-ignore lint/suspicious/noArrayIndexKey: editable positions
          <li key={index} className="flex items-center gap-2">
            <Input
              value={item}
              maxLength={MINDSET_STATEMENT_MAX}
              aria-label={`${label} ${index + 1}`}
              onChange={(event) => onChange(shown.map((other, at) => (at === index ? event.target.value : other)))}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${noun} ${index + 1}`}
              onClick={() => onChange(shown.filter((_, at) => at !== index))}
            >
              <X aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      {shown.length < MINDSET_LIST_MAX ? (
        <Button variant="secondary" size="sm" onClick={() => onChange([...shown, ""])}>
          <Plus aria-hidden />
          Add {noun}
        </Button>
      ) : (
        <p className="text-slate-500 text-xs">At most {MINDSET_LIST_MAX}.</p>
      )}
    </div>
  );
}

export function WordEditor({ value, onChange }: { value: string; onChange: (word: string) => void }) {
  return (
    <div>
      <OneWordInput
        id="one-word"
        value={value}
        error={checkValue(OneWordFocus, value).problem}
        aria-label="One word focus"
        onChange={onChange}
      />
    </div>
  );
}
