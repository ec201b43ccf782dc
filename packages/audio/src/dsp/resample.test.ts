import { describe, expect, it } from "vitest";
import { resample, resampledLength } from "./resample";

const sine = (hz: number, rate: number, seconds: number, amplitude: number) =>
  Int16Array.from({ length: rate * seconds }, (_, i) =>
    Math.round(amplitude * Math.sin((2 * Math.PI * hz * i) / rate)),
  );

/** Largest difference from the ideal sine, away from the edges. */
function errorAgainstSine(samples: Float32Array, hz: number, rate: number, amplitude: number) {
  let worst = 0;
  for (let i = 100; i < samples.length - 100; i++) {
    worst = Math.max(worst, Math.abs((samples[i] ?? 0) - amplitude * Math.sin((2 * Math.PI * hz * i) / rate)));
  }
  return worst;
}

describe("resample", () => {
  it("turns 16 kHz into 24 kHz keeping a tone's pitch and level", () => {
    const out = resample(sine(440, 16_000, 1, 16_384), 16_000, 24_000);
    expect(out.length).toBe(24_000);
    expect(errorAgainstSine(out, 440, 24_000, 0.5)).toBeLessThan(0.01);
  });

  it("removes what the lower rate cannot hold when going down", () => {
    const out = resample(sine(10_000, 24_000, 1, 16_384), 24_000, 16_000);
    expect(out.length).toBe(16_000);
    const peak = Math.max(...out.slice(100, -100).map(Math.abs));
    expect(peak).toBeLessThan(0.01);
  });

  it("converts to floats unchanged at the same rate", () => {
    expect([...resample(Int16Array.from([0, 16_384, -32_768]), 8000, 8000)]).toEqual([0, 0.5, -1]);
    expect(resampledLength(3, 16_000, 24_000)).toBe(5);
  });
});
