import type { MindsetStatementItem, SelfTalkKind } from "@onepercent/validators/mindset";
import { MINDSET_LIST_MAX, MINDSET_STATEMENT_MAX, MindsetStatement } from "@onepercent/validators/mindset";
import { AddOwnChoiceForm, ChoiceCard, ChoiceGrid, OwnChoiceCard } from "../wizard/choice-cards";

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
  const full = selected.length >= MINDSET_LIST_MAX;
  const isChecked = (text: string) => selected.some((item) => item.text === text);
  // Suggestions, then chosen statements the coach does not suggest (saved or written by the user).
  const own = selected.filter((item) => !suggestions.some((suggestion) => suggestion.text === item.text));

  const toggle = (option: SuggestionOption) => {
    if (isChecked(option.text)) onChange(selected.filter((item) => item.text !== option.text));
    else if (!full)
      onChange([...selected, { id: crypto.randomUUID(), text: option.text, source: "suggestion", kind: option.kind }]);
  };

  const add = (text: string) => {
    if (!isChecked(text)) onChange([...selected, { id: crypto.randomUUID(), text, source: "custom" }]);
  };

  return (
    <div className="space-y-4">
      <ChoiceGrid loading={loading} labelledBy={labelledBy} describedBy={describedBy}>
        {suggestions.map((option) => {
          const checked = isChecked(option.text);
          return (
            <ChoiceCard
              key={option.text}
              checked={checked}
              unavailable={!checked && full}
              onToggle={() => toggle(option)}
            >
              <span className="min-w-0 flex-1">
                {option.text}
                {option.kind ? (
                  <span className="mt-1 block font-medium text-brand-800 text-xs">{KIND_LABEL[option.kind]}</span>
                ) : null}
              </span>
            </ChoiceCard>
          );
        })}
        {own.map((item) => (
          <OwnChoiceCard
            key={item.id}
            text={item.text}
            onRemove={() => onChange(selected.filter((other) => other.id !== item.id))}
          />
        ))}
      </ChoiceGrid>
      <p className="text-slate-600 text-sm" aria-live="polite">
        {selected.length} of {MINDSET_LIST_MAX} chosen{full ? " — remove one to choose another" : ""}
      </p>

      <AddOwnChoiceForm
        label="Add your own statement"
        buttonLabel="Add statement"
        maxLength={MINDSET_STATEMENT_MAX}
        schema={MindsetStatement}
        disabled={full}
        onAdd={add}
      />
    </div>
  );
}
