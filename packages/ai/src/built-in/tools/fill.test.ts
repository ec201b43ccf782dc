import { describe, expect, it } from "vitest";
import { clause, fillLine, fillText, listText, placeholdersOf, wordCount } from "./fill";

describe("filling the coach's content", () => {
  it("fills named placeholders and leaves out a sentence whose value is missing or blank", () => {
    expect(fillText("Welcome, {{name}}.", { name: "Jordan" })).toBe("Welcome, Jordan.");
    expect(fillText("Welcome, {{name}}.", { name: "  " })).toBeNull();
    expect(fillText("Welcome, {{name}}.", {})).toBeNull();
    expect(fillText("Welcome, {{ name }}.", { name: "Jordan" })).toBe("Welcome, Jordan.");
  });

  it("says the first alternative that fills", () => {
    const line = ["Your focus: {{word}}.", "Pick a focus word."];
    expect(fillLine(line, { word: "Poise" })).toEqual(["Your focus: Poise."]);
    expect(fillLine(line, { word: "" })).toEqual(["Pick a focus word."]);
    expect(fillLine(["Only {{word}}."], {})).toEqual([]);
  });

  it("says an each-line once per list item, at most max times, skipping blank items", () => {
    const line = { each: "goals", text: "See it: {{item}}, {{name}}.", max: 2 };
    expect(fillLine(line, { name: "Sam" }, { goals: ["Talk more.", " ", "Shoot 50", "Sleep 9 hours"] })).toEqual([
      "See it: Talk more, Sam.",
      "See it: Shoot 50, Sam.",
    ]);
    expect(fillLine(line, { name: "Sam" }, {})).toEqual([]);
  });

  it("keeps values readable inside a sentence", () => {
    expect(clause("  Lead my team.  ")).toBe("Lead my team");
    expect(clause("undefined")).toBe("");
    expect(clause(null)).toBe("");
    expect(fillText("Say: {{word}}.", { word: "Go!" })).toBe("Say: Go!");
    expect(listText(["Eyes up", "Quick decisions", "I talk"])).toBe("Eyes up, quick decisions and I talk");
    expect(listText(["One"])).toBe("One");
    expect(listText([])).toBe("");
  });

  it("names the placeholders of a text and counts spoken words", () => {
    expect(placeholdersOf("{{a}} and {{ b }} and {{a}}")).toEqual(["a", "b", "a"]);
    expect(wordCount("Breathe in. \n\n Breathe out - slowly.")).toBe(5);
  });
});
