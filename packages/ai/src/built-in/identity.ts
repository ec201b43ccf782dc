import { IDENTITY_KEYS, type PartialOnboardingResponses } from "@onepercent/validators";
import identityJson from "../../content/identity.json" with { type: "json" };
import type { CoachProfile, IdentitySuggestions } from "../types";
import { type CandidateValues, fillCandidates, loadCandidates, voiceValues } from "./candidates";
import { positionName, sportVoice } from "./sport";
import { answersText, rank, type Theme, themesOf, whyPhrase } from "./themes";

/**
 * The identity statement's candidates (training-and-tools.md §3): completions of "I have",
 * "I am", "I love" and "I give", written for the user's role, sport, position, experience and
 * onboarding answers. The stem is never part of an item. The words live in content/identity.json.
 */
const CANDIDATES = loadCandidates(identityJson, IDENTITY_KEYS);

/** The athlete's reason to play, for "I love": what follows their own "I love", or the reason itself. */
function whyValues(why: string | null): CandidateValues {
  if (!why) return {};
  return { loved: why.match(/^i love\s+(.+)$/i)?.[1], reason: why.replace(/^because\s+/i, "") };
}

/** The built-in coach's identity statement candidates: 3 to 5 per stem, most relevant first. */
export function builtInIdentitySuggestions(
  profile: CoachProfile,
  responses: PartialOnboardingResponses,
  themes: Set<Theme> = themesOf(answersText(responses)),
): IdentitySuggestions {
  const voice = sportVoice(profile.sport);
  const values: CandidateValues = {
    ...voiceValues(voice, positionName(profile)),
    ...whyValues(whyPhrase(responses, 50)),
    yearCount: profile.yearsPlaying === "More than 20" ? "more than 20" : profile.yearsPlaying,
  };
  const ranked = (key: keyof IdentitySuggestions) =>
    rank(fillCandidates(CANDIDATES[key], profile, voice, values), themes, 5);
  return { iHave: ranked("iHave"), iAm: ranked("iAm"), iLove: ranked("iLove"), iGive: ranked("iGive") };
}
