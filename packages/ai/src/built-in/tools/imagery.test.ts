import {
  DEFAULT_IMAGERY_SETTINGS,
  IMAGERY_DEFAULT_KEYS,
  IMAGERY_SCENARIOS,
  type ImageryScenario,
} from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import type { ImageryRequest } from "../../types";
import { createBuiltInTools } from ".";
import { PETTLEP_ELEMENTS, pettlepContent } from "./content";
import { fillLine, wordCount } from "./fill";
import { athleteFixture, emptyAthleteFixture } from "./fixture";
import { imageryBlocks, imageryScript, imageryValues, positionCues } from "./imagery";

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
        const { values, lists } = imageryValues(input);
        const script = imageryScript(input);
        const parts = imageryBlocks(input).map((block) => block.part);
        expect(parts).toEqual(["opening", ...PETTLEP_ELEMENTS, "closing"]);
        let from = 0;
        for (const element of PETTLEP_ELEMENTS) {
          const [firstLine] = pettlepContent.elements[element][scenario];
          const passage = firstLine === undefined ? undefined : fillLine(firstLine, values, lists)[0];
          expect(passage, `${scenario} ${element}`).toBeDefined();
          const at = script.indexOf(passage ?? "", from);
          expect(at, `${scenario} ${duration} min: ${element}`).toBeGreaterThanOrEqual(from);
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

  it("has task cues for every position of the common sports, and a fallback for the others", () => {
    const covered = {
      Basketball: ["Point Guard", "Shooting Guard", "Small Forward", "Power Forward", "Center"],
      Soccer: ["Goalkeeper", "Defender", "Midfielder", "Forward"],
      Football: ["Quarterback", "Running Back", "Wide Receiver", "Linebacker", "Kicker"],
      Volleyball: ["Setter", "Outside Hitter", "Middle Blocker", "Libero"],
      Baseball: ["Pitcher", "Catcher", "Shortstop"],
      Softball: ["Pitcher", "Catcher", "Shortstop"],
      Tennis: ["Singles", "Doubles"],
      Swimming: ["Freestyle", "Butterfly", "Distance"],
      "Track and Field": ["Sprints", "Hurdles", "Throws"],
    };
    for (const [sport, positions] of Object.entries(covered)) {
      const cues = new Set(positions.map((position) => JSON.stringify(positionCues(sport, position))));
      expect(cues.size, sport).toBe(positions.length);
    }
    expect(positionCues("Softball", "Pitcher")).not.toEqual(positionCues("Baseball", "Pitcher"));
    expect(positionCues("Softball", "Catcher")).toEqual(positionCues("Baseball", "Catcher"));
    const goalie = imageryScript(request({ sport: "Ice Hockey", position: "Goaltender" }, "competition", 3));
    expect(goalie).toContain("You are the last line as a goaltender");
    expect(goalie).toContain("ice hockey");
    const swimmer = imageryScript(request({ sport: "Swimming", position: "Butterfly" }, "practice", 3));
    expect(swimmer).toContain("in butterfly");
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
