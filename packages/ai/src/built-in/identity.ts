import type { PartialOnboardingResponses } from "@onepercent/validators";
import type { CoachProfile, IdentitySuggestions } from "../types";
import { experienceOf, positionArchetype, positionName, type SportVoice, sportVoice } from "./sport";
import { answersText, type Candidate, rank, type Theme, themesOf, whyPhrase } from "./themes";

/**
 * The identity statement's candidates (training-and-tools.md §3): completions of "I have",
 * "I am", "I love" and "I give", written for the user's role, sport, position, experience and
 * onboarding answers. The stem is never part of an item.
 */

interface Who {
  profile: CoachProfile;
  voice: SportVoice;
  position: string | null;
  why: string | null;
}

/** The athlete's reason to play as a completion of "I love": "volleyball because …". */
function loveOfWhy({ voice, why }: Who): Candidate[] {
  if (!why) return [];
  const loved = why.match(/^i love\s+(.+)$/i)?.[1];
  // The athlete's own reason comes first, whatever else the answers speak about.
  if (loved) return [{ text: loved, weight: 30 }];
  return [{ text: `${voice.name} because ${why.replace(/^because\s+/i, "")}`, weight: 30 }];
}

function yearsBehindMe({ profile, voice }: Who): Candidate[] {
  const experience = experienceOf(profile.yearsPlaying);
  if (experience === "new") return [{ text: "everything I need to learn and grow", themes: ["learning"], weight: 1 }];
  const years = profile.yearsPlaying === "More than 20" ? "more than 20" : profile.yearsPlaying;
  return [{ text: `${years} years of ${voice.name} behind me`, themes: ["confidence"], weight: 1 }];
}

function haveCandidates(who: Who): Candidate[] {
  const { voice, profile } = who;
  if (profile.role === "Coach")
    return [
      { text: "athletes who trust me to lead them", weight: 3 },
      { text: `a clear plan for every ${voice.event}`, themes: ["consistency"], weight: 2 },
      { text: "the patience to let athletes learn from mistakes", themes: ["mistakes", "learning"], weight: 1 },
      ...yearsBehindMe(who),
    ];
  if (profile.role === "Parent")
    return [
      { text: "a front-row seat to my athlete's journey", weight: 3 },
      { text: "the calm my athlete can lean on", themes: ["nerves"], weight: 2 },
      { text: "trust in the coaches and the process", themes: ["consistency"], weight: 1 },
    ];
  return [
    { text: `put in the work to be ready for every ${voice.event}`, themes: ["confidence", "consistency"], weight: 2 },
    { text: `a pre-${voice.event} routine I trust`, themes: ["nerves", "consistency"], weight: 1 },
    { text: `bounced back from ${voice.mistake} before, and I will again`, themes: ["mistakes"], weight: 1 },
    voice.team
      ? { text: "teammates who count on me, and I count on them", themes: ["leadership"], weight: 1 }
      : { text: "the discipline to chase my own best", themes: ["consistency"], weight: 1 },
    { text: "a body that gets stronger every day", themes: ["injury"], weight: 0 },
    ...yearsBehindMe(who),
  ];
}

const ARCHETYPE_IDENTITY: Record<ReturnType<typeof positionArchetype>, Candidate | null> = {
  leader: { text: "the voice that keeps my team organised", themes: ["leadership"], weight: 2 },
  lastLine: { text: "the steady last line my team relies on", themes: ["confidence"], weight: 2 },
  finisher: { text: "ready for the big moment", themes: ["selection", "confidence"], weight: 2 },
  specialist: { text: "precise when it counts", themes: ["focus"], weight: 2 },
  engine: { text: "the one who outworks everyone", themes: ["consistency"], weight: 2 },
  none: null,
};

function amCandidates({ profile, voice, position }: Who): Candidate[] {
  if (profile.role === "Coach")
    return [
      { text: "a coach who builds confident, resilient athletes", weight: 3 },
      { text: "calm on the sideline when the pressure rises", themes: ["nerves"], weight: 2 },
      { text: "learning every season, like my athletes", themes: ["learning"], weight: 1 },
    ];
  if (profile.role === "Parent")
    return [
      { text: "a calm, encouraging presence for my athlete", weight: 3 },
      { text: "proud of the effort, whatever the score", themes: ["confidence"], weight: 2 },
      { text: "my athlete's biggest fan, not their coach", themes: ["nerves"], weight: 1 },
    ];
  return [
    position && voice.team
      ? { text: `${/^[aeiou]/.test(position) ? "an" : "a"} ${position} my team can count on`, weight: 3 }
      : position
        ? { text: `at my best when the ${voice.event} begins`, weight: 3 }
        : { text: "an athlete who competes with courage", weight: 3 },
    { text: `calm in moments like ${voice.pressureMoment}`, themes: ["nerves"], weight: 2 },
    { text: `someone who resets after ${voice.mistake}`, themes: ["mistakes"], weight: 1 },
    { text: "confident because I am prepared", themes: ["confidence"], weight: 1 },
    { text: "getting 1% better every day", themes: ["learning", "consistency"], weight: 1 },
    ...[ARCHETYPE_IDENTITY[positionArchetype(profile.position)]].filter((item) => item !== null),
  ];
}

function loveCandidates(who: Who): Candidate[] {
  const { profile, voice } = who;
  const roleLove: Candidate[] =
    profile.role === "Coach"
      ? [{ text: "helping athletes find their best", weight: 3 }]
      : profile.role === "Parent"
        ? [{ text: `watching my athlete grow through ${voice.name}`, weight: 3 }]
        : [];
  return [
    ...loveOfWhy(who),
    ...roleLove,
    { text: `the challenge of ${voice.pressureMoment}`, themes: ["nerves", "confidence"], weight: 2 },
    { text: "competing when it matters most", themes: ["selection"], weight: 1 },
    { text: "the work nobody sees", themes: ["consistency"], weight: 1 },
    voice.team
      ? { text: "being part of this team", themes: ["leadership"], weight: 1 }
      : { text: "chasing my own best", themes: ["selection"], weight: 1 },
    { text: `${voice.name} as much as the day I started`, themes: ["motivation", "injury"], weight: 0 },
  ];
}

function giveCandidates({ profile, voice }: Who): Candidate[] {
  if (profile.role === "Coach")
    return [
      { text: "my athletes clear feedback and belief", weight: 3 },
      { text: "the same calm energy in wins and losses", themes: ["nerves", "consistency"], weight: 2 },
      { text: "every athlete a reason to come back tomorrow", themes: ["motivation"], weight: 1 },
    ];
  if (profile.role === "Parent")
    return [
      { text: "unconditional support, win or lose", weight: 3 },
      { text: "space for my athlete to own the sport", themes: ["motivation"], weight: 2 },
      { text: "a calm ride home, whatever happened", themes: ["mistakes"], weight: 1 },
    ];
  const team: Candidate[] = voice.team
    ? [{ text: "energy and encouragement to my teammates", themes: ["leadership"], weight: 2 }]
    : [];
  return [
    { text: `full effort on every ${voice.unit}`, weight: 3 },
    ...team,
    { text: `my full attention to this ${voice.unit}, not the last one`, themes: ["focus", "mistakes"], weight: 1 },
    { text: "my best, win or lose", themes: ["confidence", "motivation"], weight: 1 },
    { text: "my coaches an athlete who is ready to learn", themes: ["learning"], weight: 1 },
    { text: "respect to my opponents and officials", weight: 0 },
  ];
}

/** The built-in coach's identity statement candidates: 3 to 5 per stem, most relevant first. */
export function builtInIdentitySuggestions(
  profile: CoachProfile,
  responses: PartialOnboardingResponses,
  themes: Set<Theme> = themesOf(answersText(responses)),
): IdentitySuggestions {
  const who: Who = {
    profile,
    voice: sportVoice(profile.sport),
    position: positionName(profile),
    why: whyPhrase(responses, 50),
  };
  return {
    iHave: rank(haveCandidates(who), themes, 5),
    iAm: rank(amCandidates(who), themes, 5),
    iLove: rank(loveCandidates(who), themes, 5),
    iGive: rank(giveCandidates(who), themes, 5),
  };
}
