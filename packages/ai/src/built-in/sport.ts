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

type Voice = Omit<SportVoice, "name">;

const voice = (
  event: string,
  unit: string,
  pressureMoment: string,
  mistake: string,
  cue: string,
  team: boolean,
): Voice => ({ event, unit, pressureMoment, mistake, cue, team });

const VOICES: Record<string, Voice> = {
  Badminton: voice(
    "match",
    "rally",
    "serving at 20-all",
    "an unforced error into the net",
    "split step, early racket",
    false,
  ),
  Baseball: voice(
    "game",
    "pitch",
    "an at-bat with runners in scoring position",
    "a strikeout or an error",
    "see the ball, trust the swing",
    true,
  ),
  Basketball: voice(
    "game",
    "possession",
    "free throws in a close fourth quarter",
    "a turnover or a missed open shot",
    "eyes up, next play",
    true,
  ),
  Bowling: voice(
    "match",
    "frame",
    "the tenth frame with the match on the line",
    "an open frame",
    "mark, breathe, smooth release",
    false,
  ),
  Cheerleading: voice(
    "competition",
    "stunt",
    "the first stunt sequence on the competition mat",
    "a bobble or a fall",
    "tight core, count it out",
    true,
  ),
  "Cross Country": voice(
    "race",
    "mile",
    "the last hill when your legs are burning",
    "going out too fast",
    "relaxed shoulders, steady rhythm",
    false,
  ),
  Dance: voice(
    "performance",
    "eight-count",
    "the opening of a competition piece",
    "a missed count or a slip",
    "breathe, feel the music",
    false,
  ),
  "Field Hockey": voice(
    "game",
    "play",
    "a penalty corner late in the game",
    "a lost ball in your own half",
    "low stick, scan first",
    true,
  ),
  "Flag Football": voice(
    "game",
    "down",
    "fourth down with the game on the line",
    "a dropped pass or a missed pull",
    "quick eyes, clean hands",
    true,
  ),
  Football: voice(
    "game",
    "snap",
    "a two-minute drive",
    "a dropped ball, a penalty or a missed assignment",
    "know your job, win your rep",
    true,
  ),
  Golf: voice(
    "round",
    "shot",
    "the first tee shot and short putts to save par",
    "a double bogey",
    "pick a small target, commit",
    false,
  ),
  Gymnastics: voice(
    "meet",
    "skill",
    "the salute before your routine",
    "a fall or a balance check",
    "tight, tall, stick it",
    false,
  ),
  "Ice Hockey": voice(
    "game",
    "shift",
    "a penalty kill in the third period",
    "a giveaway or a goal against",
    "short shift, hard reset",
    true,
  ),
  Lacrosse: voice(
    "game",
    "possession",
    "a man-down defence late in the game",
    "a dropped pass or a turnover",
    "soft hands, see the field",
    true,
  ),
  Rowing: voice(
    "race",
    "stroke",
    "the last 500 metres",
    "catching a crab or losing the rhythm",
    "long, together, send it",
    true,
  ),
  Rugby: voice(
    "match",
    "phase",
    "defending your own line in the last minutes",
    "a knock-on or a missed tackle",
    "work rate, next job",
    true,
  ),
  Ski: voice("race", "run", "the start gate", "a missed gate or a fall", "look ahead, stay forward", false),
  Soccer: voice(
    "game",
    "play",
    "penalty kicks and the last ten minutes of a close game",
    "a misplaced pass or a missed chance",
    "scan, first touch, play",
    true,
  ),
  Softball: voice(
    "game",
    "pitch",
    "an at-bat with two outs and runners on",
    "a strikeout or an error",
    "see it, drive it",
    true,
  ),
  Swimming: voice(
    "meet",
    "length",
    "standing behind the blocks",
    "a slow start or a missed turn",
    "long body, strong walls",
    false,
  ),
  Tennis: voice("match", "point", "serving at break point", "a double fault", "watch the ball, move your feet", false),
  "Track and Field": voice(
    "meet",
    "attempt",
    "the moment before the gun or your final attempt",
    "a false start or a fouled attempt",
    "relax and drive",
    false,
  ),
  Volleyball: voice(
    "match",
    "point",
    "serving at set point",
    "a missed serve or a shanked pass",
    "call it, platform, next ball",
    true,
  ),
  "Water Polo": voice(
    "game",
    "possession",
    "a five-metre penalty",
    "an ejection or a turnover",
    "strong legs, quick eyes",
    true,
  ),
  Wrestling: voice(
    "match",
    "period",
    "the third period of a tied match",
    "giving up a takedown",
    "hand fight, keep attacking",
    false,
  ),
};

const GENERIC = voice(
  "competition",
  "moment",
  "the biggest moments of a competition",
  "a mistake",
  "breathe, then the next task",
  false,
);

/** The voice for the athlete's sport; a neutral one for "Other" or an unknown sport. */
export function sportVoice(sport: string): SportVoice {
  const known = VOICES[sport];
  if (known) return { name: sport.toLowerCase(), ...known };
  const name = sport.trim() === "" || sport === "Other" ? "your sport" : sport.trim().toLowerCase();
  return { name, ...GENERIC };
}

/** What a position asks of the mind, recognised from its name. */
export type PositionArchetype = "leader" | "lastLine" | "finisher" | "specialist" | "engine" | "none";

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
export type Experience = "new" | "developing" | "experienced";

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
