import { IMAGERY_DEFAULT_KEYS, IMAGERY_DEFAULT_NAME } from "@onepercent/validators";
import type { ImageryRequest } from "../../types";
import { goalsOf, sceneValues, sportWords } from "./athlete";
import { PETTLEP_ELEMENTS, type PettlepElement, pettlepContent } from "./content";
import { type ContentLine, clause, fillLines, firstName, type Lists, listText, type Values, wordCount } from "./fill";
import { fitScript, type ScriptBlock, targetWords } from "./fit";
import { elementDraft, firstSentences, positionParts } from "./imagery-position";

// Mental imagery in the PETTLEP style (training-and-tools.md §2, §9; issue 15): the seven
// elements for the chosen scenario, the sport's place and feel, the athlete's goals and the three
// keys, fitted to 3, 5 or 10 minutes. The position brings its own parts (issue 27, see
// imagery-position.ts): the body, warm-up, task, key moments, real speed, setback and view.

export { positionParts };

export interface ImageryBlock extends ScriptBlock {
  part: PettlepElement | "opening" | "closing";
}

/** Blocks replayed in a long script: the doing, not the setting up. */
const REPLAYED: ReadonlySet<PettlepElement> = new Set(["task", "timing"]);

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

/** The position's task cues (what it does in the Task element). */
export function positionCues(sport: string, position: string): readonly ContentLine[] {
  return positionParts(sport, position).task;
}

/** The script's parts in order: opening, the seven PETTLEP elements, closing. */
export function imageryBlocks(request: ImageryRequest): ImageryBlock[] {
  const { values, lists } = imageryValues(request);
  const scenario = request.settings.scenario;
  const parts = positionParts(clause(request.sport), clause(request.position));
  const opening = fillLines(pettlepContent.opening[scenario], values, lists);
  const closing = fillLines(pettlepContent.closing[scenario], values, lists);
  const drafts = PETTLEP_ELEMENTS.map((element) =>
    elementDraft(pettlepContent.elements[element][scenario], parts, values, lists),
  );
  const fixedWords = wordCount(opening[0] ?? "") + wordCount(closing[0] ?? "");
  const target = targetWords(request.settings.duration, request.settings.pace);
  const first = firstSentences(drafts, fixedWords, target);
  return [
    { part: "opening", sentences: opening },
    ...PETTLEP_ELEMENTS.map(
      (element, index): ImageryBlock => ({
        part: element,
        sentences: drafts[index]?.sentences ?? [],
        replay: REPLAYED.has(element),
        first: first[index] ?? 1,
      }),
    ),
    { part: "closing", sentences: closing },
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
