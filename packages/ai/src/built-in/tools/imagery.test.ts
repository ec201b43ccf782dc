import {
  CATALOGUE_SPORTS,
  DEFAULT_IMAGERY_SETTINGS,
  IMAGERY_DEFAULT_KEYS,
  IMAGERY_SCENARIOS,
  type ImageryScenario,
  positionsOf,
} from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import type { ImageryRequest } from "../../types";
import { createBuiltInTools } from ".";
import { PETTLEP_ELEMENTS, sportsContent } from "./content";
import { wordCount } from "./fill";
import { athleteFixture, emptyAthleteFixture } from "./fixture";
import { imageryBlocks, imageryScript, positionCues, positionParts } from "./imagery";

const tools = createBuiltInTools();

function request(overrides: Partial<ImageryRequest> = {}, scenario: ImageryScenario = "competition", duration = 5) {
  return {
    athlete: athleteFixture(),
    name: "Jordan Lee",
    sport: "Basketball",
    position: "Point Guard",
    keys: [...IMAGERY_DEFAULT_KEYS],
    settings: { ...DEFAULT_IMAGERY_SETTINGS, scenario, duration },
    ...overrides,
  };
}

describe("built-in tools: mental imagery (PETTLEP)", () => {
  it("covers all seven PETTLEP elements in order, for every scenario and length", () => {
    for (const scenario of IMAGERY_SCENARIOS) {
      for (const duration of [3, 5, 10]) {
        const input = request({}, scenario, duration);
        const script = imageryScript(input);
        const blocks = imageryBlocks(input);
        expect(blocks.map((block) => block.part)).toEqual(["opening", ...PETTLEP_ELEMENTS, "closing"]);
        let from = 0;
        for (const block of blocks) {
          const [first] = block.sentences;
          expect(first, `${scenario} ${block.part}`).toBeDefined();
          const at = script.indexOf(first ?? "", from);
          expect(at, `${scenario} ${duration} min: ${block.part}`).toBeGreaterThanOrEqual(from);
          from = at;
        }
        const unknown = imageryBlocks({ ...input, athlete: emptyAthleteFixture() });
        for (const block of unknown) expect(block.sentences.length, `${scenario} ${block.part}`).toBeGreaterThan(0);
      }
    }
  });

  it("names the athlete, the sport, the position, a goal and weaves in the three keys", async () => {
    const { value, source } = await tools.imageryScript(request({}, "competition", 5));
    expect(source).toBe("built-in");
    expect(value).toContain("Jordan");
    expect(value).toContain("basketball");
    expect(value).toContain("point guard");
    expect(value).toContain("Make 50 free throws after every practice");
    for (const key of IMAGERY_DEFAULT_KEYS) expect(value).toContain(key);
  });

  it("falls back to the onboarding goals without process goals", () => {
    const athlete = athleteFixture({ processGoals: [] });
    expect(imageryScript(request({ athlete }))).toContain("Become more consistent from the free-throw line");
  });

  it("gives each position its own task: a point guard and a center hear different scripts", () => {
    const pointGuard = imageryScript(request({ position: "Point Guard" }, "competition", 3));
    const center = imageryScript(request({ position: "Center" }, "competition", 3));
    expect(pointGuard).not.toBe(center);
    expect(pointGuard).toContain("You bring the ball up the floor");
    expect(center).toContain("You anchor the paint");
    expect(center).not.toContain("You bring the ball up the floor");
  });

  it("has its own parts for every catalogue position, and the archetype's for the others", () => {
    const archetypes = new Set(Object.values(sportsContent.archetypes));
    for (const sport of CATALOGUE_SPORTS) {
      const positions = positionsOf(sport);
      const parts = positions.map((position) => positionParts(sport, position));
      for (const [index, own] of parts.entries())
        expect(archetypes.has(own), `${sport} ${positions[index]}`).toBe(false);
      expect(new Set(parts).size, sport).toBe(positions.length);
    }
    expect(positionParts("Softball", "Pitcher")).not.toEqual(positionParts("Baseball", "Pitcher"));
    expect(positionParts("Softball", "Catcher")).toEqual(positionParts("Baseball", "Catcher"));
    expect(positionCues("Basketball", "Center")).toEqual(positionParts("Basketball", "Center").task);
    const goalie = imageryScript(request({ sport: "Other", position: "Sweeper Keeper" }, "competition", 3));
    expect(goalie).toContain("You are the last line as a sweeper keeper");
    const swimmer = imageryScript(request({ sport: "Swimming", position: "Butterfly" }, "practice", 3));
    expect(swimmer).toContain("in butterfly");
  });

  it("takes the warm-up, the key moments, the real-speed run and the setback from the position", () => {
    const script = (sport: string, position: string) => imageryScript(request({ sport, position }, "competition", 5));
    const center = script("Basketball", "Center");
    const pointGuard = script("Basketball", "Point Guard");
    for (const own of ["Mikan drill", "favorite shoulder", "rim to rim", "spin move", "second foul"]) {
      expect(center, own).toContain(own);
      expect(pointGuard, own).not.toContain(own);
    }
    expect(pointGuard).toContain("lazy crosscourt pass");
    expect(center).not.toContain("a turnover or a missed open shot");
    expect(script("Soccer", "Goalkeeper")).toContain("deflection off your own defender");
    expect(script("Baseball", "Pitcher")).toContain("You walk the leadoff batter");
  });

  it("writes a different script for each scenario", () => {
    const scripts = IMAGERY_SCENARIOS.map((scenario) => imageryScript(request({}, scenario)));
    expect(new Set(scripts).size).toBe(IMAGERY_SCENARIOS.length);
    expect(scripts[0]).toContain("competition");
    expect(scripts[1]).toContain("practice");
    expect(scripts[2]).toContain("calm imagery session");
  });

  it("grows with the duration: 3, 5 and 10 minutes", () => {
    for (const scenario of IMAGERY_SCENARIOS) {
      const [three, five, ten] = [3, 5, 10].map((minutes) => wordCount(imageryScript(request({}, scenario, minutes))));
      expect(five, scenario).toBeGreaterThan(three ?? 0);
      expect(ten, scenario).toBeGreaterThan(five ?? 0);
      expect(ten, scenario).toBeGreaterThanOrEqual(900);
    }
  });

  it("uses the default keys and name when the request has none, and never an empty placeholder", () => {
    const script = imageryScript(request({ athlete: emptyAthleteFixture(), name: "", keys: [] }));
    expect(script).toContain("Athlete, this is your mental rehearsal");
    for (const key of IMAGERY_DEFAULT_KEYS) expect(script).toContain(key);
    expect(script).not.toMatch(/\{\{|undefined|working toward this/);
  });
});
