import { AI_PACES, CATALOGUE_SPORTS, IMAGERY_SCENARIOS, OTHER_SPORT, positionsOf } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import chatJson from "../../../content/chat.json" with { type: "json" };
import topicsJson from "../../../content/chat-topics.json" with { type: "json" };
import pettlepJson from "../../../content/imagery-pettlep.json" with { type: "json" };
import positionsJson from "../../../content/imagery-positions.json" with { type: "json" };
import courtJson from "../../../content/imagery-positions-court.json" with { type: "json" };
import diamondJson from "../../../content/imagery-positions-diamond.json" with { type: "json" };
import fieldJson from "../../../content/imagery-positions-field.json" with { type: "json" };
import goalJson from "../../../content/imagery-positions-goal.json" with { type: "json" };
import individualJson from "../../../content/imagery-positions-individual.json" with { type: "json" };
import judgedJson from "../../../content/imagery-positions-judged.json" with { type: "json" };
import raceJson from "../../../content/imagery-positions-race.json" with { type: "json" };
import sportsJson from "../../../content/imagery-sports.json" with { type: "json" };
import tipsJson from "../../../content/tips.json" with { type: "json" };
import visualizationJson from "../../../content/visualization.json" with { type: "json" };
import type { AthleteContext } from "../../types";
import { athleteValues } from "./athlete";
import { coachAnswer } from "./chat";
import { SUBJECTS } from "./chat-match";
import { sportsContent, tipsContent, topicsContent, visualizationContent } from "./content";
import { placeholdersOf } from "./fill";
import { athleteFixture, emptyAthleteFixture } from "./fixture";
import { imageryScript, imageryValues } from "./imagery";
import { writeVisualization } from "./visualization";

/** Every text of a content file (not its comment) and the lists its each-lines name. */
function textsIn(value: unknown, found = { texts: [] as string[], lists: [] as string[] }) {
  if (typeof value === "string") found.texts.push(value);
  else if (Array.isArray(value)) for (const item of value) textsIn(item, found);
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "$comment") continue;
      if (key === "each" && typeof item === "string") found.lists.push(item);
      else textsIn(item, found);
    }
  }
  return found;
}

/** Text a filled script must never show. */
function expectClean(text: string, what: string) {
  expect(text.trim(), what).not.toBe("");
  expect(text, what).not.toMatch(/\{\{|\}\}|\bundefined\b|\bnull\b|\bNaN\b|\[object/);
  expect(text, what).not.toMatch(/ {2}| [,.!?]|\.\.(?!\.)|:\s*\./);
}

const full = athleteFixture();
const empty = emptyAthleteFixture();
const imageryRequest = (athlete: AthleteContext, sport: string, position: string) => ({
  athlete,
  name: athlete.name || "Athlete",
  sport,
  position,
  keys: ["I am confident and capable", "I perform at my best under pressure", "I am focused and determined"],
  settings: {
    voice: "calm" as const,
    background: "none" as const,
    pace: "medium" as const,
    duration: 3,
    scenario: "competition" as const,
  },
});

const visualization = athleteValues(full);
const imagery = imageryValues(imageryRequest(full, "Basketball", "Point Guard"));
const personal = ["routineName", "routineTrigger", "routineAction", "routineStep", "count", "average", "trend"];
const chatNames = [...personal, "date", "note", "habit", "rate", "practice", "withMean", "withoutMean", "threshold"];

describe("coaching content", () => {
  it.each([
    ["visualization.json", visualizationJson, Object.keys(visualization.values), Object.keys(visualization.lists)],
    ["imagery-pettlep.json", pettlepJson, Object.keys(imagery.values), Object.keys(imagery.lists)],
    ["imagery-sports.json", sportsJson, Object.keys(imagery.values), []],
    ["imagery-positions.json", positionsJson, Object.keys(imagery.values), []],
    ["imagery-positions-court.json", courtJson, Object.keys(imagery.values), []],
    ["imagery-positions-diamond.json", diamondJson, Object.keys(imagery.values), []],
    ["imagery-positions-field.json", fieldJson, Object.keys(imagery.values), []],
    ["imagery-positions-goal.json", goalJson, Object.keys(imagery.values), []],
    ["imagery-positions-individual.json", individualJson, Object.keys(imagery.values), []],
    ["imagery-positions-judged.json", judgedJson, Object.keys(imagery.values), []],
    ["imagery-positions-race.json", raceJson, Object.keys(imagery.values), []],
    ["chat-topics.json", topicsJson, Object.keys(visualization.values), []],
    ["chat.json", chatJson, [...Object.keys(visualization.values), ...chatNames, "topic", "step"], []],
    ["tips.json", tipsJson, [], []],
  ])("%s uses only placeholders and lists the code fills", (_file, json, names, lists) => {
    const found = textsIn(json);
    const known = new Set([...names, "item"]);
    for (const text of found.texts) {
      for (const name of placeholdersOf(text)) expect(known.has(name), `{{${name}}} in "${text}"`).toBe(true);
      expect(text.split("{{").length, `unbalanced braces in "${text}"`).toBe(text.split("}}").length);
    }
    for (const list of found.lists) expect(lists, `each: ${list}`).toContain(list);
  });

  it("fills every visualization template for a full and an empty athlete at every duration and pace", () => {
    for (const template of visualizationContent.templates) {
      for (const athlete of [full, empty]) {
        for (const minutes of [1, 5, 20]) {
          for (const pace of AI_PACES) {
            expectClean(writeVisualization(athlete, template.id, minutes, pace), `${template.id} ${minutes} ${pace}`);
          }
        }
      }
    }
  });

  it("uses the athlete's data in every block of every template when it is there", () => {
    for (const template of visualizationContent.templates) {
      const script = writeVisualization(full, template.id, 20, "medium");
      expect(script, template.id).toContain("Jordan");
      for (const block of template.blocks) expect(block.lines.length).toBeGreaterThan(0);
    }
  });

  it("fills imagery for every catalogue sport and position, in every scenario, with and without data", () => {
    const sports: [string, readonly string[]][] = [
      ...CATALOGUE_SPORTS.map((sport): [string, readonly string[]] => [sport, positionsOf(sport)]),
      [OTHER_SPORT, ["Jammer"]],
    ];
    for (const [sport, positions] of sports) {
      expect(sport === OTHER_SPORT || Object.hasOwn(sportsContent.sports, sport), `${sport} has a scene`).toBe(true);
      for (const position of positions) {
        for (const scenario of IMAGERY_SCENARIOS) {
          for (const athlete of [full, empty]) {
            const request = imageryRequest(athlete, sport, position);
            const script = imageryScript({ ...request, settings: { ...request.settings, scenario } });
            expectClean(script, `${sport} ${position} ${scenario}`);
          }
        }
      }
    }
  });

  it("answers every topic and subject cleanly for a full and an empty athlete", () => {
    const questions = [
      ...SUBJECTS.map((subject) => `Can you help me with ${subject.keywords[0]}?`),
      "How do I deal with my parents?",
      "hi",
      "thanks",
      "I want to end my life",
      "Should I take a supplement?",
      "I feel hopeless and I keep making mistakes",
    ];
    for (const athlete of [full, empty]) {
      for (const question of questions) expectClean(coachAnswer({ athlete, question, history: [] }), question);
      const history = [
        { role: "user" as const, content: "I get nervous" },
        { role: "coach" as const, content: "…" },
      ];
      expectClean(coachAnswer({ athlete, question: "what else?", history }), "follow-up");
    }
    expect(topicsContent.map((topic) => topic.id)).toEqual(
      expect.arrayContaining(["nerves", "mistakes", "confidence", "focus", "sleep", "motivation"]),
    );
  });

  it("has 6 to 8 short tips on asking good questions", () => {
    expect(tipsContent.length).toBeGreaterThanOrEqual(6);
    expect(tipsContent.length).toBeLessThanOrEqual(8);
    for (const tip of tipsContent) expect(tip.length).toBeLessThan(160);
  });
});
