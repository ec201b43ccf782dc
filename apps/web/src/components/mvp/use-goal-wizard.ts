import { messages } from "@onepercent/validators/messages/common";
import {
  type GoalSuggestionType,
  MVP_EXAMPLE_SUGGESTIONS,
  MVP_WIZARD_STEPS,
  MVP_WIZARD_SUCCESS_CLOSE_MS,
  type MvpView,
  placeSuggestion,
  WIZARD_SUGGESTION_TYPE,
} from "@onepercent/validators/mvp";
import { useEffect, useRef, useState } from "react";
import { track } from "../../lib/analytics";
import { firstErrorMessage } from "../../lib/form-errors";
import { trpc } from "../../lib/trpc";
import { suggestionError, wizardSaveError } from "./errors";
import type { MvpDraft } from "./goal-list";
import { draftOf, useMvpForm } from "./mvp-form";

export const MVP_FEATURE = "Goal Setting Wizard";

type Suggestions = Partial<Record<GoalSuggestionType, string[]>>;

/** The built-in examples of §8, per suggestion type. */
const EXAMPLES: Record<GoalSuggestionType, string[]> = {
  mission: [MVP_EXAMPLE_SUGGESTIONS.mission],
  longTermGoals: [...MVP_EXAMPLE_SUGGESTIONS.vision],
  processGoals: [...MVP_EXAMPLE_SUGGESTIONS.processGoals],
};

const CHECKED = ["mission", "vision", "principles"] as const;

/**
 * The Goal Setting Wizard's state (planning-and-reflection.md §2.1, §8): the step, the MVP form
 * (checked with the record schema on Complete), the coach's suggestions per step, and the save,
 * after which the wizard closes 1.5 s later.
 */
export function useGoalWizard({
  initial,
  onClose,
  onSaved,
}: {
  initial: MvpView | null;
  onClose: () => void;
  onSaved: (saved: MvpView) => void;
}) {
  const [step, setStep] = useState(0);
  const { form, draft, setDraft } = useMvpForm(draftOf(initial));
  const [suggestions, setSuggestions] = useState<Suggestions>({});
  const [suggestionMessage, setSuggestionMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    track("Feature Used", { feature: MVP_FEATURE, action: "open" });
  }, []);

  const stepName = MVP_WIZARD_STEPS[step] ?? "Introduction";
  const type = WIZARD_SUGGESTION_TYPE[stepName];

  const generate = trpc.mvp.goalSuggestions.useMutation({
    onSuccess: (answer) => {
      setSuggestionMessage(null);
      setSuggestions((current) => ({ ...current, [answer.type]: answer.suggestions }));
    },
    onError: (error, input) => {
      // §8: on any failure the examples are offered instead.
      setSuggestionMessage(suggestionError(error));
      setSuggestions((current) => ({ ...current, [input.type]: EXAMPLES[input.type] }));
    },
  });
  const save = trpc.mvp.save.useMutation({
    onSuccess: (record) => {
      setSaved(true);
      onSaved(record);
      track("Feature Used", { feature: MVP_FEATURE, action: "complete" });
      closeTimer.current = setTimeout(onClose, MVP_WIZARD_SUCCESS_CLOSE_MS);
    },
  });

  const requestSuggestions = () => {
    if (!type) {
      setSuggestionMessage(messages.goalSuggestionsInvalidStep);
      return;
    }
    track("Feature Used", { feature: MVP_FEATURE, action: "generate", type });
    const currentGoals =
      type === "mission" ? [] : (type === "longTermGoals" ? draft.vision : draft.principles).filter(Boolean);
    generate.mutate({ type, userData: { currentGoals } });
  };

  /** A goal list changed (typed or a suggestion used): its rule is checked again on Complete. */
  const changeGoals = (next: MvpDraft) => {
    setDraft(next);
    form.clearErrors([...CHECKED]);
  };

  const use = (suggestion: string) => {
    if (type === "mission") setDraft({ ...draft, mission: suggestion });
    else if (type === "longTermGoals") setDraft({ ...draft, vision: placeSuggestion(draft.vision, suggestion) });
    else if (type === "processGoals") setDraft({ ...draft, principles: placeSuggestion(draft.principles, suggestion) });
    form.clearErrors([...CHECKED]);
  };

  const goTo = (next: number) => {
    setStep(next);
    setSuggestionMessage(null);
    form.clearErrors();
    save.reset();
  };

  const complete = form.handleSubmit(async (record) => {
    try {
      await save.mutateAsync(record);
    } catch (error) {
      form.setError("root", { message: wizardSaveError(error) });
    }
  });

  const { errors } = form.formState;
  const checkError = CHECKED.map((field) => firstErrorMessage(errors[field])).find(Boolean);

  return {
    step,
    stepName,
    type,
    draft,
    setDraft,
    changeGoals,
    suggestions: type ? (suggestions[type] ?? []) : [],
    suggestionMessage,
    generating: generate.isPending,
    requestSuggestions,
    use,
    goTo,
    complete,
    saving: save.isPending,
    saved,
    error: checkError ?? errors.root?.message ?? null,
  };
}
