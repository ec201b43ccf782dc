import { z } from "zod";
import {
  EMPTY_IDENTITY_STATEMENT,
  hasIdentityContent,
  IdentityStatement,
  SaveIdentityStatement,
} from "./identity-statement";
import { messages } from "./messages/common";
import { MINDSET_STATEMENT_MAX, mindsetList } from "./mindset-list";
import { requiredText } from "./text-schemas";

export * from "./identity-statement";
export { MINDSET_LIST_MAX, MINDSET_STATEMENT_MAX } from "./mindset-list";

/** planning-and-reflection.md §9: the mindset wizard has 7 steps. */
export const MINDSET_WIZARD_STEPS = [
  "Introduction",
  "Affirmations",
  "Self-Talk",
  "Body Language",
  "Key Phrases",
  "One Word Focus",
  "Review & Confirm",
] as const;
/** §2.3: the fixed word list offered on the One Word Focus step. */
export const MINDSET_WORDS = [
  "Focus",
  "Breathe",
  "Present",
  "Strong",
  "Power",
  "Calm",
  "Flow",
  "Trust",
  "Believe",
  "Commit",
] as const;
/** §5, §9: the one word focus is at most 15 characters. */
export const MINDSET_WORD_MAX = 15;
/** §9: the success banner hides after 3 seconds. */
export const MINDSET_BANNER_MS = 3000;

/** §7 process-suggestions types; `phrases` are the keys to keep it simple. */
export const MINDSET_SUGGESTION_TYPES = [
  "affirmations",
  "selfTalk",
  "bodyLanguage",
  "phrases",
  "oneWordFocus",
] as const;
export type MindsetSuggestionType = (typeof MINDSET_SUGGESTION_TYPES)[number];

/** The kinds of self-talk a suggestion is marked with (sport psychology's two families). */
export const SELF_TALK_KINDS = ["instructional", "motivational"] as const;
export type SelfTalkKind = (typeof SELF_TALK_KINDS)[number];

const MOTIVATIONAL =
  /\b(i|i'm|i've|i'll|i am|me|my|we|we're|our|you've got|you got|got this|believe|can|strong|ready|confident|trust|proud|deserve|belong)\b/i;

/**
 * Instructional self-talk cues a technique or where to put attention ("Next point.", "Breathe,
 * reset, go."); motivational self-talk builds confidence and effort ("I've done this a thousand
 * times in practice."). A statement in the first person or about belief is motivational.
 */
export function selfTalkKind(text: string): SelfTalkKind {
  return MOTIVATIONAL.test(text.replace(/[’]/g, "'")) ? "motivational" : "instructional";
}

/** §5: a one word focus is a single word of at most 15 characters; empty means none chosen. */
export const OneWordFocus = z
  .string(messages.mindsetWordInvalid)
  .trim()
  .max(MINDSET_WORD_MAX, messages.mindsetWordTooLong)
  .refine((word) => !/\s/.test(word), messages.mindsetWordOneWord);

/** Whether a word is one the wizard offers in its fixed list (any case). */
export const isListedMindsetWord = (word: string) =>
  MINDSET_WORDS.some((listed) => listed.toLowerCase() === word.trim().toLowerCase());

/** A statement written by the user: trimmed and not blank (§5). */
export const MindsetStatement = requiredText(
  messages.mindsetStatementRequired,
  MINDSET_STATEMENT_MAX,
  messages.mindsetStatementTooLong,
);

const MindsetLists = {
  keysToKeepItSimple: mindsetList(messages.mindsetTooManyKeys),
  affirmations: mindsetList(messages.mindsetTooManyAffirmations),
  beliefs: mindsetList(messages.mindsetTooManyBeliefs),
  selfTalk: mindsetList(messages.mindsetTooManySelfTalk),
  bodyLanguage: mindsetList(messages.mindsetTooManyBodyLanguage),
};

/** §3 mindset record as stored and read. */
export const Mindset = z.object({
  oneWordFocus: z.string(),
  keysToKeepItSimple: z.array(z.string()),
  affirmations: z.array(z.string()),
  beliefs: z.array(z.string()),
  selfTalk: z.array(z.string()),
  bodyLanguage: z.array(z.string()),
  identityStatement: IdentityStatement,
});
export type Mindset = z.infer<typeof Mindset>;

export const EMPTY_MINDSET: Mindset = {
  oneWordFocus: "",
  keysToKeepItSimple: [],
  affirmations: [],
  beliefs: [],
  selfTalk: [],
  bodyLanguage: [],
  identityStatement: EMPTY_IDENTITY_STATEMENT,
};

/** Whether a mindset holds anything (the page opens the wizard when it does not). */
export const hasMindsetContent = (mindset: Mindset | null | undefined): boolean =>
  !!mindset &&
  (mindset.oneWordFocus !== "" ||
    mindset.keysToKeepItSimple.length > 0 ||
    mindset.affirmations.length > 0 ||
    mindset.beliefs.length > 0 ||
    mindset.selfTalk.length > 0 ||
    mindset.bodyLanguage.length > 0 ||
    hasIdentityContent(mindset.identityStatement));

/**
 * PUT /api/mindset and the page's Save All Changes: every field is optional; a field not sent
 * keeps its saved value (a new mindset starts empty).
 */
export const SaveMindsetInput = z.object({
  oneWordFocus: OneWordFocus.optional(),
  keysToKeepItSimple: MindsetLists.keysToKeepItSimple.optional(),
  affirmations: MindsetLists.affirmations.optional(),
  beliefs: MindsetLists.beliefs.optional(),
  selfTalk: MindsetLists.selfTalk.optional(),
  bodyLanguage: MindsetLists.bodyLanguage.optional(),
  identityStatement: SaveIdentityStatement.optional(),
});
export type SaveMindsetInput = z.input<typeof SaveMindsetInput>;

/** §3 the separate mindset process record. */
export const MindsetProcess = z.object({ bodyLanguage: z.array(z.string()) });
export type MindsetProcess = z.infer<typeof MindsetProcess>;

/** PUT /api/mindset/process: the body language cues. */
export const SaveMindsetProcessInput = z.object({
  bodyLanguage: MindsetLists.bodyLanguage.default([]),
});
export type SaveMindsetProcessInput = z.input<typeof SaveMindsetProcessInput>;

/**
 * §3 wizard output groups: affirmations, selfTalk, bodyLanguage, keysToKeepItSimple,
 * oneWordFocus. Completing the wizard replaces these groups (beliefs stay as they are) and
 * keeps the body language on the process record as well.
 */
export const CompleteMindsetWizardInput = z.object({
  oneWordFocus: OneWordFocus.default(""),
  keysToKeepItSimple: MindsetLists.keysToKeepItSimple.default([]),
  affirmations: MindsetLists.affirmations.default([]),
  selfTalk: MindsetLists.selfTalk.default([]),
  bodyLanguage: MindsetLists.bodyLanguage.default([]),
});
export type CompleteMindsetWizardInput = z.input<typeof CompleteMindsetWizardInput>;

/** §7 POST /api/ai/process-suggestions: one group's suggestions, given what is already chosen. */
export const MindsetSuggestionsInput = z.object({
  type: z.enum(MINDSET_SUGGESTION_TYPES, messages.mindsetSuggestionTypeInvalid),
  currentSelections: z
    .array(z.string().trim().max(MINDSET_STATEMENT_MAX, messages.mindsetStatementTooLong))
    .max(50, messages.mindsetStatementTooLong)
    .default([]),
});
export type MindsetSuggestionsInput = z.input<typeof MindsetSuggestionsInput>;

/** A suggestion; self-talk ones carry their kind. */
export const MindsetSuggestion = z.object({
  text: z.string(),
  kind: z.enum(SELF_TALK_KINDS).optional(),
});
export type MindsetSuggestion = z.infer<typeof MindsetSuggestion>;

/** A wizard statement (§3): a selected suggestion or a custom one. */
export interface MindsetStatementItem {
  id: string;
  text: string;
  source: "suggestion" | "custom";
  kind?: SelfTalkKind | undefined;
}

/** §2.3 review: the groups holding something, in the wizard's order. */
export const MINDSET_REVIEW_GROUPS = [
  { key: "affirmations", label: "Affirmations" },
  { key: "selfTalk", label: "Self-Talk" },
  { key: "bodyLanguage", label: "Body Language" },
  { key: "keysToKeepItSimple", label: "Key Phrases" },
  { key: "oneWordFocus", label: "One Word Focus" },
] as const;

export function nonEmptyReviewGroups(output: {
  affirmations: string[];
  selfTalk: string[];
  bodyLanguage: string[];
  keysToKeepItSimple: string[];
  oneWordFocus: string;
}): { key: (typeof MINDSET_REVIEW_GROUPS)[number]["key"]; label: string; items: string[] }[] {
  return MINDSET_REVIEW_GROUPS.map(({ key, label }) => {
    const value = output[key];
    const items = (Array.isArray(value) ? value : [value]).map((item) => item.trim()).filter((item) => item !== "");
    return { key, label, items };
  }).filter((group) => group.items.length > 0);
}

/** §8: the built-in examples the wizard shows when suggestions cannot be fetched. */
export const MINDSET_EXAMPLE_SUGGESTIONS: Record<MindsetSuggestionType, string[]> = {
  affirmations: [
    "I am prepared and I trust my training",
    "I handle pressure with a calm mind",
    "Mistakes are how I get better",
  ],
  selfTalk: ["Next play.", "Breathe, reset, go.", "I've done this a thousand times in practice."],
  bodyLanguage: [
    "Shoulders back and chin up after a mistake",
    "Walk with purpose between plays",
    "A long exhale and loose hands to reset",
  ],
  phrases: ["One play at a time", "Control the controllables", "Same routine, every time"],
  oneWordFocus: ["Calm", "Present", "Trust"],
};
