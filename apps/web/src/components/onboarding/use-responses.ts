import {
  CUSTOM_STATEMENT_KEYS,
  type OnboardingResponses,
  type OnboardingSelectionField,
  selectedOptions,
} from "@onepercent/validators/onboarding";
import { useState } from "react";

/**
 * The questionnaire's answers and the step's message: any change clears the message; a
 * selection step's options are toggled, and the user's own options added and removed.
 */
export function useResponses(initial: OnboardingResponses) {
  const [responses, setResponses] = useState<OnboardingResponses>(initial);
  const [error, setError] = useState<string | null>(null);

  const update = (next: OnboardingResponses) => {
    setResponses(next);
    if (error) setError(null);
  };
  const toggle = (selection: OnboardingSelectionField, option: string) => {
    const list = selectedOptions(responses[selection]);
    update({
      ...responses,
      [selection]: list.includes(option) ? list.filter((item) => item !== option) : [...list, option],
    });
  };
  const customOf = (selection: OnboardingSelectionField) =>
    responses.customStatements[CUSTOM_STATEMENT_KEYS[selection]] ?? [];
  const addCustom = (selection: OnboardingSelectionField, option: string) => {
    const key = CUSTOM_STATEMENT_KEYS[selection];
    const custom = customOf(selection);
    const selected = selectedOptions(responses[selection]);
    if (custom.includes(option) || selected.includes(option)) return;
    update({
      ...responses,
      [selection]: [...selected, option],
      customStatements: { ...responses.customStatements, [key]: [...custom, option] },
    });
  };
  const removeCustom = (selection: OnboardingSelectionField, option: string) => {
    const key = CUSTOM_STATEMENT_KEYS[selection];
    update({
      ...responses,
      [selection]: selectedOptions(responses[selection]).filter((item) => item !== option),
      customStatements: { ...responses.customStatements, [key]: customOf(selection).filter((item) => item !== option) },
    });
  };

  return { responses, error, setError, update, toggle, customOf, addCustom, removeCustom };
}

export type Responses = ReturnType<typeof useResponses>;
