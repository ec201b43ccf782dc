import { positionArchetype } from "../sport";
import { type ElementLine, type PositionLine, type PositionParts, positionsContent, sportsContent } from "./content";
import { fillLine, fillLines, type Lists, type Values, wordCount } from "./fill";

// What the athlete's position brings to an imagery script (issue 27): its ready body, warm-up,
// task, key moments, real-speed run, setback and first-person view, said where the PETTLEP
// elements of imagery-pettlep.json place them ({"position": "moments"}), and said before the
// elements' other lines, so that the position, not the frame, fills the script.

/** The position's own parts; a sport without them borrows (aliases), else the position's archetype. */
export function positionParts(sport: string, position: string): PositionParts {
  const { sports, aliases } = positionsContent;
  const alias = aliases[sport];
  const own = sports[sport]?.[position] ?? (alias === undefined ? undefined : sports[alias]?.[position]);
  return own ?? sportsContent.archetypes[positionArchetype(position)];
}

/** An element's sentences, and which of them are the position's. */
export interface ElementDraft {
  sentences: string[];
  /** Indexes of the position's sentences, in order. */
  own: number[];
}

const isPositionLine = (line: ElementLine): line is PositionLine =>
  typeof line === "object" && !Array.isArray(line) && "position" in line;

/** An element's lines filled, the position's parts said where the element places them. */
export function elementDraft(
  lines: readonly ElementLine[],
  parts: PositionParts,
  values: Values,
  lists: Lists,
): ElementDraft {
  const draft: ElementDraft = { sentences: [], own: [] };
  for (const line of lines) {
    if (isPositionLine(line)) {
      for (const sentence of fillLines(parts[line.position], values, lists)) {
        draft.own.push(draft.sentences.length);
        draft.sentences.push(sentence);
      }
    } else draft.sentences.push(...fillLine(line, values, lists));
  }
  return draft;
}

const wordsOf = (draft: ElementDraft, from: number, to: number) => wordCount(draft.sentences.slice(from, to).join(" "));

/**
 * How many sentences each element says before the fitting adds more of every block in turn: its
 * lines up to the position's first sentence, then the position's next sentences, one element
 * after the other, while the script (with `fixedWords` said elsewhere) is shorter than `target`.
 */
export function firstSentences(drafts: readonly ElementDraft[], fixedWords: number, target: number): number[] {
  const taken = drafts.map((draft) => (draft.own[0] ?? 0) + 1);
  const next = drafts.map(() => 1);
  let words = fixedWords + drafts.reduce((sum, draft, index) => sum + wordsOf(draft, 0, taken[index] ?? 0), 0);
  let progressed = true;
  while (words < target && progressed) {
    progressed = false;
    drafts.forEach((draft, index) => {
      const own = draft.own[next[index] ?? 0];
      if (own === undefined || words >= target) return;
      words += wordsOf(draft, taken[index] ?? 0, own + 1);
      taken[index] = own + 1;
      next[index] = (next[index] ?? 0) + 1;
      progressed = true;
    });
  }
  return taken;
}
