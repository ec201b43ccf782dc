import {
  ONBOARDING_STEP_FIELDS,
  type OnboardingResponses,
  type OnboardingSuggestionsInput,
} from "@onepercent/validators/onboarding";
import { useRef, useState } from "react";
import { trpc } from "../../lib/trpc";

/** A step and the answers given before it, which the coach builds its options on. */
type SuggestionRequest = OnboardingSuggestionsInput;

/** What the coach is asked for on step `step` (0–6) with the answers so far; null for the Introduction. */
export function suggestionRequest(step: number, responses: OnboardingResponses): SuggestionRequest | null {
  const field = ONBOARDING_STEP_FIELDS[step];
  if (!field) return null;
  const earlier: Partial<OnboardingResponses> = {};
  for (let index = 1; index < step; index += 1) {
    const answered = ONBOARDING_STEP_FIELDS[index];
    if (answered === "whyIPlaySport") earlier.whyIPlaySport = responses.whyIPlaySport;
    else if (answered) earlier[answered] = responses[answered];
  }
  return { step: field, responses: earlier };
}

const keyOf = (request: SuggestionRequest) => JSON.stringify([request.step, request.responses]);

/**
 * The coach's options per onboarding step. Each ask spends the user's AI quota, so it is a
 * mutation sent when a step is entered (never on focus or remount), once per step and earlier
 * answers; the answers are kept for the visit. A failed ask is ignored (platform.md §4: the
 * user writes their own options) and is tried again the next time the step is entered.
 */
export function useStepSuggestions() {
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const asked = useRef(new Set<string>());
  const suggest = trpc.onboarding.suggestions.useMutation({
    onSuccess: (answer, request) => setAnswers((kept) => ({ ...kept, [keyOf(request)]: answer.options })),
    onError: (_error, request) => {
      asked.current.delete(keyOf(request));
    },
  });

  return {
    /** Asks for the options of a step being entered, unless they were asked for already. */
    request(request: SuggestionRequest | null) {
      if (!request) return;
      const key = keyOf(request);
      if (asked.current.has(key)) return;
      asked.current.add(key);
      suggest.mutate(request);
    },
    /** The options kept for `request` (none while asking, or when the ask failed). */
    options: (request: SuggestionRequest | null): string[] => (request ? (answers[keyOf(request)] ?? []) : []),
    /** Whether the options for `request` are on their way. */
    loading: (request: SuggestionRequest | null): boolean =>
      request !== null &&
      suggest.isPending &&
      suggest.variables !== undefined &&
      keyOf(suggest.variables) === keyOf(request),
  };
}
