import { ROLES } from "@onepercent/validators";
import { z } from "zod";
import type { CoachProfile } from "../types";
import {
  EXPERIENCES,
  type Experience,
  experienceOf,
  POSITION_ARCHETYPES,
  type PositionArchetype,
  positionArchetype,
  type SportVoice,
} from "./sport";
import { type Candidate, THEMES } from "./themes";

// The suggestions' candidate texts live in packages/ai/content (identity.json, mvp-mindset.json,
// onboarding-motives.json, onboarding-mind.json) with named placeholders ({{sport}}) and the
// conditions under which they are offered. This module checks a file once when it loads and fills
// its candidates for an athlete (content/README.md, "Suggestion candidates").

/** The values a candidate may name; a text naming another fails when its file loads. */
const PLACEHOLDERS = [
  "sport",
  "Sport",
  "event",
  "unit",
  "pressureMoment",
  "mistake",
  "cue",
  "Cue",
  "position",
  "aPosition",
  "why",
  "loved",
  "reason",
  "years",
  "yearCount",
  "coachJourney",
] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];

/** Values by placeholder; a missing or empty one leaves its text out (or picks the next alternative). */
export type CandidateValues = Partial<Record<Placeholder, string | null>>;

const PLACEHOLDER = /\{\{([A-Za-z]+)\}\}/g;
const KNOWN: ReadonlySet<string> = new Set(PLACEHOLDERS);

const Text = z
  .string()
  .min(1)
  .refine((text) => [...text.matchAll(PLACEHOLDER)].every((match) => KNOWN.has(match[1] ?? "")), {
    message: `a placeholder is not one of ${PLACEHOLDERS.join(", ")}`,
  });

/** One value or a list of them, read as a list. */
function oneOrMany<T extends string>(values: readonly [T, ...T[]]) {
  const value = z.enum(values);
  return z.union([value, z.array(value).min(1)]).transform((wanted) => (Array.isArray(wanted) ? wanted : [wanted]));
}

/** When a candidate is offered: every condition given must hold. */
const When = z.strictObject({
  role: oneOrMany(ROLES).optional(),
  /** A team sport (true) or an individual one (false). */
  team: z.boolean().optional(),
  /** The athlete named a position. */
  position: z.boolean().optional(),
  /** The athlete wrote why they play. */
  why: z.boolean().optional(),
  experience: oneOrMany(EXPERIENCES).optional(),
  archetype: oneOrMany(POSITION_ARCHETYPES).optional(),
});
type When = z.infer<typeof When>;

const CandidateSpec = z.strictObject({
  /** A sentence, or alternatives: the first whose placeholders all have values is offered. */
  text: z.union([Text, z.array(Text).min(1)]),
  themes: z.array(z.enum(THEMES)).optional(),
  /** Higher comes first when no theme decides. */
  weight: z.number().int(),
  when: When.optional(),
});

/** Candidates offered together under the same conditions (most often a role). */
const Group = z.strictObject({ when: When.optional(), candidates: z.array(CandidateSpec).min(1) });
type Group = z.infer<typeof Group>;

/** A content file's candidate lists by key, checked now (the file is imported as JSON, so bundled). */
export function loadCandidates<const K extends string>(json: unknown, keys: readonly K[]) {
  return z
    .strictObject({ $comment: z.string().min(1), candidates: z.record(z.enum(keys), z.array(Group).min(1)) })
    .parse(json).candidates;
}

/** The words every file may use: the sport's and the position's. */
export function voiceValues(voice: SportVoice, position: string | null): CandidateValues {
  return {
    sport: voice.name,
    Sport: upperFirst(voice.name),
    event: voice.event,
    unit: voice.unit,
    pressureMoment: voice.pressureMoment,
    mistake: voice.mistake,
    cue: voice.cue,
    Cue: upperFirst(voice.cue),
    position,
    aPosition: position && `${/^[aeiou]/.test(position) ? "an" : "a"} ${position}`,
  };
}

/** The candidates of a list offered to this athlete, filled, in the file's order. */
export function fillCandidates(
  groups: readonly Group[],
  profile: CoachProfile,
  voice: SportVoice,
  values: CandidateValues,
): Candidate[] {
  const facts: Facts = {
    role: profile.role,
    team: voice.team,
    position: present(values.position),
    why: present(values.why),
    experience: experienceOf(profile.yearsPlaying),
    archetype: positionArchetype(profile.position),
  };
  return groups
    .filter((group) => holds(group.when, facts))
    .flatMap((group) => group.candidates.filter((spec) => holds(spec.when, facts)))
    .flatMap((spec) => {
      const text = firstFilled(typeof spec.text === "string" ? [spec.text] : spec.text, values);
      return text === null ? [] : [{ text, themes: spec.themes ?? [], weight: spec.weight }];
    });
}

interface Facts {
  role: CoachProfile["role"];
  team: boolean;
  position: boolean;
  why: boolean;
  experience: Experience;
  archetype: PositionArchetype;
}

function holds(when: When | undefined, facts: Facts): boolean {
  if (!when) return true;
  return (
    (when.role?.includes(facts.role) ?? true) &&
    (when.team ?? facts.team) === facts.team &&
    (when.position ?? facts.position) === facts.position &&
    (when.why ?? facts.why) === facts.why &&
    (when.experience?.includes(facts.experience) ?? true) &&
    (when.archetype?.includes(facts.archetype) ?? true)
  );
}

const present = (value: string | null | undefined): boolean => value !== null && value !== undefined && value !== "";

/** The text with its placeholders replaced (values as they are), or null when one has no value. */
function fill(text: string, values: CandidateValues): string | null {
  let missing = false;
  const filled = text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = isPlaceholder(name) ? values[name] : undefined;
    if (!present(value)) missing = true;
    return value ?? "";
  });
  return missing ? null : filled;
}

/** The first alternative whose placeholders all have values, filled. */
function firstFilled(texts: readonly string[], values: CandidateValues): string | null {
  for (const text of texts) {
    const filled = fill(text, values);
    if (filled !== null) return filled;
  }
  return null;
}

function isPlaceholder(name: string): name is Placeholder {
  return KNOWN.has(name);
}

const upperFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
