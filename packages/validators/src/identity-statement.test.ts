import { describe, expect, it } from "vitest";
import {
  EMPTY_IDENTITY_STATEMENT,
  IDENTITY_EXAMPLE_SUGGESTIONS,
  IDENTITY_KEYS,
  IdentitySuggestionsInput,
  identitySentence,
  identitySentences,
  SaveIdentityStatement,
  withoutStem,
} from "./identity-statement";
import { messages } from "./messages/common";
import { identityMessages } from "./messages/identity-statement";
import { SaveMindsetInput } from "./mindset";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("the identity statement", () => {
  it("has the four stems in the spec's order", () => {
    expect(IDENTITY_KEYS).toEqual(["iHave", "iAm", "iLove", "iGive"]);
    expect(identityMessages.tooMany("iLove")).toBe('Please keep at most 5 "I love" statements');
  });

  it("takes a typed stem off an item, whatever its case or contraction", () => {
    expect(withoutStem("iAm", "  I am calm under pressure ")).toBe("calm under pressure");
    expect(withoutStem("iAm", "i'm ready")).toBe("ready");
    expect(withoutStem("iAm", "I’m ready")).toBe("ready");
    expect(withoutStem("iHave", "I've got a plan")).toBe("got a plan");
    expect(withoutStem("iLove", "I LOVE the big moments")).toBe("the big moments");
    // Only a whole stem of its own list: "I amazing" and another list's stem stay.
    expect(withoutStem("iAm", "I amazing")).toBe("I amazing");
    expect(withoutStem("iGive", "I am generous")).toBe("I am generous");
    expect(withoutStem("iGive", "I give")).toBe("");
  });

  it("reads each item as a sentence with its stem", () => {
    expect(identitySentence("iAm", "calm under pressure")).toBe("I am calm under pressure.");
    expect(identitySentence("iGive", "everything!")).toBe("I give everything!");
    expect(identitySentence("iHave", "I have a plan")).toBe("I have a plan.");
    expect(identitySentences({ iHave: ["a plan"], iAm: [], iLove: ["the game", "my team"], iGive: [] })).toEqual([
      { key: "iHave", sentence: "I have a plan." },
      { key: "iLove", sentence: "I love the game." },
      { key: "iLove", sentence: "I love my team." },
    ]);
  });

  it("saves each list trimmed, without stems and blanks; a list not sent is empty", () => {
    expect(SaveIdentityStatement.parse({ iAm: [" I am calm ", "", "  ", "I am"], iGive: ["effort"] })).toEqual({
      iHave: [],
      iAm: ["calm"],
      iLove: [],
      iGive: ["effort"],
    });
    expect(SaveIdentityStatement.parse({})).toEqual(EMPTY_IDENTITY_STATEMENT);
  });

  it("keeps at most 5 items of at most 300 characters per list, counted after tidying", () => {
    const five = ["a", "b", "c", "d", "e"];
    expect(SaveIdentityStatement.parse({ iLove: [...five, " ", "I love"] }).iLove).toEqual(five);
    for (const key of IDENTITY_KEYS) {
      expect(firstMessage(SaveIdentityStatement.safeParse({ [key]: [...five, "f"] }))).toBe(
        identityMessages.tooMany(key),
      );
    }
    expect(firstMessage(SaveIdentityStatement.safeParse({ iAm: ["x".repeat(301)] }))).toBe(
      messages.mindsetStatementTooLong,
    );
    expect(firstMessage(SaveIdentityStatement.safeParse({ iAm: "calm" }))).toBe(messages.mindsetListInvalid);
    expect(firstMessage(SaveIdentityStatement.safeParse(["calm"]))).toBe(identityMessages.invalid);
  });

  it("is part of a mindset save", () => {
    expect(SaveMindsetInput.parse({ identityStatement: { iHave: ["I have a plan"] } })).toEqual({
      identityStatement: { iHave: ["a plan"], iAm: [], iLove: [], iGive: [] },
    });
    expect(
      firstMessage(SaveMindsetInput.safeParse({ identityStatement: { iGive: ["1", "2", "3", "4", "5", "6"] } })),
    ).toBe(identityMessages.tooMany("iGive"));
  });

  it("asks for suggestions with what each list holds, and has examples for every list", () => {
    expect(IdentitySuggestionsInput.parse({})).toEqual({ current: EMPTY_IDENTITY_STATEMENT });
    expect(IdentitySuggestionsInput.parse({ current: { iAm: ["calm"] } }).current.iAm).toEqual(["calm"]);
    for (const key of IDENTITY_KEYS) expect(IDENTITY_EXAMPLE_SUGGESTIONS[key].length).toBeGreaterThanOrEqual(3);
  });
});
