import { BELL_VOLUME_DEFAULT, BUILT_IN_PRESETS } from "@onepercent/validators/breathwork";
import { describe, expect, it } from "vitest";
import { parseBellVolume } from "./bell-volume";
import { formatDuration, hasSecondInhale, phaseLabel, presetRhythm, toMinutes } from "./format";

const sighing = BUILT_IN_PRESETS.find((preset) => preset.name === "Cyclic Sighing");
const box = BUILT_IN_PRESETS.find((preset) => preset.name === "Box Breathing");

describe("phase labels", () => {
  it("uses a preset's own label for a phase, else the usual name", () => {
    expect(sighing && phaseLabel(sighing, "hold1")).toBe("Inhale again");
    expect(sighing && phaseLabel(sighing, "exhale")).toBe("Exhale");
    expect(box && phaseLabel(box, "hold1")).toBe("Hold");
    expect(box && phaseLabel(box, "hold2")).toBe("Hold");
  });
  it("knows cyclic sighing breathes in twice and box breathing does not", () => {
    expect(sighing && hasSecondInhale(sighing)).toBe(true);
    expect(box && hasSecondInhale(box)).toBe(false);
  });
});

describe("formats", () => {
  it("writes a rhythm with its cycles", () => {
    expect(presetRhythm({ inhale: 4, hold1: 7, exhale: 8, hold2: 0, cycles: 4 })).toBe("4-7-8-0 · 4 cycles");
    expect(presetRhythm({ inhale: 1, hold1: 0, exhale: 1, hold2: 0, cycles: 1 })).toBe("1-0-1-0 · 1 cycle");
  });
  it("writes durations in seconds, minutes and hours", () => {
    expect([0, 4.4, 59, 60, 200, 3600, 3900].map(formatDuration)).toEqual([
      "0 s",
      "4 s",
      "59 s",
      "1 min",
      "3 min 20 s",
      "1 h",
      "1 h 5 min",
    ]);
  });
  it("turns seconds into minutes with one decimal", () => {
    expect([0, 4, 90, 125].map(toMinutes)).toEqual([0, 0.1, 1.5, 2.1]);
  });
});

describe("the stored bell volume", () => {
  it("reads a stored volume and keeps it between 0 and 1", () => {
    expect(parseBellVolume("0.35")).toBe(0.35);
    expect(parseBellVolume("0")).toBe(0);
    expect(parseBellVolume("7")).toBe(1);
    expect(parseBellVolume("-1")).toBe(0);
  });
  it("falls back to the default without a usable value", () => {
    for (const stored of [null, "", "loud", "NaN"]) expect(parseBellVolume(stored)).toBe(BELL_VOLUME_DEFAULT);
  });
});
