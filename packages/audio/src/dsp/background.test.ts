import { describe, expect, it } from "vitest";
import { randomSource, renderBackground } from "./background";

const RATE = 24_000;
function rms(samples: Float32Array) {
  let sum = 0;
  for (const value of samples) sum += value * value;
  return Math.sqrt(sum / samples.length);
}
const sameBytes = (a: Float32Array, b: Float32Array) => Buffer.from(a.buffer).equals(Buffer.from(b.buffer));
/** RMS of each whole second. */
const perSecond = (samples: Float32Array) =>
  Array.from({ length: Math.floor(samples.length / RATE) }, (_, s) => rms(samples.subarray(s * RATE, (s + 1) * RATE)));
/** Share of sign changes: high for noise, low for a low pad. */
const crossings = (samples: Float32Array) => {
  let count = 0;
  for (let i = 1; i < samples.length; i++) if ((samples[i - 1] ?? 0) < 0 !== (samples[i] ?? 0) < 0) count++;
  return count / samples.length;
};

describe("renderBackground", () => {
  it("is silence for none", () => {
    expect(renderBackground("none", 1000, RATE, { seed: 1, level: 0.02 }).every((value) => value === 0)).toBe(true);
  });

  it.each(["ambient", "nature"] as const)(
    "renders %s at the asked level, moving slowly, the same for a seed",
    (kind) => {
      const samples = renderBackground(kind, 20 * RATE, RATE, { seed: 7, level: 0.02 });
      expect(rms(samples)).toBeCloseTo(0.02, 4);
      const seconds = perSecond(samples);
      expect(Math.max(...seconds) / Math.min(...seconds)).toBeGreaterThan(1.3);
      expect(Math.max(...seconds) / Math.min(...seconds)).toBeLessThan(6);
      expect(sameBytes(renderBackground(kind, 20 * RATE, RATE, { seed: 7, level: 0.02 }), samples)).toBe(true);
      expect(sameBytes(renderBackground(kind, 20 * RATE, RATE, { seed: 8, level: 0.02 }), samples)).toBe(false);
    },
  );

  it("makes the pad tonal and nature a noise", () => {
    const pad = renderBackground("ambient", 5 * RATE, RATE, { seed: 3, level: 0.02 });
    const nature = renderBackground("nature", 5 * RATE, RATE, { seed: 3, level: 0.02 });
    expect(crossings(pad)).toBeLessThan(0.05);
    expect(crossings(nature)).toBeGreaterThan(crossings(pad) * 2);
  });
});

describe("randomSource", () => {
  it("repeats for a seed and stays in [0, 1)", () => {
    const a = randomSource(42);
    const b = randomSource(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});
