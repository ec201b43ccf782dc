import { describe, expect, it } from "vitest";
import { mindsetScriptMessages } from "./messages/mindset-script";
import { EMPTY_MINDSET, type Mindset } from "./mindset";
import { mindsetScriptSections, mindsetScriptText } from "./mindset-script";

const mindset: Mindset = {
  ...EMPTY_MINDSET,
  oneWordFocus: "Calm",
  keysToKeepItSimple: ["One point at a time", "Breathe out"],
  affirmations: ["I trust my training"],
  beliefs: ["Pressure is a privilege"],
  selfTalk: ["Next point."],
  identityStatement: { iHave: ["a plan"], iAm: ["calm under pressure", "ready!"], iLove: [], iGive: ["my best"] },
};

describe("the mindset script", () => {
  it("lays out the word, the keys, the affirmations and the identity statement, in that order", () => {
    expect(mindsetScriptSections(mindset)).toEqual([
      { kind: "word", title: "One Word Focus", word: "Calm" },
      { kind: "list", title: "Keys to Keep It Simple", lines: ["One point at a time", "Breathe out"] },
      { kind: "list", title: "Affirmations", lines: ["I trust my training"] },
      {
        kind: "identity",
        title: "Identity Statement",
        lines: [
          { key: "iHave", sentence: "I have a plan." },
          { key: "iAm", sentence: "I am calm under pressure." },
          { key: "iAm", sentence: "I am ready!" },
          { key: "iGive", sentence: "I give my best." },
        ],
      },
    ]);
  });

  it("leaves out what is empty; beliefs and self-talk are not part of it", () => {
    expect(mindsetScriptSections(EMPTY_MINDSET)).toEqual([]);
    expect(mindsetScriptSections({ ...EMPTY_MINDSET, beliefs: ["x"], selfTalk: ["y"], oneWordFocus: " " })).toEqual([]);
    expect(mindsetScriptSections({ ...EMPTY_MINDSET, affirmations: ["I belong"] }).map((s) => s.title)).toEqual([
      "Affirmations",
    ]);
  });

  it("is the text that is copied and downloaded", () => {
    expect(mindsetScriptText(mindset)).toBe(
      [
        "My Mindset Script",
        "",
        "ONE WORD FOCUS",
        "Calm",
        "",
        "KEYS TO KEEP IT SIMPLE",
        "- One point at a time",
        "- Breathe out",
        "",
        "AFFIRMATIONS",
        "- I trust my training",
        "",
        "IDENTITY STATEMENT",
        "I have a plan.",
        "",
        "I am calm under pressure.",
        "I am ready!",
        "",
        "I give my best.",
        "",
      ].join("\n"),
    );
  });

  it("puts the failure's own message after the spec's words", () => {
    expect(mindsetScriptMessages.loadFailed("Network error")).toBe("Failed to load your mindset data: Network error");
    expect(mindsetScriptMessages.microphoneFailed("Permission denied")).toBe(
      "Could not access microphone: Permission denied",
    );
  });
});
