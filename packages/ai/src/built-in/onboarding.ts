import {
  ONBOARDING_SUGGESTIONS_MAX,
  type OnboardingAnswerKey,
  type PartialOnboardingResponses,
} from "@onepercent/validators";
import type { CoachProfile } from "../types";
import { currentStateCandidates, desiredStateCandidates, expectationCandidates } from "./onboarding-mind";
import { goalCandidates, journeyCandidates, whyCandidates } from "./onboarding-motives";
import type { Setting } from "./onboarding-setting";
import { positionName, sportVoice } from "./sport";
import { answersText, type Candidate, rank, themesOf } from "./themes";

export { COACH_JOURNEY_OPTION } from "./onboarding-setting";

/** The themes a step builds on: everything answered before it. */
const EARLIER_FIELDS: Record<OnboardingAnswerKey, (keyof PartialOnboardingResponses)[]> = {
  whyIPlaySport: [],
  journey: ["whyIPlaySport"],
  goals: ["whyIPlaySport", "journey"],
  currentMentalState: ["journey", "goals"],
  desiredMentalState: ["currentMentalState", "goals"],
  expectations: ["goals", "currentMentalState", "desiredMentalState"],
};

const BUILDERS: Record<OnboardingAnswerKey, (setting: Setting) => Candidate[]> = {
  whyIPlaySport: whyCandidates,
  journey: journeyCandidates,
  goals: goalCandidates,
  currentMentalState: currentStateCandidates,
  desiredMentalState: desiredStateCandidates,
  expectations: expectationCandidates,
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
  const setting: Setting = { profile, voice: sportVoice(profile.sport), position: positionName(profile), responses };
  const themes = themesOf(answersText(responses, EARLIER_FIELDS[step]));
  return rank(BUILDERS[step](setting), themes, ONBOARDING_SUGGESTIONS_MAX);
}
