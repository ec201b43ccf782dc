import {
  type Mindset,
  type MindsetStatementItem,
  type MindsetSuggestionType,
  selfTalkKind,
} from "@onepercent/validators/mindset";

type ListGroup = "affirmations" | "selfTalk" | "bodyLanguage" | "keysToKeepItSimple";

/** The data steps in order: the group each fills and the suggestion type it asks for. */
export const DATA_STEPS: Record<number, { group: ListGroup | "oneWordFocus"; type: MindsetSuggestionType }> = {
  1: { group: "affirmations", type: "affirmations" },
  2: { group: "selfTalk", type: "selfTalk" },
  3: { group: "bodyLanguage", type: "bodyLanguage" },
  4: { group: "keysToKeepItSimple", type: "phrases" },
  5: { group: "oneWordFocus", type: "oneWordFocus" },
};

export const STEP_COPY: Record<number, { question: string; hint: string }> = {
  1: {
    question: "Which affirmations do you want to believe about yourself?",
    hint: "Short, first person, present tense. Check the ones that fit or write your own.",
  },
  2: {
    question: "What will you say to yourself in the moment?",
    hint: "Instructional self-talk cues what to do; motivational self-talk lifts your confidence and effort.",
  },
  3: {
    question: "How will your body show confidence?",
    hint: "Posture, eyes and breathing send a message to you, your teammates and your opponent.",
  },
  4: {
    question: "Which key phrases keep it simple?",
    hint: "A few words you can remember under pressure.",
  },
  5: {
    question: "Choose your one word focus",
    hint: "One word that brings you back to your best. Pick one or write your own.",
  },
};

export interface Groups {
  affirmations: MindsetStatementItem[];
  selfTalk: MindsetStatementItem[];
  bodyLanguage: MindsetStatementItem[];
  keysToKeepItSimple: MindsetStatementItem[];
  oneWordFocus: string;
}

const asItems = (texts: string[], kinded = false): MindsetStatementItem[] =>
  texts.map((text) => ({
    id: crypto.randomUUID(),
    text,
    source: "custom",
    kind: kinded ? selfTalkKind(text) : undefined,
  }));

/** The wizard starts from the saved mindset, so running it again edits rather than replaces blindly. */
export const groupsOf = (mindset: Mindset | null): Groups => ({
  affirmations: asItems(mindset?.affirmations ?? []),
  selfTalk: asItems(mindset?.selfTalk ?? [], true),
  bodyLanguage: asItems(mindset?.bodyLanguage ?? []),
  keysToKeepItSimple: asItems(mindset?.keysToKeepItSimple ?? []),
  oneWordFocus: mindset?.oneWordFocus ?? "",
});

export const textsOf = (items: MindsetStatementItem[]) => items.map((item) => item.text);
export const outputOf = (groups: Groups) => ({
  affirmations: textsOf(groups.affirmations),
  selfTalk: textsOf(groups.selfTalk),
  bodyLanguage: textsOf(groups.bodyLanguage),
  keysToKeepItSimple: textsOf(groups.keysToKeepItSimple),
  oneWordFocus: groups.oneWordFocus,
});
