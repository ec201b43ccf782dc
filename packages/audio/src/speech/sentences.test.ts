import { describe, expect, it } from "vitest";
import { sentencesOf, speakableText } from "./sentences";

describe("sentencesOf", () => {
  it("splits text after sentence ends and at line breaks", () => {
    expect(sentencesOf("Breathe in. Hold it!  Breathe out?\nRelax")).toEqual([
      "Breathe in.",
      "Hold it!",
      "Breathe out?",
      "Relax",
    ]);
  });

  it("takes a list as given, without its blank items", () => {
    expect(sentencesOf(["First. Still first.", "  ", "Second"])).toEqual(["First. Still first.", "Second"]);
  });
});

describe("speakableText", () => {
  it("makes typography plain ASCII that Flite reads", () => {
    expect(speakableText("You’re “ready” — café & calm…")).toBe(`You're "ready", cafe and calm...`);
  });

  it("drops what cannot be spoken and collapses spaces", () => {
    expect(speakableText("  Focus 🎯  now \t ,  ok ")).toBe("Focus now, ok");
  });
});
