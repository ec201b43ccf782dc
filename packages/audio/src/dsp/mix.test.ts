import { describe, expect, it } from "vitest";
import { mixTrack } from "./mix";

const RATE = 24_000;
/** A "sentence": a 300 Hz tone of `seconds` at 16 kHz. */
const tone = (seconds: number) =>
  Int16Array.from({ length: Math.round(16_000 * seconds) }, (_, i) =>
    Math.round(8000 * Math.sin((2 * Math.PI * 300 * i) / 16_000)),
  );
const peakOf = (samples: Float32Array) => samples.reduce((peak, value) => Math.max(peak, Math.abs(value)), 0);
const rmsOf = (samples: Float32Array) =>
  Math.sqrt(samples.reduce((sum, value) => sum + value * value, 0) / samples.length);

describe("mixTrack", () => {
  it.each([
    [7.5, "none"],
    [20, "ambient"],
    [61, "nature"],
  ] as const)("fills exactly %s s (%s) to the sample", (durationSeconds, background) => {
    const mix = mixTrack({
      clips: [tone(1.2), tone(0.8), tone(1.5)],
      clipRate: 16_000,
      background,
      durationSeconds,
      rate: RATE,
      seed: 1,
    });
    expect(mix.samples.length).toBe(Math.round(durationSeconds * RATE));
    expect(mix.placements).toHaveLength(3);
    const last = mix.placements.at(-1);
    expect((last?.start ?? 0) + (last?.length ?? 0)).toBeLessThanOrEqual(mix.samples.length);
    expect(peakOf(mix.samples)).toBeLessThanOrEqual(0.9);
  });

  it("puts the voice where the layout says and the background, faded, everywhere else", () => {
    const mix = mixTrack({
      clips: [tone(1)],
      clipRate: 16_000,
      background: "ambient",
      durationSeconds: 20,
      rate: RATE,
      seed: 2,
    });
    const [first] = mix.placements;
    const start = first?.start ?? 0;
    const voice = mix.samples.subarray(start, start + (first?.length ?? 0));
    const before = mix.samples.subarray(start - RATE, start);
    // The voice is brought to about -19 dBFS RMS whatever level it came in at.
    expect(rmsOf(voice)).toBeGreaterThan(0.09);
    expect(rmsOf(voice)).toBeLessThan(0.13);
    expect(peakOf(before)).toBeGreaterThan(0);
    expect(rmsOf(before)).toBeLessThan(rmsOf(voice) / 4);
    expect(Math.abs(mix.samples[0] ?? 1)).toBeLessThan(1e-6);
    expect(Math.abs(mix.samples.at(-1) ?? 1)).toBeLessThan(1e-6);
  });

  it("cuts more speech than fits and still ends on time", () => {
    const mix = mixTrack({
      clips: [tone(9), tone(9)],
      clipRate: 16_000,
      background: "none",
      durationSeconds: 5,
      rate: RATE,
      seed: 3,
    });
    expect(mix.samples.length).toBe(5 * RATE);
    expect(mix.placements).toHaveLength(1);
    expect(peakOf(mix.samples.subarray(-RATE / 4))).toBe(0);
  });
});
