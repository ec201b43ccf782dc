import { describe, expect, it } from "vitest";
import { PACES, VOICES } from "../types";
import { fliteArgs, speechSettings } from "./voices";

describe("voices and paces", () => {
  it("gives each voice its own Flite voice", () => {
    const names = VOICES.map((voice) => speechSettings(voice, "medium").voice.name);
    expect(new Set(names).size).toBe(VOICES.length);
  });

  it("speaks slow slower than medium, and medium slower than fast", () => {
    const [slow, medium, fast] = PACES.map((pace) => speechSettings("calm", pace).stretch);
    expect(slow).toBeGreaterThan(medium ?? 0);
    expect(medium).toBeGreaterThan(fast ?? 0);
  });

  it("passes the text after a space, so a leading dash is never read as an option", () => {
    const args = fliteArgs("-5 seconds left.", speechSettings("calm", "slow"), "out.wav");
    expect(args.slice(0, 5)).toEqual(["flite", "-voice", "slt", "--setf", "duration_stretch=1.250"]);
    expect(args).toContain("int_f0_target_mean=150");
    expect(args.slice(-2)).toEqual([" -5 seconds left. ", "out.wav"]);
  });
});
