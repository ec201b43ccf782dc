import { wordCount } from "./fill";

// A script's length follows the chosen duration. A script is made of blocks (arrival, rehearsal,
// affirmations, closing…): the shortest script says the first sentence (or first few) of each block; longer ones
// say more of every block in turn, then breathing cues and interludes between blocks, then replay
// the rehearsal ("once more, slower") until the words fill the time.

/** A part of a script, its sentences in order; the first one is said even in the shortest script. */
export interface ScriptBlock {
  sentences: string[];
  /** Replayed in the longest scripts (the rehearsal itself, not the arrival or the closing). */
  replay?: boolean;
  /** How many sentences even the shortest script says (1 unless told). */
  first?: number;
}

export interface FitOptions {
  targetWords: number;
  /** Short breathing cues, one between each two blocks once the script is long enough. */
  breathing: readonly string[];
  /** Extra paragraphs for long scripts, said between blocks in turn. */
  interludes: readonly (readonly string[])[];
  /** The sentence that introduces each replay of the blocks marked `replay`. */
  replayIntros: readonly string[];
}

/** Spoken words in a minute of script (the voice reads ~150 a minute; the rest is pauses). */
export const WORDS_PER_MINUTE = { slow: 90, medium: 105, fast: 120 } as const;
/** Scripts shorter than this have no breathing cues between blocks; up to twice as long, every other gap. */
const BREATHING_FROM_WORDS = 250;
const MAX_REPLAYS = 3;

export function targetWords(minutes: number, pace: keyof typeof WORDS_PER_MINUTE): number {
  return Math.round(minutes * WORDS_PER_MINUTE[pace]);
}

/** The blocks' sentences fitted to the target, as paragraphs separated by blank lines. */
export function fitScript(blocks: readonly ScriptBlock[], options: FitOptions): string {
  const parts = blocks.filter((block) => block.sentences.length > 0);
  if (parts.length === 0) return "";
  const taken = parts.map((block) => Math.max(1, Math.min(block.first ?? 1, block.sentences.length)));
  let words = parts.reduce((sum, block, index) => sum + wordCount(block.sentences.slice(0, taken[index]).join(" ")), 0);
  const gaps = Math.max(1, parts.length - 1);
  const between: string[][] = Array.from({ length: gaps }, () => []);
  const replays: string[] = [];
  const enough = () => words >= options.targetWords;
  const add = (list: string[], paragraph: string) => {
    list.push(paragraph);
    words += wordCount(paragraph);
  };

  if (options.targetWords >= BREATHING_FROM_WORDS && options.breathing.length > 0 && parts.length > 1) {
    const every = options.targetWords >= 2 * BREATHING_FROM_WORDS ? 1 : 2;
    for (let gap = every - 1; gap < gaps; gap += every) add(between[gap] ?? [], cycle(options.breathing, gap));
  }

  // Say more of every block in turn.
  let progressed = true;
  while (!enough() && progressed) {
    progressed = false;
    for (let index = 0; index < parts.length && !enough(); index += 1) {
      const sentence = parts[index]?.sentences[taken[index] ?? 0];
      if (sentence === undefined) continue;
      taken[index] = (taken[index] ?? 0) + 1;
      words += wordCount(sentence);
      progressed = true;
    }
  }

  // Then the interludes between blocks.
  for (let index = 0; index < options.interludes.length && !enough(); index += 1) {
    add(between[index % gaps] ?? [], (options.interludes[index] ?? []).join(" "));
  }

  // Then the rehearsal again, with a breath before each replay.
  const rehearsal = parts.filter((block) => block.replay).map((block) => block.sentences.join(" "));
  for (let round = 0; round < MAX_REPLAYS && rehearsal.length > 0 && !enough(); round += 1) {
    const intro = [cycle(options.breathing, round), cycle(options.replayIntros, round)].filter(Boolean).join(" ");
    if (intro) add(replays, intro);
    for (const paragraph of rehearsal) add(replays, paragraph);
  }

  const paragraphs: string[] = [];
  parts.forEach((block, index) => {
    const last = index === parts.length - 1;
    if (last && parts.length > 1) paragraphs.push(...replays);
    paragraphs.push(block.sentences.slice(0, taken[index]).join(" "));
    if (!last) paragraphs.push(...(between[index] ?? []));
    if (last && parts.length === 1) paragraphs.push(...(between[0] ?? []), ...replays);
  });
  return paragraphs.filter((paragraph) => paragraph.trim() !== "").join("\n\n");
}

function cycle(items: readonly string[], index: number): string {
  return items.length === 0 ? "" : (items[index % items.length] ?? "");
}
