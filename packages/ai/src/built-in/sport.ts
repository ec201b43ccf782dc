import { z } from "zod";
import voicesJson from "../../content/sport-voices.json" with { type: "json" };
import type { CoachProfile } from "../types";

/** How the built-in coach speaks about a sport: its words, its pressure moments, its mistakes. */
export interface SportVoice {
  /** "basketball", "your sport" when unknown. */
  name: string;
  /** A competition: game, match, meet, race, round, performance. */
  event: string;
  /** The smallest unit to reset between: possession, point, pitch, shot, length. */
  unit: string;
  /** The moment that tests nerves most. */
  pressureMoment: string;
  /** The mistake athletes of this sport replay. */
  mistake: string;
  /** A short, sport-specific focus cue. */
  cue: string;
  /** Team sports lean on teammates; individual sports on self-reliance. */
  team: boolean;
}

// Each sport's words live in packages/ai/content/sport-voices.json, checked once when the module loads.
const Voice = z.object({
  event: z.string().min(1),
  unit: z.string().min(1),
  pressureMoment: z.string().min(1),
  mistake: z.string().min(1),
  cue: z.string().min(1),
  team: z.boolean(),
});
const voices = z.object({ generic: Voice, sports: z.record(z.string(), Voice) }).parse(voicesJson);
const VOICES = voices.sports;
const GENERIC = voices.generic;

/** The voice for the athlete's sport; a neutral one for "Other" or an unknown sport. */
export function sportVoice(sport: string): SportVoice {
  const known = VOICES[sport];
  if (known) return { name: sport.toLowerCase(), ...known };
  const name = sport.trim() === "" || sport === "Other" ? "your sport" : sport.trim().toLowerCase();
  return { name, ...GENERIC };
}

/** What a position asks of the mind, recognised from its name. */
export const POSITION_ARCHETYPES = ["leader", "lastLine", "finisher", "specialist", "engine", "none"] as const;
export type PositionArchetype = (typeof POSITION_ARCHETYPES)[number];

const ARCHETYPES: [PositionArchetype, RegExp][] = [
  ["lastLine", /goal|keeper|goalie|libero|defen|safety|cornerback|fullback|back spot|catcher/i],
  ["leader", /point guard|quarterback|setter|coxswain|scrum-half|fly-half|midfield|^center$|centre|captain|anchor/i],
  ["specialist", /pitcher|kicker|punter|snapper|face-off|flyer|vault|beam|bars|rings|horse|jump|throw|hurdle/i],
  ["finisher", /forward|striker|attack|wing|hitter|shooting|receiver|running back|driver|tumbler|sprint/i],
  ["engine", /line|prop|lock|flanker|number 8|hooker|base|stroke|distance|open water|middle/i],
];

export function positionArchetype(position: string | null | undefined): PositionArchetype {
  if (!position) return "none";
  return ARCHETYPES.find(([, pattern]) => pattern.test(position))?.[0] ?? "none";
}

/** New (under 2 years), developing (2–5), experienced (6 or more). */
export const EXPERIENCES = ["new", "developing", "experienced"] as const;
export type Experience = (typeof EXPERIENCES)[number];

export function experienceOf(yearsPlaying: string): Experience {
  if (yearsPlaying === "Less than 1") return "new";
  if (yearsPlaying === "More than 20") return "experienced";
  const years = Number.parseInt(yearsPlaying, 10);
  if (!Number.isFinite(years) || years < 2) return "new";
  return years <= 5 ? "developing" : "experienced";
}

/** "point guard" in lower case, or null when the position is unknown. */
export function positionName(profile: CoachProfile): string | null {
  const position = profile.position?.trim();
  return position ? position.toLowerCase() : null;
}
