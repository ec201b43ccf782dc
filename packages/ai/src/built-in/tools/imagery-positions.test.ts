import {
  CATALOGUE_SPORTS,
  DEFAULT_IMAGERY_SETTINGS,
  IMAGERY_DEFAULT_KEYS,
  IMAGERY_SCENARIOS,
  positionsOf,
} from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import type { ImageryRequest } from "../../types";
import { athleteFixture } from "./fixture";
import { imageryScript } from "./imagery";
import { wordShare, wordTokens } from "./word-share";

// Issue 27, item 8: imagery by position. Two positions of one sport hear different scripts:
// they share under 60% of their words, whatever the scenario and the length.

const MAX_SHARE = 0.6;

function script(sport: string, position: string, scenario: ImageryRequest["settings"]["scenario"], duration: number) {
  return imageryScript({
    athlete: athleteFixture({ sport, position }),
    name: "Jordan Lee",
    sport,
    position,
    keys: [...IMAGERY_DEFAULT_KEYS],
    settings: { ...DEFAULT_IMAGERY_SETTINGS, scenario, duration },
  });
}

describe("word share", () => {
  it("divides the words both texts say by the words of the shorter one", () => {
    expect(wordShare("Box out and rebound.", "Box out and rebound.")).toBe(1);
    expect(wordShare("Box out, rebound.", "Sprint back, protect the rim.")).toBe(0);
    expect(wordShare("rebound rebound", "rebound outlet sprint")).toBe(0.5);
    expect(wordShare("Seal, catch.", "Seal your defender, catch the entry pass, drop step.")).toBe(1);
    expect(wordShare("", "Anything")).toBe(0);
  });

  it("counts lower-cased words, not function words", () => {
    expect(wordTokens("You SEAL the defender's Top-Side, and you're in.")).toEqual(["seal", "defender's", "top-side"]);
    expect(wordShare("You and the ball.", "The ball and you.")).toBe(1);
  });
});

describe("built-in tools: imagery by position", () => {
  const settings = IMAGERY_SCENARIOS.flatMap((scenario) => [3, 5, 10].map((duration) => ({ scenario, duration })));

  it.each(CATALOGUE_SPORTS)("%s: every two positions share under 60% of their words", (sport) => {
    const positions = positionsOf(sport);
    for (const { scenario, duration } of settings) {
      const scripts = positions.map((position) => script(sport, position, scenario, duration));
      positions.forEach((first, i) => {
        positions.slice(i + 1).forEach((second, offset) => {
          const share = wordShare(scripts[i] ?? "", scripts[i + 1 + offset] ?? "");
          expect(share, `${first} / ${second}, ${scenario}, ${duration} min`).toBeLessThan(MAX_SHARE);
        });
      });
    }
  });
});
