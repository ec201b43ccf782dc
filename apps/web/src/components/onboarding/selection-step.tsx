import { type OnboardingSelectionField, selectedOptions } from "@onepercent/validators/onboarding";
import { selectionCopy } from "./copy";
import { OptionCards } from "./option-cards";
import type { QuestionStepProps } from "./question-step";
import type { Responses } from "./use-responses";

/** A step that asks the user to choose (journey, goals, mental state, expectations): the question and the options. */
export function SelectionStep({
  field,
  who,
  answers,
  options,
  loading,
  error,
  headingId,
  hintId,
  describedBy,
}: QuestionStepProps & {
  field: OnboardingSelectionField;
  answers: Responses;
  loading: boolean;
}) {
  const copy = selectionCopy(field, who);
  return (
    <div className="space-y-4">
      <div>
        <h3 id={headingId} className="font-semibold text-ink text-lg">
          {copy.question}
        </h3>
        <p id={hintId} className="mt-1 text-slate-600 text-sm">
          {copy.hint}
        </p>
      </div>
      {error}
      <OptionCards
        suggestions={options}
        loading={loading}
        selected={selectedOptions(answers.responses[field])}
        custom={answers.customOf(field)}
        labelledBy={headingId}
        describedBy={describedBy}
        onToggle={(option) => answers.toggle(field, option)}
        onAddCustom={(option) => answers.addCustom(field, option)}
        onRemoveCustom={(option) => answers.removeCustom(field, option)}
      />
    </div>
  );
}
