import { selectedOptions } from "@onepercent/validators";
import type { AthleteContext } from "../../types";
import { sportVoice } from "../sport";
import { type SportScene, sportsContent } from "./content";
import { clause, firstName, type Lists, listText, type Values } from "./fill";

// The athlete's data as placeholder values: what every script and answer can say about them.

/** How the scripts speak of a sport and a position; empty strings where unknown. */
export interface SportWords extends SportScene {
  /** "basketball"; empty for no sport or "Other". */
  sport: string;
  /** "point guard"; empty without a position. */
  position: string;
  /** "as a point guard", "as an outside hitter", "in freestyle", "in the 5K", "as the anchor". */
  asPosition: string;
  event: string;
  unit: string;
  cue: string;
  pressureMoment: string;
  mistake: string;
}

const KEEP_CASE = /\d|-[A-Z]$|^[A-Z]{2,}$/;

/** A catalogue name as it sits in a sentence: "point guard", "5K", "super-G". */
function spoken(name: string): string {
  return clause(name)
    .split(" ")
    .map((word) => (KEEP_CASE.test(word) ? word : word.toLowerCase()))
    .join(" ");
}

function positionPhrase(sport: string, position: string): string {
  const name = clause(position);
  if (name === "") return "";
  const phrases = sportsContent.positionPhrases;
  if (phrases.in.includes(sport)) return `in ${spoken(name)}`;
  if (phrases.inThe.includes(sport)) return `in the ${spoken(name)}`;
  const noun = sportsContent.positionNouns[name] ?? spoken(name);
  if (phrases.asThe.includes(sport)) return `as the ${noun}`;
  return `${/^[aeiou]/i.test(noun) ? "as an" : "as a"} ${noun}`;
}

/** The placeholders a script fills from the sport's words (the warm-up is imagery's alone). */
export const sceneValues = (words: SportWords): Values => ({
  sport: words.sport,
  position: words.position,
  asPosition: words.asPosition,
  event: words.event,
  unit: words.unit,
  cue: words.cue,
  pressureMoment: words.pressureMoment,
  mistake: words.mistake,
  venue: words.venue,
  sounds: words.sounds,
  feel: words.feel,
});

export function sportWords(sport: string, position: string | null | undefined): SportWords {
  const known = clause(sport);
  const voice = sportVoice(known);
  const scene = sportsContent.sports[known] ?? sportsContent.generic;
  return {
    ...scene,
    sport: known === "" || known === "Other" ? "" : voice.name,
    position: spoken(position ?? ""),
    asPosition: positionPhrase(known, position ?? ""),
    event: voice.event,
    unit: voice.unit,
    cue: voice.cue,
    pressureMoment: voice.pressureMoment,
    mistake: voice.mistake,
  };
}

/** The goals the scripts name: the process goals, else the onboarding goals. */
export function goalsOf(athlete: AthleteContext): string[] {
  const process = athlete.processGoals.map(clause).filter(Boolean);
  return process.length > 0 ? process : selectedOptions(athlete.onboarding.goals).map(clause).filter(Boolean);
}

type Routine = AthleteContext["routines"][number];

/** The routine whose name or trigger fits (a reset routine for mistakes…), else the first one. */
export function pickRoutine(routines: readonly Routine[], fits?: RegExp): { routine: Routine; fits: boolean } | null {
  const match = fits
    ? routines.find((routine) => fits.test(`${routine.name} ${routine.triggerDescription}`))
    : undefined;
  if (match) return { routine: match, fits: true };
  const first = routines[0];
  return first ? { routine: first, fits: false } : null;
}

/** Routine placeholders: routineName, routineTrigger, routineAction, routineStep. */
export function routineValues(routine: Routine | undefined): Values {
  return {
    routineName: clause(routine?.name),
    routineTrigger: clause(routine?.triggerDescription),
    routineAction: clause(routine?.physicalAction),
    routineStep: clause(routine?.steps.find((step) => clause(step) !== "")),
  };
}

const RESET = /mistake|reset|error|bounce|miss|refocus|next play/i;

/** Everything the visualization templates can say about the athlete. */
export function athleteValues(athlete: AthleteContext): { values: Values; lists: Lists } {
  const words = sportWords(athlete.sport, athlete.position);
  const goals = goalsOf(athlete);
  const keys = athlete.keysToKeepItSimple.map(clause).filter(Boolean);
  const affirmations = athlete.affirmations.map(clause).filter(Boolean);
  const identity = athlete.identity.map(clause).filter(Boolean);
  return {
    values: {
      name: firstName(athlete.name),
      ...sceneValues(words),
      mission: clause(athlete.mission),
      vision: clause(athlete.vision),
      goal: goals[0] ?? "",
      goals: listText(goals),
      oneWordFocus: clause(athlete.oneWordFocus),
      keys: listText(keys),
      key: keys[0] ?? "",
      affirmation: affirmations[0] ?? "",
      selfTalk: clause(athlete.selfTalk),
      beliefs: clause(athlete.beliefs),
      identity: identity[0] ?? "",
      desiredState: listText(selectedOptions(athlete.onboarding.desiredMentalState).slice(0, 2)),
      whyIPlay: clause(athlete.onboarding.whyIPlaySport),
      ...routineValues(pickRoutine(athlete.routines, RESET)?.routine),
    },
    lists: { processGoals: goals, keys, affirmations, identity },
  };
}
