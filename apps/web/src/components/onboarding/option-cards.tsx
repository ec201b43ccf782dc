import { ONBOARDING_OPTION_MAX, OnboardingOption } from "@onepercent/validators/onboarding";
import { AddOwnChoiceForm, ChoiceCard, ChoiceGrid, OwnChoiceCard } from "../wizard/choice-cards";

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
  // Suggestions first, then options chosen earlier that the coach no longer suggests, then the user's own.
  const shown = [
    ...suggestions,
    ...selected.filter((option) => !suggestions.includes(option) && !custom.includes(option)),
  ];

  const add = (text: string) => onAddCustom(text.replace(/\s+/g, " "));

  return (
    <div className="space-y-4">
      <ChoiceGrid loading={loading} labelledBy={labelledBy} describedBy={describedBy}>
        {shown.map((option) => (
          <ChoiceCard key={option} checked={selected.includes(option)} onToggle={() => onToggle(option)}>
            <span>{option}</span>
          </ChoiceCard>
        ))}
        {custom.map((option) => (
          <OwnChoiceCard key={`custom-${option}`} text={option} onRemove={() => onRemoveCustom(option)} />
        ))}
      </ChoiceGrid>

      <AddOwnChoiceForm
        label="Add your own"
        buttonLabel="Add option"
        maxLength={ONBOARDING_OPTION_MAX}
        schema={OnboardingOption}
        onAdd={add}
      />
    </div>
  );
}
