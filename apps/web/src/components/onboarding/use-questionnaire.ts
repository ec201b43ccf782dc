import type { OnboardingAnalyticsAction } from "@onepercent/validators/analytics-events";
import { messages } from "@onepercent/validators/messages/common";
import {
  ONBOARDING_STEPS,
  type OnboardingResponses,
  onboardingCompletionError,
  onboardingStepError,
} from "@onepercent/validators/onboarding";
import { useEffect, useRef, useState } from "react";
import { track } from "../../lib/analytics";
import { trpc } from "../../lib/trpc";
import { clearDraft, saveDraft } from "./draft";
import { useResponses } from "./use-responses";
import { suggestionRequest, useStepSuggestions } from "./use-step-suggestions";

const trackOnboarding = (action: OnboardingAnalyticsAction, step: number) =>
  track("Onboarding", { action, step: step + 1, stepName: ONBOARDING_STEPS[step] ?? null });

/**
 * The questionnaire's flow (platform.md §2, §4, §5, §8): the step, the answers, the coach's
 * options for the step, Next and Back with each step's rule, Complete, which saves the answers
 * (kept as a draft when that fails), and closing early, which is recorded.
 */
export function useQuestionnaire({
  initial,
  alreadyCompleted,
  onClose,
}: {
  initial: OnboardingResponses;
  alreadyCompleted: boolean;
  onClose: () => void;
}) {
  const [step, setStep] = useState(0);
  const answers = useResponses(initial);
  const { responses, setError } = answers;
  const utils = trpc.useUtils();

  // The dashboard refreshes behind the closing modal (its onboarding task then shows done).
  const refreshDashboard = () =>
    Promise.all([utils.onboarding.status.invalidate(), utils.dashboard.get.invalidate(), utils.auth.me.invalidate()]);
  const save = trpc.onboarding.save.useMutation();
  const close = trpc.onboarding.close.useMutation();

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    trackOnboarding("started", 0);
  }, []);

  const suggestions = useStepSuggestions();
  const current = suggestionRequest(step, responses);
  const options = suggestions.options(current);
  /** Moves to `target`, asking the coach for its options as it is entered. */
  const goTo = (target: number) => {
    setStep(target);
    suggestions.request(suggestionRequest(target, responses));
  };

  const next = () => {
    const problem = onboardingStepError(step, responses);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    trackOnboarding("step", step);
    goTo(step + 1);
  };

  const back = () => {
    setError(null);
    goTo(Math.max(0, step - 1));
  };

  const complete = async () => {
    const problem = onboardingStepError(step, responses) ?? onboardingCompletionError(responses);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ responses, completed: true });
    } catch {
      saveDraft(responses);
      setError(messages.onboardingSaveFailed);
      return;
    }
    clearDraft();
    trackOnboarding("completed", step);
    void refreshDashboard();
    onClose();
  };

  /** Closing early (platform.md §4) is recorded, so the questionnaire stops opening by itself. */
  const closeEarly = async () => {
    if (!alreadyCompleted) {
      trackOnboarding("closed", step);
      try {
        await close.mutateAsync({ responses });
      } catch {
        saveDraft(responses);
      }
      void refreshDashboard();
    }
    onClose();
  };

  return {
    step,
    answers,
    options,
    optionsLoading: suggestions.loading(current) && options.length === 0,
    next,
    back,
    complete,
    closeEarly,
    busy: save.isPending || close.isPending,
    saving: save.isPending,
  };
}
