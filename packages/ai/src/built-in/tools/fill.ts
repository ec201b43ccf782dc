import { z } from "zod";

// The coach's words live in packages/ai/content as JSON with named placeholders ({{name}}). These
// small functions fill them: a sentence whose placeholder has no value is left out (or replaced by
// its next alternative), so a script never says "undefined" or shows an empty placeholder.

/**
 * One line of content: a sentence; alternatives (the first that fills is used, so the last one is
 * usually written without placeholders); or a sentence said once for each item of a list.
 */
export const ContentLine = z.union([
  z.string().min(1),
  z.array(z.string().min(1)).min(1),
  z.object({ each: z.string().min(1), text: z.string().min(1), max: z.number().int().positive().optional() }),
]);
export type ContentLine = z.infer<typeof ContentLine>;

/** Values by placeholder name; an empty string means "unknown" and drops the sentence. */
export type Values = Readonly<Record<string, string>>;
/** Lists by name, for `each` lines (`{{item}}` is the list's item). */
export type Lists = Readonly<Record<string, readonly string[]>>;

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;

/** The placeholder names a text uses. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
}

/** The text with its placeholders filled, or null when one of them has no value. */
export function fillText(text: string, values: Values): string | null {
  let missing = false;
  const filled = text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = Object.hasOwn(values, name) ? (values[name] ?? "") : "";
    if (value.trim() === "") missing = true;
    return value;
  });
  if (missing || filled.includes("{{")) return null;
  return tidy(filled);
}

/** The sentences a line says for these values: none, one, or one per list item. */
export function fillLine(line: ContentLine, values: Values, lists: Lists = {}): string[] {
  if (typeof line === "string") return present(fillText(line, values));
  if (Array.isArray(line)) {
    for (const alternative of line) {
      const filled = fillText(alternative, values);
      if (filled !== null) return [filled];
    }
    return [];
  }
  const items = (lists[line.each] ?? []).map(clause).filter((item) => item !== "");
  return items.slice(0, line.max ?? items.length).flatMap((item) => present(fillText(line.text, { ...values, item })));
}

/** Every sentence of a list of lines, in order. */
export function fillLines(lines: readonly ContentLine[], values: Values, lists: Lists = {}): string[] {
  return lines.flatMap((line) => fillLine(line, values, lists));
}

const present = (text: string | null): string[] => (text === null ? [] : [text]);

/** Collapses doubled spaces and stray spaces before punctuation left by a filled value. */
function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.!?;:])/g, "$1")
    .replace(/([!?])\.(?=\s|$|")/g, "$1")
    .trim();
}

/**
 * A value as it sits inside a sentence: trimmed, one line, without its closing punctuation
 * (the content writes its own), and empty for texts that only look like data ("undefined").
 */
export function clause(value: string | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = value
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s.;,:]+$/, "");
  return /^(undefined|null|n\/a)$/i.test(text) ? "" : text;
}

/** "a", "a and b", "a, b and c" (values as clauses, empty ones left out). */
export function listText(items: readonly string[], conjunction = "and"): string {
  const parts = items
    .map(clause)
    .filter((item) => item !== "")
    .map((item, index) => (index === 0 ? item : lowerFirst(item)));
  if (parts.length <= 1) return parts[0] ?? "";
  return `${parts.slice(0, -1).join(", ")} ${conjunction} ${parts.at(-1)}`;
}

/** "Quick decisions" → "quick decisions" inside a list; "I …", "NBA" and names of one capital stay. */
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) && !/^I\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

/** The first word of a name ("Jordan" for "Jordan Lee"). */
export function firstName(name: string): string {
  return clause(name).split(" ")[0] ?? "";
}

/** The number of spoken words in a text. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}
