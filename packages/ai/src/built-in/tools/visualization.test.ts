import { DEFAULT_AUDIO_SETTINGS } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { createBuiltInTools } from ".";
import { wordCount } from "./fill";
import { fitScript, targetWords } from "./fit";
import { athleteFixture, emptyAthleteFixture } from "./fixture";
import { DEFAULT_TEMPLATE_ID, VISUALIZATION_TEMPLATE_IDS } from "./visualization";

const tools = createBuiltInTools();
const athlete = athleteFixture();
const script = async (templateId: string | undefined, duration: number, who = athlete) =>
  (await tools.visualizationScript({ athlete: who, settings: { ...DEFAULT_AUDIO_SETTINGS, duration }, templateId }))
    .value;

describe("built-in tools: visualization", () => {
  it("offers 4 to 6 templates, each filled for the athlete", () => {
    const templates = tools.visualizationTemplates(athlete);
    expect(templates.length).toBeGreaterThanOrEqual(4);
    expect(templates.length).toBeLessThanOrEqual(6);
    expect(templates.map((template) => template.id)).toEqual(VISUALIZATION_TEMPLATE_IDS);
    expect(templates.map((template) => template.title)).toEqual(
      expect.arrayContaining(["Game day", "Confidence", "Bounce back", "Calm and focused", "Identity"]),
    );
    for (const template of templates) {
      expect(template.description.length).toBeGreaterThan(10);
      expect(template.script).toContain("Jordan");
    }
  });

  it("writes the athlete's mission, vision, goals, focus word, keys, affirmations, self-talk, beliefs and identity", async () => {
    const value = await script(DEFAULT_TEMPLATE_ID, 10);
    for (const text of [
      "To lead my team with energy",
      "Starting point guard for a college team",
      "Make 50 free throws after every practice",
      "Poise",
      "Eyes up, quick decisions and talk on defense",
      "I am calm under pressure",
      "Next play, stay poised",
      "Hard work and preparation",
      "I am a leader on and off the court",
    ]) {
      expect(value).toContain(text);
    }
  });

  it("names the sport's place and the position in the game day script, and the reset routine in bounce back", async () => {
    const gameDay = await script("game-day", 10);
    expect(gameDay).toContain("court");
    expect(gameDay).toContain("as a point guard");
    const bounceBack = await script("bounce-back", 10);
    expect(bounceBack).toContain("Free throw reset");
    expect(bounceBack).toContain("Wipe my hands on my shorts");
  });

  it("leaves out what the athlete has not filled in, and uses the whole mindset without a template", async () => {
    const value = await script(undefined, 5, emptyAthleteFixture());
    expect(value).not.toMatch(/Remember your mission|one word focus is|undefined/);
    expect(value).toContain("Close your eyes");
    expect(await script("no-such-template", 5)).toBe(await script(DEFAULT_TEMPLATE_ID, 5));
  });

  it("fits the length to the duration: short for a minute, long for twenty", async () => {
    for (const id of VISUALIZATION_TEMPLATE_IDS) {
      const lengths = await Promise.all([1, 3, 5, 10, 20].map(async (minutes) => wordCount(await script(id, minutes))));
      for (let index = 1; index < lengths.length; index += 1) {
        expect(lengths[index], id).toBeGreaterThan(lengths[index - 1] ?? 0);
      }
      expect(lengths[0], id).toBeLessThanOrEqual(targetWords(1, "medium") * 1.3);
      expect(lengths[2], id).toBeGreaterThanOrEqual(targetWords(5, "medium") * 0.9);
      expect(lengths[4], id).toBeGreaterThanOrEqual(targetWords(20, "medium") * 0.6);
    }
  });

  it("puts breathing cues between the sections of longer scripts", async () => {
    const long = await script("confidence", 10);
    expect(long.split("\n\n").length).toBeGreaterThan(8);
    expect(long).toMatch(/Breathe in|breath/);
  });
});

describe("fitting a script to its length", () => {
  const blocks = [
    { sentences: ["One one one.", "One more."] },
    { sentences: ["Two two two.", "Two more.", "Two again."], replay: true },
    { sentences: ["Three."] },
  ];
  const options = { breathing: ["Breathe."], interludes: [["Between."]], replayIntros: ["Again."] };

  it("says the first sentence of every block in the shortest script, in order", () => {
    expect(fitScript(blocks, { ...options, targetWords: 1 })).toBe("One one one.\n\nTwo two two.\n\nThree.");
  });

  it("adds sentences in turn, then breathing (every other gap below 500 words), interludes and replays before the closing block", () => {
    const short = fitScript(blocks, { ...options, targetWords: 10 });
    expect(short).toBe("One one one. One more.\n\nTwo two two. Two more.\n\nThree.");
    const long = fitScript(blocks, { ...options, targetWords: 300 });
    const replay = "Breathe. Again.\n\nTwo two two. Two more. Two again.";
    expect(long).toBe(
      [
        "One one one. One more.",
        "Between.",
        "Two two two. Two more. Two again.",
        "Breathe.",
        replay,
        replay,
        replay,
        "Three.",
      ].join("\n\n"),
    );
    expect(long.match(/Again\./g)).toHaveLength(3);
  });
});
