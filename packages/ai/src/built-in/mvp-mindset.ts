import type { PartialOnboardingResponses } from "@onepercent/validators";
import type { CoachProfile, MindsetSuggestions, MvpSuggestions } from "../types";
import { builtInIdentitySuggestions } from "./identity";
import { positionArchetype, positionName, type SportVoice, sportVoice } from "./sport";
import { answersText, type Candidate, rank, themesOf, whyPhrase } from "./themes";

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

function missionCandidates(
  profile: CoachProfile,
  voice: SportVoice,
  responses: PartialOnboardingResponses,
): Candidate[] {
  const why = whyPhrase(responses);
  const position = positionName(profile);
  if (profile.role === "Coach") {
    return [
      { text: "To help my athletes become confident, resilient competitors and good people", weight: 3 },
      {
        text: `To build a ${voice.name} program where effort, learning and courage matter more than the scoreboard`,
        weight: 2,
      },
      ...(why ? [{ text: `To coach for the reason I started: ${why}`, weight: 4 }] : []),
    ];
  }
  if (profile.role === "Parent") {
    return [
      {
        text: `To support my athlete's love of ${voice.name} and help them grow through every high and low`,
        weight: 3,
      },
      { text: "To be a calm, encouraging presence my child can count on, win or lose", weight: 2 },
      ...(why ? [{ text: `To support my child because ${why}`, weight: 4 }] : []),
    ];
  }
  return [
    ...(why
      ? [{ text: `To play ${voice.name} for the reason I started (${why}) and to get 1% better each day`, weight: 5 }]
      : []),
    {
      text: position
        ? `To compete as a ${position} with courage and joy, and to make every ${voice.unit} count`
        : `To compete in ${voice.name} with courage and joy, and to make every ${voice.unit} count`,
      weight: 3,
    },
    voice.team
      ? { text: "To be a teammate who lifts others, works relentlessly and stays calm under pressure", weight: 2 }
      : { text: `To chase my own best with discipline and patience, one ${voice.unit} at a time`, weight: 2 },
  ];
}

function visionCandidates(
  profile: CoachProfile,
  voice: SportVoice,
  responses: PartialOnboardingResponses,
): Candidate[] {
  const fromGoals = (responses.goals ?? []).flatMap((goal) => {
    const vision = goalAsVision(goal);
    return vision ? [{ text: vision, weight: 30 }] : [];
  });
  const position = positionName(profile);
  const subject =
    profile.role === "Coach" ? "My athletes step" : profile.role === "Parent" ? "My athlete steps" : "I step";
  return [
    ...fromGoals,
    {
      text: `${subject} into every ${voice.event} calm, prepared and confident`,
      themes: ["nerves", "confidence"],
      weight: 3,
    },
    profile.role === "Athlete" && position
      ? {
          text: `I am the ${position} my coaches trust in moments like ${voice.pressureMoment}`,
          themes: ["confidence", "selection"],
          weight: 3,
        }
      : {
          text: `${profile.role === "Athlete" ? "I handle" : "We handle"} ${voice.pressureMoment} with a clear head`,
          themes: ["nerves"],
          weight: 2,
        },
    {
      text: `${profile.role === "Athlete" ? "I reset" : "We reset"} after ${voice.mistake} within one ${voice.unit}`,
      themes: ["mistakes"],
      weight: 2,
    },
    {
      text: `${profile.role === "Athlete" ? "I play" : "We play"} at the next level of ${voice.name}`,
      themes: ["selection"],
      weight: 1,
    },
    {
      text: `${profile.role === "Athlete" ? "I still love" : "We still love"} ${voice.name} as much as the day I started`,
      themes: ["motivation"],
      weight: 0,
    },
  ];
}

function processGoalCandidates(profile: CoachProfile, voice: SportVoice): Candidate[] {
  const archetype = positionArchetype(profile.position);
  return [
    { text: "Do 10 minutes of mental training every day: breathing, imagery or journaling", weight: 3 },
    {
      text: `Use box breathing (4 in, 4 hold, 4 out, 4 hold) before every ${voice.event} and in moments like ${voice.pressureMoment}`,
      themes: ["nerves"],
      weight: 2,
    },
    {
      text: `After ${voice.mistake}: one long exhale, my cue "${voice.cue}", then the next ${voice.unit}`,
      themes: ["mistakes"],
      weight: 2,
    },
    {
      text: `Follow my pre-${voice.event} routine before every ${voice.event} and every practice`,
      themes: ["consistency"],
      weight: 1,
    },
    {
      text: `Visualise three successful ${voice.unit}s the night before a ${voice.event}`,
      themes: ["confidence", "selection"],
      weight: 1,
    },
    {
      text: "Write one win, one lesson and one focus for tomorrow in my journal each night",
      themes: ["consistency", "learning"],
      weight: 1,
    },
    ...(voice.team
      ? [
          {
            text: "Give at least one teammate specific encouragement every practice",
            themes: ["leadership" as const],
            weight: 0,
          },
        ]
      : []),
    ...(archetype === "leader"
      ? [{ text: `Communicate early and loudly on every ${voice.unit}`, themes: ["leadership" as const], weight: 2 }]
      : []),
  ];
}

/** What both suggestion sets start from: the profile (a neutral one when unknown), its sport's words and the answers' themes. */
function startingPoint(profile: CoachProfile | undefined, responses: PartialOnboardingResponses) {
  const who = profile ?? UNKNOWN_PROFILE;
  return { who, voice: sportVoice(who.sport), themes: themesOf(answersText(responses)) };
}

/** The built-in coach's MVP candidates from the onboarding answers (and the profile when known). */
export function builtInMvpSuggestions(
  profile: CoachProfile | undefined,
  responses: PartialOnboardingResponses,
): MvpSuggestions {
  const { who, voice, themes } = startingPoint(profile, responses);
  return {
    mission: rank(missionCandidates(who, voice, responses), themes, 3),
    vision: rank(visionCandidates(who, voice, responses), themes, 5),
    processGoals: rank(processGoalCandidates(who, voice), themes, 5),
  };
}

/** The built-in coach's mindset candidates: focus words, keys, affirmations, self-talk, body language. */
export function builtInMindsetSuggestions(
  profile: CoachProfile | undefined,
  responses: PartialOnboardingResponses,
): MindsetSuggestions {
  const { who, voice, themes } = startingPoint(profile, responses);
  const position = positionName(who);
  const why = whyPhrase(responses, 50);
  const words: Candidate[] = [
    { text: "Calm", themes: ["nerves"], weight: 1 },
    { text: "Next", themes: ["mistakes"], weight: 1 },
    { text: "Believe", themes: ["confidence"], weight: 1 },
    { text: "Present", themes: ["focus"], weight: 1 },
    { text: "Steady", themes: ["consistency"], weight: 0 },
    { text: "Joy", themes: ["motivation"], weight: 0 },
    { text: "Trust", themes: ["injury", "confidence"], weight: 0 },
    { text: "Lead", themes: ["leadership"], weight: 0 },
    { text: "Compete", themes: ["selection"], weight: 0 },
  ];
  return {
    oneWordFocus: rank(words, themes, 5),
    keysToKeepItSimple: rank(
      [
        { text: voice.cue.charAt(0).toUpperCase() + voice.cue.slice(1), weight: 3 },
        { text: `One ${voice.unit} at a time`, themes: ["focus", "mistakes"], weight: 2 },
        { text: "Breathe out before you start", themes: ["nerves"], weight: 2 },
        {
          text: "Control the controllables: effort, attitude, preparation",
          themes: ["consistency", "selection"],
          weight: 1,
        },
        { text: "Same routine, every time", themes: ["consistency"], weight: 0 },
      ],
      themes,
      5,
    ),
    affirmations: rank(
      [
        { text: "I am prepared and I trust my training", themes: ["confidence", "consistency"], weight: 2 },
        { text: `I can handle ${voice.pressureMoment}`, themes: ["nerves"], weight: 2 },
        { text: "Mistakes are how I get better", themes: ["mistakes", "learning"], weight: 1 },
        { text: position ? `I am a ${position} my team can count on` : `I belong in this ${voice.event}`, weight: 1 },
        ...(why ? [{ text: `I play because ${why}`, weight: 3 }] : []),
        { text: "My body is strong and ready", themes: ["injury"], weight: 0 },
      ],
      themes,
      5,
    ),
    selfTalk: rank(
      [
        { text: `Next ${voice.unit}.`, themes: ["mistakes"], weight: 2 },
        { text: "Breathe, reset, go.", themes: ["nerves"], weight: 2 },
        { text: `${voice.cue.charAt(0).toUpperCase()}${voice.cue.slice(1)}.`, themes: ["focus"], weight: 1 },
        { text: "I've done this a thousand times in practice.", themes: ["confidence"], weight: 1 },
        { text: "Stay here. Stay now.", themes: ["focus"], weight: 0 },
      ],
      themes,
      5,
    ),
    bodyLanguage: rank(
      [
        { text: `Shoulders back and chin up after ${voice.mistake}`, themes: ["mistakes", "confidence"], weight: 2 },
        { text: `Walk with purpose between each ${voice.unit}`, themes: ["confidence"], weight: 1 },
        { text: "A long exhale and loose hands to reset", themes: ["nerves"], weight: 1 },
        voice.team
          ? { text: "Eye contact and a high five for teammates, good play or bad", themes: ["leadership"], weight: 1 }
          : { text: "The same posture whether I'm ahead or behind", themes: ["consistency"], weight: 1 },
        { text: "Eyes on a fixed point while I gather my focus", themes: ["focus"], weight: 0 },
      ],
      themes,
      5,
    ),
    identityStatement: builtInIdentitySuggestions(who, responses, themes),
  };
}
