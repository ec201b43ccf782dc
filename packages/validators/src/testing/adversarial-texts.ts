import fc from "fast-check";

// Texts that make a backtracking regular expression engine take exponential or polynomial time
// (catastrophic backtracking): long repetitions of the pattern's own characters, of its literal
// words and of strings it matches, each followed by a character that makes the match fail.

/** The length of every adversarial text: 100 kB. */
export const ADVERSARIAL_LENGTH = 100_000;

/** What ends a repetition: something the pattern did not expect, an end of line, NUL. */
const ENDINGS = ["!", "\n", "\u0000"];
/** Characters that break many patterns, tried against every one. */
const COMMON = ["a", "0", " ", "@", ".", "-", "_", "/", "\t", "é"];
const CLASS_SHORTHANDS: Record<string, string> = { d: "0", D: "a", w: "a", W: "!", s: " ", S: "a", b: "", B: "" };

/** The characters a pattern's source names: literals, class members and range ends, shorthand classes. */
function ownCharacters(pattern: RegExp): string[] {
  const found = new Set<string>();
  const source = pattern.source;
  for (let index = 0; index < source.length; index++) {
    const char = source[index] ?? "";
    if (char === "\\") {
      const next = source[index + 1] ?? "";
      index += 1;
      const shorthand = CLASS_SHORTHANDS[next];
      if (shorthand !== undefined) {
        if (shorthand !== "") found.add(shorthand);
      } else if (/[nrtfv0]/.test(next)) {
        found.add(next === "n" ? "\n" : next === "t" ? "\t" : " ");
      } else if (!/[pPuxck]/.test(next)) {
        found.add(next);
      }
    } else if (!"^$()[]{}|?*+".includes(char)) {
      found.add(char === "." ? "a" : char);
    }
  }
  return [...found].filter((char) => char.length > 0).slice(0, 40);
}

/** The literal words of a pattern (runs of letters, digits and `/`, `@`, `-`), e.g. `/api/ai/files/`. */
function literalWords(pattern: RegExp): string[] {
  const words = pattern.source.replace(/\\[dDwWsSbB]/g, " ").match(/[A-Za-z0-9/@'’-]{2,}/g) ?? [];
  return [...new Set(words)].slice(0, 20);
}

/** A few strings the pattern matches (fast-check's stringMatching; none for what it cannot read). */
function matchingSamples(pattern: RegExp): string[] {
  try {
    const plain = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ""));
    const samples = fc.sample(fc.stringMatching(plain, { size: "small" }), { seed: 25, numRuns: 3 });
    return samples.filter((sample) => sample.length > 0);
  } catch {
    return [];
  }
}

/** A text to build: `prefix`, then `unit` repeated to ADVERSARIAL_LENGTH characters, then `ending`. */
export type Recipe = [prefix: string, unit: string, ending: string];

/**
 * The adversarial texts for `pattern`, as recipes: each unit repeated to 100 kB, then each ending;
 * and each of its literal words followed by a repeated character of its own (`Bearer` + 100 kB of
 * spaces + a line break), the prefix that lets a pattern anchored at the start reach its ambiguous
 * part.
 */
export function adversarialRecipes(pattern: RegExp): Recipe[] {
  const own = ownCharacters(pattern);
  const words = literalWords(pattern);
  const pairs = own.slice(0, 8).flatMap((first, index) => own.slice(index + 1, 8).map((second) => first + second));
  const units = new Set([...own, ...COMMON, ...pairs, ...words, ...matchingSamples(pattern)]);
  const repeated = [...units].flatMap((unit) => ENDINGS.map((ending): Recipe => ["", unit, ending]));
  const pumped = words
    .slice(0, 6)
    .flatMap((word) => own.slice(0, 12).flatMap((char) => ENDINGS.map((ending): Recipe => [word, char, ending])));
  return [...repeated, ...pumped];
}
