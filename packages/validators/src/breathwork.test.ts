import { describe, expect, it } from "vitest";
import {
  BREATH_CYCLES_MAX,
  BREATH_PHASE_MAX_SECONDS,
  BREATHWORK_SESSION_MAX_SECONDS,
  BreathworkPresetInput,
  BreathworkSessionInput,
  BUILT_IN_PRESETS,
  cycleSeconds,
  isBuiltInPresetName,
  PresetNameInput,
} from "./breathwork";
import { focusMessages } from "./messages/focus";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const preset = { name: "Game Day", inhale: 4, hold1: 4, exhale: 4, hold2: 4, cycles: 5 };
const presetWith = (changes: Record<string, unknown>) => BreathworkPresetInput.safeParse({ ...preset, ...changes });

describe("custom preset input", () => {
  it("takes holds of 0 (the hold is skipped) and trims the name", () => {
    expect(BreathworkPresetInput.parse({ ...preset, name: "  Calm  ", hold1: 0, hold2: 0 })).toEqual({
      ...preset,
      name: "Calm",
      hold1: 0,
      hold2: 0,
    });
  });

  it("takes every phase up to 60 seconds and up to 50 cycles", () => {
    const longest = { inhale: 60, hold1: 60, exhale: 60, hold2: 60, cycles: BREATH_CYCLES_MAX };
    expect(presetWith(longest).success).toBe(true);
    expect(BREATH_PHASE_MAX_SECONDS).toBe(60);
  });

  it.each([
    ["inhale", 0],
    ["exhale", 0],
    ["inhale", 61],
    ["hold1", 61],
    ["exhale", 61],
    ["hold2", 61],
    ["hold1", -1],
    ["hold2", -1],
    ["cycles", 0],
    ["cycles", BREATH_CYCLES_MAX + 1],
    ["inhale", 2.5],
    ["cycles", "5"],
  ])("refuses %s = %s with the spec's message", (field, value) => {
    expect(firstMessage(presetWith({ [field]: value }))).toBe(focusMessages.presetValuesInvalid);
    expect(focusMessages.presetValuesInvalid).toBe("Please ensure all values are valid");
  });

  it("refuses a blank or missing name with the spec's message, and a name over 40 characters", () => {
    expect(firstMessage(presetWith({ name: "   " }))).toBe(focusMessages.presetNameRequired);
    expect(firstMessage(presetWith({ name: undefined }))).toBe(focusMessages.presetNameRequired);
    expect(focusMessages.presetNameRequired).toBe("Please provide a name for your preset");
    expect(presetWith({ name: "x".repeat(40) }).success).toBe(true);
    expect(firstMessage(presetWith({ name: "x".repeat(41) }))).toBe(focusMessages.presetNameTooLong);
  });

  it("knows the built-in names in any case and spacing", () => {
    expect(isBuiltInPresetName("  box breathing ")).toBe(true);
    expect(isBuiltInPresetName("4-7-8 RELAX")).toBe(true);
    expect(isBuiltInPresetName("Box Breathing 2")).toBe(false);
  });

  it("counts a cycle's seconds over its four phases", () => {
    expect(cycleSeconds(preset)).toBe(16);
    expect(BUILT_IN_PRESETS.map(cycleSeconds)).toEqual([16, 19, 10, 9]);
  });

  it("trims a name to delete", () => {
    expect(PresetNameInput.parse({ name: " Calm " })).toEqual({ name: "Calm" });
  });
});

describe("breathwork session input", () => {
  const session = { preset: "Box Breathing", completed: true, duration: 80 };

  it("rounds the active seconds and leaves date and cycles out when not given", () => {
    expect(BreathworkSessionInput.parse({ ...session, duration: 79.6 })).toEqual({ ...session, duration: 80 });
  });

  it("takes a date with an offset and cycles from 0 to 50", () => {
    const date = "2026-11-25T10:00:00+01:00";
    expect(BreathworkSessionInput.parse({ ...session, date, cycles: 0 })).toMatchObject({ date, cycles: 0 });
    expect(BreathworkSessionInput.safeParse({ ...session, cycles: BREATH_CYCLES_MAX }).success).toBe(true);
  });

  it.each([
    { duration: -1 },
    { duration: BREATHWORK_SESSION_MAX_SECONDS + 1 },
    { duration: "80" },
    { completed: "yes" },
    { date: "yesterday" },
    { cycles: 51 },
    { cycles: 1.5 },
  ])("refuses %o with one message", (changes) => {
    expect(firstMessage(BreathworkSessionInput.safeParse({ ...session, ...changes }))).toBe(
      focusMessages.breathworkSessionInvalid,
    );
  });

  it("needs a preset name", () => {
    expect(firstMessage(BreathworkSessionInput.safeParse({ ...session, preset: " " }))).toBe(
      focusMessages.presetNameRequired,
    );
  });
});
