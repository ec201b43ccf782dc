import { describe, expect, it } from "vitest";
import { messages } from "./messages/common";
import {
  CompleteMindsetWizardInput,
  hasMindsetContent,
  isListedMindsetWord,
  MINDSET_EXAMPLE_SUGGESTIONS,
  MINDSET_SUGGESTION_TYPES,
  MINDSET_WIZARD_STEPS,
  MINDSET_WORDS,
  MindsetStatement,
  MindsetSuggestionsInput,
  nonEmptyReviewGroups,
  OneWordFocus,
  SaveMindsetInput,
  SaveMindsetProcessInput,
  selfTalkKind,
} from "./mindset";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("one word focus", () => {
  it("offers the ten fixed words and a seven-step wizard", () => {
    expect(MINDSET_WORDS).toEqual([
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
    ]);
    expect(MINDSET_WIZARD_STEPS).toHaveLength(7);
    expect(isListedMindsetWord(" calm ")).toBe(true);
    expect(isListedMindsetWord("Relentless")).toBe(false);
  });

  it("accepts a listed or a custom word of at most 15 characters, trimmed", () => {
    expect(OneWordFocus.parse(" Flow ")).toBe("Flow");
    expect(OneWordFocus.parse("Unstoppable")).toBe("Unstoppable");
    expect(OneWordFocus.parse("a".repeat(15))).toBe("a".repeat(15));
    expect(OneWordFocus.parse("")).toBe("");
  });

  it("refuses a word over 15 characters or more than one word", () => {
    expect(firstMessage(OneWordFocus.safeParse("a".repeat(16)))).toBe(messages.mindsetWordTooLong);
    expect(firstMessage(OneWordFocus.safeParse("Stay calm"))).toBe(messages.mindsetWordOneWord);
    expect(firstMessage(OneWordFocus.safeParse(7))).toBe(messages.mindsetWordInvalid);
  });
});

describe("statements and lists", () => {
  it("needs non-blank custom statements", () => {
    expect(MindsetStatement.parse("  I am ready ")).toBe("I am ready");
    expect(firstMessage(MindsetStatement.safeParse("   "))).toBe(messages.mindsetStatementRequired);
    expect(firstMessage(MindsetStatement.safeParse("x".repeat(301)))).toBe(messages.mindsetStatementTooLong);
  });

  it("trims items, drops blanks and keeps at most 5 per list", () => {
    const saved = SaveMindsetInput.parse({ affirmations: [" A ", "", "B", " "], oneWordFocus: "Calm" });
    expect(saved).toEqual({ affirmations: ["A", "B"], oneWordFocus: "Calm" });
    expect(SaveMindsetInput.parse({ selfTalk: ["1", "2", "3", "4", "5", ""] }).selfTalk).toHaveLength(5);
    expect(firstMessage(SaveMindsetInput.safeParse({ affirmations: ["1", "2", "3", "4", "5", "6"] }))).toBe(
      messages.mindsetTooManyAffirmations,
    );
    expect(firstMessage(SaveMindsetInput.safeParse({ keysToKeepItSimple: ["1", "2", "3", "4", "5", "6"] }))).toBe(
      messages.mindsetTooManyKeys,
    );
    expect(firstMessage(SaveMindsetInput.safeParse({ beliefs: ["1", "2", "3", "4", "5", "6"] }))).toBe(
      messages.mindsetTooManyBeliefs,
    );
    expect(firstMessage(SaveMindsetProcessInput.safeParse({ bodyLanguage: ["1", "2", "3", "4", "5", "6"] }))).toBe(
      messages.mindsetTooManyBodyLanguage,
    );
    expect(firstMessage(SaveMindsetInput.safeParse({ affirmations: "I am ready" }))).toBe(messages.mindsetListInvalid);
    expect(firstMessage(SaveMindsetInput.safeParse({ selfTalk: ["x".repeat(301)] }))).toBe(
      messages.mindsetStatementTooLong,
    );
  });

  it("fills the wizard's groups with empty defaults", () => {
    expect(CompleteMindsetWizardInput.parse({ affirmations: ["I belong"] })).toEqual({
      oneWordFocus: "",
      keysToKeepItSimple: [],
      affirmations: ["I belong"],
      selfTalk: [],
      bodyLanguage: [],
    });
  });
});

describe("suggestions", () => {
  it("accepts the documented types only", () => {
    for (const type of MINDSET_SUGGESTION_TYPES) expect(MindsetSuggestionsInput.parse({ type }).type).toBe(type);
    expect(firstMessage(MindsetSuggestionsInput.safeParse({ type: "mission" }))).toBe(
      messages.mindsetSuggestionTypeInvalid,
    );
  });

  it("marks self-talk instructional or motivational", () => {
    expect(selfTalkKind("Next point.")).toBe("instructional");
    expect(selfTalkKind("Breathe, reset, go.")).toBe("instructional");
    expect(selfTalkKind("I've done this a thousand times in practice.")).toBe("motivational");
    expect(selfTalkKind("You got this")).toBe("motivational");
  });

  it("has built-in examples for every type", () => {
    for (const type of MINDSET_SUGGESTION_TYPES) expect(MINDSET_EXAMPLE_SUGGESTIONS[type].length).toBeGreaterThan(0);
    for (const word of MINDSET_EXAMPLE_SUGGESTIONS.oneWordFocus) expect(OneWordFocus.parse(word)).toBe(word);
  });
});

describe("review and content", () => {
  it("shows only the non-empty groups", () => {
    const empty = { affirmations: [], selfTalk: [], bodyLanguage: [], keysToKeepItSimple: [], oneWordFocus: "" };
    expect(nonEmptyReviewGroups(empty)).toEqual([]);
    expect(nonEmptyReviewGroups({ ...empty, selfTalk: ["Next point."], oneWordFocus: "Calm" })).toEqual([
      { key: "selfTalk", label: "Self-Talk", items: ["Next point."] },
      { key: "oneWordFocus", label: "One Word Focus", items: ["Calm"] },
    ]);
  });

  it("knows whether a mindset holds anything", () => {
    const empty = {
      oneWordFocus: "",
      keysToKeepItSimple: [],
      affirmations: [],
      beliefs: [],
      selfTalk: [],
      bodyLanguage: [],
      identityStatement: { iHave: [], iAm: [], iLove: [], iGive: [] },
    };
    expect(hasMindsetContent(null)).toBe(false);
    expect(hasMindsetContent(empty)).toBe(false);
    expect(hasMindsetContent({ ...empty, beliefs: ["x"] })).toBe(true);
    expect(hasMindsetContent({ ...empty, identityStatement: { ...empty.identityStatement, iGive: ["effort"] } })).toBe(
      true,
    );
  });
});
