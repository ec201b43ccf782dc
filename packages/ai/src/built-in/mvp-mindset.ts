import { type PartialOnboardingResponses, selectedOptions } from "@onepercent/validators";
import mvpMindsetJson from "../../content/mvp-mindset.json" with { type: "json" };
import type { CoachProfile, MindsetSuggestions, MvpSuggestions } from "../types";
import { type CandidateValues, fillCandidates, loadCandidates, voiceValues } from "./candidates";
import { builtInIdentitySuggestions } from "./identity";
import { positionName, sportVoice } from "./sport";
import { answersText, rank, themesOf, whyPhrase } from "./themes";

// The words live in content/mvp-mindset.json; the athlete's own goals become visions here.
const SETS = [
  "mission",
  "vision",
  "processGoals",
  "oneWordFocus",
  "keysToKeepItSimple",
  "affirmations",
  "selfTalk",
  "bodyLanguage",
] as const;
type SetName = (typeof SETS)[number];
const CANDIDATES = loadCandidates(mvpMindsetJson, SETS);

/** Used when an anonymous caller sends only answers. */
const UNKNOWN_PROFILE: CoachProfile = { sport: "", role: "Athlete", yearsPlaying: "1" };

/** Goals written as "Stay calm…" read as a vision once they are "I stay calm…". */
const GOAL_VERBS =
  /^(stay|bounce|build|play|keep|earn|lead|trust|rediscover|enjoy|set|help|teach|create|know|support|own|win|become|make|improve|get|be)\b/i;

function goalAsVision(goal: string): string | null {
  const text = goal.trim().replace(/[.!]+$/, "");
  if (!GOAL_VERBS.test(text)) return null;
  const verb = text.split(/\s/, 1)[0] ?? "";
  const rest = text.slice(verb.length);
  const lower = verb.toLowerCase();
  const present = lower === "be" ? "am" : lower;
  return `By the end of this season I ${present}${rest}`;
}

/** What both suggestion sets start from: the profile (a neutral one when unknown), its sport's words and the answers' themes. */
function startingPoint(profile: CoachProfile | undefined, responses: PartialOnboardingResponses, whyMax: number) {
  const who = profile ?? UNKNOWN_PROFILE;
  const voice = sportVoice(who.sport);
  const themes = themesOf(answersText(responses));
  const values: CandidateValues = { ...voiceValues(voice, positionName(who)), why: whyPhrase(responses, whyMax) };
  const filled = (set: SetName) => fillCandidates(CANDIDATES[set], who, voice, values);
  const ranked = (set: SetName, max: number) => rank(filled(set), themes, max);
  return { who, themes, filled, ranked };
}

/** The built-in coach's MVP candidates from the onboarding answers (and the profile when known). */
export function builtInMvpSuggestions(
  profile: CoachProfile | undefined,
  responses: PartialOnboardingResponses,
): MvpSuggestions {
  const { themes, filled, ranked } = startingPoint(profile, responses, 70);
  const fromGoals = selectedOptions(responses.goals).flatMap((goal) => {
    const vision = goalAsVision(goal);
    return vision ? [{ text: vision, weight: 30 }] : [];
  });
  return {
    mission: ranked("mission", 3),
    vision: rank([...fromGoals, ...filled("vision")], themes, 5),
    processGoals: ranked("processGoals", 5),
  };
}

/** The built-in coach's mindset candidates: focus words, keys, affirmations, self-talk, body language. */
export function builtInMindsetSuggestions(
  profile: CoachProfile | undefined,
  responses: PartialOnboardingResponses,
): MindsetSuggestions {
  const { who, themes, ranked } = startingPoint(profile, responses, 50);
  return {
    oneWordFocus: ranked("oneWordFocus", 5),
    keysToKeepItSimple: ranked("keysToKeepItSimple", 5),
    affirmations: ranked("affirmations", 5),
    selfTalk: ranked("selfTalk", 5),
    bodyLanguage: ranked("bodyLanguage", 5),
    identityStatement: builtInIdentitySuggestions(who, responses, themes),
  };
}
