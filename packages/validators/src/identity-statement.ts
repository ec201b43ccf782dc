import { z } from "zod";
import { IDENTITY_KEYS, IDENTITY_STEMS, type IdentityKey, stemOf } from "./identity-stems";
import { identityMessages } from "./messages/identity-statement";
import { MINDSET_STATEMENT_MAX, mindsetList } from "./mindset-list";

export { IDENTITY_KEYS, IDENTITY_STEMS, type IdentityKey, stemOf } from "./identity-stems";

// The identity statement (training-and-tools.md §3): four lists, each item completing its stem
// (identity-stems.ts). Items are stored without the stem; a stem the user typed anyway
// ("I am calm") is taken off when saved, so the script never reads "I am I am".

/** The stem of each list at the start of an item, any case (exported for the backtracking check, input-patterns.test.ts). */
export const identityStemPatterns: Record<string, RegExp> = Object.fromEntries(
  IDENTITY_STEMS.map(({ key, stem, also }) => [
    key,
    new RegExp(`^(?:${[stem, ...also].map((word) => word.replace("'", "['’]")).join("|")})(?=\\s|$)`, "i"),
  ]),
);

/** `text` without a leading stem of `key` ("I am calm" → "calm" for iAm), trimmed. */
export const withoutStem = (key: IdentityKey, text: string): string =>
  text
    .trim()
    .replace(identityStemPatterns[key] ?? /^$/, "")
    .trim();

/** One item read aloud as a sentence: "I am calm under pressure." (its own end mark kept). */
export function identitySentence(key: IdentityKey, item: string): string {
  const body = withoutStem(key, item);
  return `${stemOf(key)} ${body}${/[.!?…]$/.test(body) ? "" : "."}`;
}

/** The four lists as stored and read (an old mindset reads empty lists). */
export const IdentityStatement = z.object({
  iHave: z.array(z.string()),
  iAm: z.array(z.string()),
  iLove: z.array(z.string()),
  iGive: z.array(z.string()),
});
export type IdentityStatement = z.infer<typeof IdentityStatement>;

export const EMPTY_IDENTITY_STATEMENT: IdentityStatement = { iHave: [], iAm: [], iLove: [], iGive: [] };

/** The statement read aloud: every item as a sentence, in the order I have, I am, I love, I give. */
export const identitySentences = (identity: IdentityStatement): { key: IdentityKey; sentence: string }[] =>
  IDENTITY_KEYS.flatMap((key) => identity[key].map((item) => ({ key, sentence: identitySentence(key, item) })));

export const hasIdentityContent = (identity: IdentityStatement) =>
  IDENTITY_KEYS.some((key) => identity[key].length > 0);

const identityList = (key: IdentityKey) =>
  mindsetList(identityMessages.tooMany(key), (item) => withoutStem(key, item)).default([]);

/**
 * The identity statement as saved: each list trimmed, stems and blanks dropped, at most 5
 * items of at most 300 characters; a list not sent is empty (the statement is saved whole).
 */
export const SaveIdentityStatement = z.object(
  {
    iHave: identityList("iHave"),
    iAm: identityList("iAm"),
    iLove: identityList("iLove"),
    iGive: identityList("iGive"),
  },
  identityMessages.invalid,
);
export type SaveIdentityStatement = z.input<typeof SaveIdentityStatement>;

const chosen = z.array(z.string().max(MINDSET_STATEMENT_MAX)).max(50).default([]);

/** The identity card's suggestions leave out what each list already holds. */
export const IdentitySuggestionsInput = z.object({
  current: z.object({ iHave: chosen, iAm: chosen, iLove: chosen, iGive: chosen }).default(EMPTY_IDENTITY_STATEMENT),
});
export type IdentitySuggestionsInput = z.input<typeof IdentitySuggestionsInput>;

/** The examples the identity card shows when the coach cannot answer. */
export const IDENTITY_EXAMPLE_SUGGESTIONS: IdentityStatement = {
  iHave: ["put in the work to be ready", "people who believe in me", "a routine I trust"],
  iAm: ["calm under pressure", "a great teammate", "getting 1% better each day"],
  iLove: ["competing when it matters most", "the work nobody sees", "the game I play"],
  iGive: ["full effort on every play", "energy to my teammates", "my best, win or lose"],
};
