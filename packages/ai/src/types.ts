import {
  type CoachSource,
  MINDSET_WORD_MAX,
  ONBOARDING_SUGGESTIONS_MAX,
  ONBOARDING_SUGGESTIONS_MIN,
  type OnboardingAnswerKey,
  type PartialOnboardingResponses,
  type ROLES,
} from "@onepercent/validators";
import { z } from "zod";

/** Who the coach is talking to: the profile fields every AI feature personalises by. */
export interface CoachProfile {
  name?: string | undefined;
  /** A catalogue sport, "Other", or empty when unknown (an anonymous caller). */
  sport: string;
  position?: string | null | undefined;
  role: (typeof ROLES)[number];
  /** "Less than 1", "1" … "20", "More than 20". */
  yearsPlaying: string;
  /** Given by the MVP and mindset suggestions (planning-and-reflection.md §7 userData). */
  gender?: string | undefined;
}

export interface OnboardingSuggestionRequest {
  step: OnboardingAnswerKey;
  profile: CoachProfile;
  /** The answers given on earlier steps; later steps build on them. */
  responses: PartialOnboardingResponses;
}

export interface CoachRequest {
  /** Absent for anonymous callers of the legacy suggestion paths. */
  profile?: CoachProfile | undefined;
  responses: PartialOnboardingResponses;
}

const Statement = z.string().trim().min(1).max(300);

/** 3 to 6 options for one onboarding step (platform.md §9). */
export const OnboardingSuggestions = z.object({
  options: z.array(Statement).min(ONBOARDING_SUGGESTIONS_MIN).max(ONBOARDING_SUGGESTIONS_MAX),
});
export type OnboardingSuggestions = z.infer<typeof OnboardingSuggestions>;

/** Candidates for the MVP wizard: missions to choose from, vision statements, process goals. */
export const MvpSuggestions = z.object({
  mission: z.array(Statement).min(1).max(5),
  vision: z.array(Statement).min(3).max(5),
  processGoals: z.array(Statement).min(3).max(5),
});
export type MvpSuggestions = z.infer<typeof MvpSuggestions>;

/** planning-and-reflection.md §9: a one word focus is at most 15 characters (the validators' rule). */
export const ONE_WORD_FOCUS_MAX = MINDSET_WORD_MAX;

/** Candidates for the identity statement: completions of "I have", "I am", "I love", "I give". */
export const IdentitySuggestions = z.object({
  iHave: z.array(Statement).min(3).max(5),
  iAm: z.array(Statement).min(3).max(5),
  iLove: z.array(Statement).min(3).max(5),
  iGive: z.array(Statement).min(3).max(5),
});
export type IdentitySuggestions = z.infer<typeof IdentitySuggestions>;

/** Candidates for the mindset wizard's groups and the identity statement card. */
export const MindsetSuggestions = z.object({
  oneWordFocus: z.array(z.string().trim().min(1).max(ONE_WORD_FOCUS_MAX).regex(/^\S+$/)).min(3).max(5),
  keysToKeepItSimple: z.array(Statement).min(3).max(5),
  affirmations: z.array(Statement).min(3).max(5),
  selfTalk: z.array(Statement).min(3).max(5),
  bodyLanguage: z.array(Statement).min(3).max(5),
  identityStatement: IdentitySuggestions,
});
export type MindsetSuggestions = z.infer<typeof MindsetSuggestions>;

export type { CoachSource } from "@onepercent/validators";

export interface Sourced<T> {
  source: CoachSource;
  value: T;
}

/**
 * The one interface behind every AI feature (ARCHITECTURE.md "AI coach"). The built-in coach
 * implements it offline; the OpenAI provider implements it with a model and falls back to the
 * built-in coach on any failure, so callers never see a provider error.
 */
export interface CoachProvider {
  readonly kind: CoachSource;
  onboardingSuggestions(request: OnboardingSuggestionRequest): Promise<Sourced<string[]>>;
  mvpSuggestions(request: CoachRequest): Promise<Sourced<MvpSuggestions>>;
  mindsetSuggestions(request: CoachRequest): Promise<Sourced<MindsetSuggestions>>;
}
