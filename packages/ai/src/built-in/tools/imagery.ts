import { IMAGERY_DEFAULT_KEYS, IMAGERY_DEFAULT_NAME } from "@onepercent/validators";
import type { ImageryRequest } from "../../types";
import { positionArchetype } from "../sport";
import { goalsOf, sceneValues, sportWords } from "./athlete";
import { PETTLEP_ELEMENTS, type PettlepElement, pettlepContent, positionsContent, sportsContent } from "./content";
import { type ContentLine, clause, fillLines, firstName, type Lists, listText, type Values } from "./fill";
import { fitScript, type ScriptBlock, targetWords } from "./fit";

// Mental imagery in the PETTLEP style (training-and-tools.md §2, §9; issue 15): the seven
// elements for the chosen scenario, the sport's place and feel, the position's task cues, the
// athlete's goals and the three keys, fitted to 3, 5 or 10 minutes.

export interface ImageryBlock extends ScriptBlock {
  part: PettlepElement | "opening" | "closing";
}

/** Blocks replayed in a long script: the doing, not the setting up. */
const REPLAYED: ReadonlySet<PettlepElement> = new Set(["task", "timing", "perspective"]);

export function imageryValues(request: ImageryRequest): { values: Values; lists: Lists } {
  const words = sportWords(request.sport, request.position);
  const given = request.keys.map(clause).filter(Boolean);
  const keys = [0, 1, 2].map((index) => given[index] ?? IMAGERY_DEFAULT_KEYS[index] ?? "");
  const goals = goalsOf(request.athlete);
  return {
    values: {
      name: firstName(request.name) || IMAGERY_DEFAULT_NAME,
      ...sceneValues(words),
      warmup: words.warmup,
      key1: keys[0] ?? "",
      key2: keys[1] ?? "",
      key3: keys[2] ?? "",
      keys: listText(keys),
      goal: goals[0] ?? "",
      goals: listText(goals),
      oneWordFocus: clause(request.athlete.oneWordFocus),
    },
    lists: { goals, otherGoals: goals.slice(1), keys },
  };
}

/** The position's own task cues; a sport without them borrows (aliases), else the position's archetype. */
export function positionCues(sport: string, position: string): readonly ContentLine[] {
  const { sports, aliases } = positionsContent;
  const alias = aliases[sport];
  const own = sports[sport]?.[position] ?? (alias === undefined ? undefined : sports[alias]?.[position]);
  return own ?? sportsContent.archetypes[positionArchetype(position)];
}

/** Every sentence of every sentence list in turn: a1, b1, a2, b2… */
function interleave(first: readonly string[], second: readonly string[]): string[] {
  const length = Math.max(first.length, second.length);
  return Array.from({ length }, (_, index) => [first[index], second[index]]).flatMap((pair) =>
    pair.filter((sentence): sentence is string => sentence !== undefined),
  );
}

/** The script's parts in order: opening, the seven PETTLEP elements, closing. */
export function imageryBlocks(request: ImageryRequest): ImageryBlock[] {
  const { values, lists } = imageryValues(request);
  const scenario = request.settings.scenario;
  const elements = PETTLEP_ELEMENTS.map((element): ImageryBlock => {
    const sentences = fillLines(pettlepContent.elements[element][scenario], values, lists);
    if (element !== "task") return { part: element, sentences, replay: REPLAYED.has(element) };
    const cues = fillLines(positionCues(clause(request.sport), clause(request.position)), values, lists);
    return { part: element, sentences: interleave(sentences, cues), replay: true, first: 2 };
  });
  return [
    { part: "opening", sentences: fillLines(pettlepContent.opening[scenario], values, lists) },
    ...elements,
    { part: "closing", sentences: fillLines(pettlepContent.closing[scenario], values, lists) },
  ];
}

export function imageryScript(request: ImageryRequest): string {
  const { values, lists } = imageryValues(request);
  return fitScript(imageryBlocks(request), {
    targetWords: targetWords(request.settings.duration, request.settings.pace),
    breathing: fillLines(pettlepContent.breathing, values, lists),
    interludes: pettlepContent.interludes.map((lines) => fillLines(lines, values, lists)),
    replayIntros: fillLines(pettlepContent.replayIntros, values, lists),
  });
}
