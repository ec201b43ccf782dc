import { IMAGERY_SCENARIOS } from "@onepercent/validators";
import { z } from "zod";
import chatJson from "../../../content/chat.json" with { type: "json" };
import topicsJson from "../../../content/chat-topics.json" with { type: "json" };
import pettlepJson from "../../../content/imagery-pettlep.json" with { type: "json" };
import positionsJson from "../../../content/imagery-positions.json" with { type: "json" };
import courtJson from "../../../content/imagery-positions-court.json" with { type: "json" };
import diamondJson from "../../../content/imagery-positions-diamond.json" with { type: "json" };
import fieldJson from "../../../content/imagery-positions-field.json" with { type: "json" };
import goalJson from "../../../content/imagery-positions-goal.json" with { type: "json" };
import individualJson from "../../../content/imagery-positions-individual.json" with { type: "json" };
import judgedJson from "../../../content/imagery-positions-judged.json" with { type: "json" };
import raceJson from "../../../content/imagery-positions-race.json" with { type: "json" };
import sportsJson from "../../../content/imagery-sports.json" with { type: "json" };
import tipsJson from "../../../content/tips.json" with { type: "json" };
import visualizationJson from "../../../content/visualization.json" with { type: "json" };
import { ContentLine } from "./fill";

// The coach's words (packages/ai/content), checked once when the module loads. The files are
// imported as JSON so that the server's bundle (apps/server/build.mjs) carries them inline: no
// file is looked up on disk at run time.

const Lines = z.array(ContentLine);
const Scenarios = z.record(z.enum(IMAGERY_SCENARIOS), Lines.min(1));

/**
 * What a position brings to mental imagery (issue 27, imagery-positions.json): its ready body,
 * warm-up, task, key moments, real-speed run, setback and first-person view.
 */
const PositionParts = z.strictObject({
  body: Lines.min(1),
  warmup: Lines.min(1),
  task: Lines.min(1),
  moments: Lines.min(1),
  speed: Lines.min(1),
  setback: Lines.min(1),
  view: Lines.min(1),
});
export type PositionParts = z.infer<typeof PositionParts>;

/** A PETTLEP element's line: a content line, or the place where a part of the position is said. */
const PositionLine = z.strictObject({ position: PositionParts.keyof() });
export type PositionLine = z.infer<typeof PositionLine>;
const ElementLine = z.union([ContentLine, PositionLine]);
export type ElementLine = z.infer<typeof ElementLine>;

/** PETTLEP (Holmes and Collins, 2001), in the order an imagery script says them. */
export const PETTLEP_ELEMENTS = [
  "physical",
  "environment",
  "task",
  "timing",
  "learning",
  "emotion",
  "perspective",
] as const;
export type PettlepElement = (typeof PETTLEP_ELEMENTS)[number];

/** The practices whose weeks the coach compares with performance (insight.ts). */
export const PRACTICES = ["breathwork", "relaxation", "concentration", "habits"] as const;
export type Practice = (typeof PRACTICES)[number];

const APP_TOOLS = [
  "breathwork",
  "relaxation",
  "concentration",
  "routines",
  "journal",
  "habits",
  "visualization",
  "imagery",
] as const;

const ARCHETYPES = ["leader", "lastLine", "finisher", "specialist", "engine", "none"] as const;

const Visualization = z.object({
  breathing: Lines.min(1),
  interludes: z.array(Lines.min(1)),
  replayIntros: Lines.min(1),
  templates: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z-]+$/),
        title: z.string().min(1),
        description: z.string().min(1),
        blocks: z.array(z.object({ lines: Lines.min(1), replay: z.boolean().default(false) })).min(2),
      }),
    )
    .min(1),
});

const Pettlep = z.object({
  opening: Scenarios,
  elements: z.record(z.enum(PETTLEP_ELEMENTS), z.record(z.enum(IMAGERY_SCENARIOS), z.array(ElementLine).min(1))),
  closing: Scenarios,
  breathing: Lines.min(1),
  interludes: z.array(Lines.min(1)),
  replayIntros: Lines.min(1),
});

const SportScene = z.object({
  venue: z.string().min(1),
  sounds: z.string().min(1),
  feel: z.string().min(1),
  warmup: z.string().min(1),
});
export type SportScene = z.infer<typeof SportScene>;

const Sports = z.object({
  generic: SportScene,
  positionNouns: z.record(z.string(), z.string()),
  positionPhrases: z.object({ in: z.array(z.string()), inThe: z.array(z.string()), asThe: z.array(z.string()) }),
  sports: z.record(z.string(), SportScene),
  archetypes: z.record(z.enum(ARCHETYPES), PositionParts),
});

const PositionFile = z.object({ sports: z.record(z.string(), z.record(z.string(), PositionParts)) });

/** Every sport's positions, from the files that hold them (a sport lives in one file only). */
function mergePositionFiles(files: readonly unknown[]): Record<string, Record<string, PositionParts>> {
  const sports: Record<string, Record<string, PositionParts>> = {};
  for (const file of files) {
    for (const [sport, positions] of Object.entries(PositionFile.parse(file).sports)) {
      if (Object.hasOwn(sports, sport)) throw new Error(`imagery-positions: ${sport} is in two files`);
      sports[sport] = positions;
    }
  }
  return sports;
}

const Answer = z.object({
  opening: Lines.min(1),
  steps: Lines.min(1),
  more: Lines,
  tools: z.array(z.enum(APP_TOOLS)),
  closing: Lines,
});
export type Answer = z.infer<typeof Answer>;

const Topic = Answer.extend({
  id: z.string().min(1),
  label: z.string().min(1),
  keywords: z.array(z.string().min(1)).min(1),
  related: z.enum(PRACTICES),
});

const Said = z.object({ keywords: z.array(z.string().min(1)).min(1), lines: Lines.min(1) });

const Chat = z.object({
  personal: z.object({
    heading: z.string(),
    focusWord: z.string(),
    routineMatch: z.string(),
    routineOther: z.string(),
    noRoutine: z.string(),
    journalAverage: Lines.min(1),
    journalNote: z.string(),
    latestNote: z.string(),
    noJournal: z.string(),
    habitBest: z.string(),
    habitLow: z.string(),
    insight: z.string(),
    practice: z.record(z.enum(PRACTICES), z.string()),
    trend: z.object({ up: z.string(), down: z.string() }),
  }),
  toolsHeading: z.string(),
  tools: z.record(z.enum(APP_TOOLS), z.string()),
  general: Answer,
  followUp: z.object({ keywords: z.array(z.string()).min(1), intro: z.string(), exhausted: z.string() }),
  alsoMentioned: z.string(),
  crisis: Said,
  wellbeing: Said,
  medical: Said,
  injury: Answer.extend({ label: z.string(), keywords: z.array(z.string().min(1)).min(1) }),
  greeting: Said,
  thanks: Said,
});

export const visualizationContent = Visualization.parse(visualizationJson);
export const pettlepContent = Pettlep.parse(pettlepJson);
export const sportsContent = Sports.parse(sportsJson);
export const positionsContent = {
  aliases: z.object({ aliases: z.record(z.string(), z.string()) }).parse(positionsJson).aliases,
  sports: mergePositionFiles([courtJson, diamondJson, fieldJson, goalJson, individualJson, judgedJson, raceJson]),
};
export const topicsContent = z.object({ topics: z.array(Topic).min(1) }).parse(topicsJson).topics;
export const chatContent = Chat.parse(chatJson);
export const tipsContent = z.object({ tips: z.array(z.string().min(1)).min(6).max(8) }).parse(tipsJson).tips;
