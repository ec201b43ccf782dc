import {
  ONBOARDING_SUGGESTIONS_MAX,
  type OnboardingAnswerKey,
  type PartialOnboardingResponses,
} from "@onepercent/validators";
import mindJson from "../../content/onboarding-mind.json" with { type: "json" };
import motivesJson from "../../content/onboarding-motives.json" with { type: "json" };
import type { CoachProfile } from "../types";
import { fillCandidates, loadCandidates, voiceValues } from "./candidates";
import { COACH_JOURNEY_OPTION, yearsPhrase } from "./onboarding-setting";
import { positionName, sportVoice } from "./sport";
import { answersText, rank, themesOf, whyPhrase } from "./themes";

export { COACH_JOURNEY_OPTION } from "./onboarding-setting";

// Each step's options live in content: why I play, the journey and the goals in onboarding-motives.json,
// the mental state now, the one wanted and the expectations in onboarding-mind.json.
const CANDIDATES = {
  ...loadCandidates(motivesJson, ["whyIPlaySport", "journey", "goals"]),
  ...loadCandidates(mindJson, ["currentMentalState", "desiredMentalState", "expectations"]),
};

/** The themes a step builds on: everything answered before it. */
const EARLIER_FIELDS: Record<OnboardingAnswerKey, (keyof PartialOnboardingResponses)[]> = {
  whyIPlaySport: [],
  journey: ["whyIPlaySport"],
  goals: ["whyIPlaySport", "journey"],
  currentMentalState: ["journey", "goals"],
  desiredMentalState: ["currentMentalState", "goals"],
  expectations: ["goals", "currentMentalState", "desiredMentalState"],
};

/**
 * The built-in coach's options for one onboarding step: written for the athlete's sport,
 * position, role and experience, and ordered by what their earlier answers are about.
 */
export function builtInOnboardingSuggestions(
  step: OnboardingAnswerKey,
  profile: CoachProfile,
  responses: PartialOnboardingResponses,
): string[] {
  const voice = sportVoice(profile.sport);
  const candidates = fillCandidates(CANDIDATES[step], profile, voice, {
    ...voiceValues(voice, positionName(profile)),
    why: whyPhrase(responses, 60),
    years: yearsPhrase(profile.yearsPlaying),
    coachJourney: COACH_JOURNEY_OPTION,
  });
  const themes = themesOf(answersText(responses, EARLIER_FIELDS[step]));
  return rank(candidates, themes, ONBOARDING_SUGGESTIONS_MAX);
}
