import type { Mindset } from "@onepercent/validators/mindset";

export type ListKey = "keysToKeepItSimple" | "affirmations" | "beliefs" | "selfTalk" | "bodyLanguage";
export type CardKey =
  | "oneWordFocus"
  | "keysToKeepItSimple"
  | "affirmationsAndBeliefs"
  | "selfTalk"
  | "bodyLanguage"
  | "identityStatement";

/** The fields each card edits; affirmations and beliefs share one card (§3). */
export const CARD_FIELDS: Record<CardKey, (keyof Mindset)[]> = {
  oneWordFocus: ["oneWordFocus"],
  keysToKeepItSimple: ["keysToKeepItSimple"],
  affirmationsAndBeliefs: ["affirmations", "beliefs"],
  selfTalk: ["selfTalk"],
  bodyLanguage: ["bodyLanguage"],
  identityStatement: ["identityStatement"],
};

/** The cards holding lists, after One Word Focus, each with the lists it edits (§2.4). */
export const LIST_CARDS: {
  card: Exclude<CardKey, "oneWordFocus" | "identityStatement">;
  title: string;
  empty: string;
  lists: { field: ListKey; heading?: string; label: string }[];
}[] = [
  {
    card: "keysToKeepItSimple",
    title: "Keys to Keep It Simple",
    empty: "Click edit to add keys to keep it simple",
    lists: [{ field: "keysToKeepItSimple", label: "Key" }],
  },
  {
    card: "affirmationsAndBeliefs",
    title: "Affirmations & Beliefs",
    empty: "Click edit to add affirmations and beliefs",
    lists: [
      { field: "affirmations", heading: "Affirmations", label: "Affirmation" },
      { field: "beliefs", heading: "Beliefs", label: "Belief" },
    ],
  },
  {
    card: "selfTalk",
    title: "Self-Talk",
    empty: "Click edit to add self-talk",
    lists: [{ field: "selfTalk", label: "Self-talk" }],
  },
  {
    card: "bodyLanguage",
    title: "Body Language",
    empty: "Click edit to add body language cues",
    lists: [{ field: "bodyLanguage", label: "Body language cue" }],
  },
];
