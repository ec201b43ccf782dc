import type { CoachProvider } from "../types";
import { builtInMindsetSuggestions, builtInMvpSuggestions } from "./mvp-mindset";
import { builtInOnboardingSuggestions } from "./onboarding";

export { COACH_JOURNEY_OPTION } from "./onboarding";

/** The offline coach (ARCHITECTURE.md "AI coach"): the embedded default and every provider's fallback. */
export function createBuiltInCoach(): CoachProvider {
  return {
    kind: "built-in",
    async onboardingSuggestions({ step, profile, responses }) {
      return { source: "built-in", value: builtInOnboardingSuggestions(step, profile, responses) };
    },
    async mvpSuggestions({ profile, responses }) {
      return { source: "built-in", value: builtInMvpSuggestions(profile, responses) };
    },
    async mindsetSuggestions({ profile, responses }) {
      return { source: "built-in", value: builtInMindsetSuggestions(profile, responses) };
    },
  };
}
