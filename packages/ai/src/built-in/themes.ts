import { ONBOARDING_ANSWER_KEYS, type PartialOnboardingResponses } from "@onepercent/validators";

/** What an athlete's answers are about; later suggestions build on the themes of earlier answers. */
export const THEMES = [
  "nerves",
  "mistakes",
  "confidence",
  "focus",
  "consistency",
  "motivation",
  "injury",
  "leadership",
  "selection",
  "learning",
] as const;
export type Theme = (typeof THEMES)[number];

const PATTERNS: Record<Theme, RegExp> = {
  nerves: /nerv|anx|pressure|tense|tight|butterfl|scared|fear|calm|composed|relax|breath/i,
  mistakes: /mistake|error|replay|dwell|bounce back|let .* go|reset|fail|hard on/i,
  confidence: /confiden|doubt|believ|self-belief|trust my (training|preparation)|courage/i,
  focus: /focus|distract|overthink|concentrat|present|one .* at a time|clear/i,
  consistency: /consisten|routine|habit|up and down|inconsistent|same .* every|plan/i,
  // Losing drive, not loving the sport: "I love the game" is a reason to play, not a problem.
  motivation: /motivat|burn|flat|bored|tired|rediscover|lost .*love|get it back|enjoying .* again|joy i felt/i,
  injury: /injur|comeback|coming back|rehab|hurt|my body/i,
  leadership: /lead|captain|communicat|teammate|voice|culture/i,
  selection: /starting|spot|select|scholar|college|next level|varsity|professional|personal best|tryout|bigger role/i,
  learning: /new to|starting out|basics|learn/i,
};

/** The themes present in a text. */
export function themesOf(text: string): Set<Theme> {
  const found = new Set<Theme>();
  for (const [theme, pattern] of Object.entries(PATTERNS) as [Theme, RegExp][]) {
    if (pattern.test(text)) found.add(theme);
  }
  return found;
}

/** Every answer given so far as one text (the why, then each list). */
export function answersText(
  responses: PartialOnboardingResponses,
  fields?: readonly (keyof PartialOnboardingResponses)[],
): string {
  const parts: string[] = [];
  for (const key of fields ?? ONBOARDING_ANSWER_KEYS) {
    const value = responses[key];
    if (typeof value === "string") parts.push(value);
    else if (Array.isArray(value)) parts.push(...value);
  }
  return parts.join("\n");
}

/** The athlete's reason to play, shortened to a phrase that reads well inside a sentence. */
export function whyPhrase(responses: PartialOnboardingResponses, max = 70): string | null {
  const text = (responses.whyIPlaySport ?? "").trim().replace(/\s+/g, " ");
  if (text === "") return null;
  const firstSentence = text.split(/(?<=[.!?])\s/)[0] ?? text;
  const phrase = firstSentence.replace(/[.!?]+$/, "");
  const short = phrase.length <= max ? phrase : `${phrase.slice(0, phrase.lastIndexOf(" ", max)).trim()}…`;
  // Reads inside a sentence: "Because The water…" → "because the water…", but "I" stays "I".
  return /^I\b/.test(short) ? short : short.charAt(0).toLowerCase() + short.slice(1);
}

export interface Candidate {
  text: string;
  themes?: Theme[];
  /** Higher comes first when no theme decides. */
  weight?: number;
}

/**
 * The most relevant candidates, most relevant first: a theme the athlete has spoken about
 * counts more than the base weight. Duplicates are dropped; at most `max` come back.
 */
export function rank(candidates: Candidate[], themes: Set<Theme>, max: number): string[] {
  const scored = candidates.map((candidate, index) => {
    const matches = (candidate.themes ?? []).filter((theme) => themes.has(theme)).length;
    return { text: candidate.text, score: (candidate.weight ?? 0) + matches * 10, index };
  });
  scored.sort((a, b) => b.score - a.score || a.index - b.index);
  const seen = new Set<string>();
  const result: string[] = [];
  for (const { text } of scored) {
    const key = text.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(text);
    if (result.length === max) break;
  }
  return result;
}
