import type { Background } from "../types";

/** A small deterministic generator (mulberry32): the same seed gives the same track, byte for byte. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TABLE_SIZE = 4096;
const table = (harmonic: (n: number) => number, count: number) => {
  const values = new Float32Array(TABLE_SIZE + 1);
  for (let i = 0; i <= TABLE_SIZE; i++) {
    let value = 0;
    for (let n = 1; n <= count; n++) value += harmonic(n) * Math.sin((2 * Math.PI * n * i) / TABLE_SIZE);
    values[i] = value;
  }
  return values;
};
const SINE = table((n) => (n === 1 ? 1 : 0), 1);
/** A soft triangle: odd harmonics up to the 9th, 1/n² (8/π² scaled to a peak near 1). */
const TRIANGLE = table((n) => (n % 2 === 0 ? 0 : ((-1) ** ((n - 1) / 2) * 8) / (Math.PI * Math.PI * n * n)), 9);

/** A pad voice: a pitch (Hz), its wave, its level, and how slowly its level breathes (seconds). */
interface PadPartial {
  hz: number;
  wave: Float32Array;
  gain: number;
  period: number;
}
/** D major add 9, low and open: two triangles underneath, sines above. */
const PAD: PadPartial[] = [
  { hz: 73.42, wave: TRIANGLE, gain: 0.55, period: 17 },
  { hz: 146.83, wave: TRIANGLE, gain: 0.5, period: 11 },
  { hz: 220, wave: SINE, gain: 0.42, period: 13 },
  { hz: 329.63, wave: SINE, gain: 0.26, period: 9 },
  { hz: 369.99, wave: SINE, gain: 0.2, period: 19 },
  { hz: 440, wave: SINE, gain: 0.12, period: 23 },
];
/** Each partial is two oscillators this many cents apart: a slow beating, as in a string pad. */
const DETUNE_CENTS = 5;
/** Parameters move once per block of samples. */
const BLOCK = 64;
/** The caller's pause runs once per this many samples (a few milliseconds of work). */
const PAUSE_EVERY = 1 << 16;

type Pause = () => void;

function ambientPad(out: Float32Array, rate: number, random: () => number, pause: Pause) {
  for (const partial of PAD) {
    const lfoPhase = random() * 2 * Math.PI;
    for (const cents of [-DETUNE_CENTS / 2, DETUNE_CENTS / 2]) {
      const step = (partial.hz * 2 ** (cents / 1200) * TABLE_SIZE) / rate;
      let phase = random() * TABLE_SIZE;
      for (let block = 0; block < out.length; block += BLOCK) {
        if (block % PAUSE_EVERY === 0) pause();
        const t = block / rate;
        const level = partial.gain * (0.55 + 0.45 * Math.sin((2 * Math.PI * t) / partial.period + lfoPhase));
        const end = Math.min(out.length, block + BLOCK);
        for (let i = block; i < end; i++) {
          const index = phase | 0;
          const a = partial.wave[index] ?? 0;
          const b = partial.wave[index + 1] ?? 0;
          out[i] = (out[i] ?? 0) + level * (a + (b - a) * (phase - index));
          phase += step;
          if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
        }
      }
    }
  }
}

/** How high the sea is at `t` seconds, 0 to 1: three slow swells that rarely line up. */
const swell = (t: number, offset: number) =>
  (3 +
    Math.sin((2 * Math.PI * t) / 9.3 + offset) +
    0.8 * Math.sin((2 * Math.PI * t) / 13.7 + 2 * offset) +
    0.6 * Math.sin((2 * Math.PI * t) / 21.1 + 3 * offset)) /
  5.8;

/**
 * Waves and wind: white noise through two one-pole low-passes whose cut-off rises with each swell
 * (350 Hz to about 1 kHz) and whose level follows it (about 10 dB from trough to crest), plus a
 * faint breath of air on top.
 */
function natureNoise(out: Float32Array, rate: number, random: () => number, pause: Pause) {
  const offset = random() * 2 * Math.PI;
  let low1 = 0;
  let low2 = 0;
  let air = 0;
  for (let block = 0; block < out.length; block += BLOCK) {
    if (block % PAUSE_EVERY === 0) pause();
    const t = block / rate;
    const height = swell(t, offset);
    const cutoff = 350 + 700 * height;
    const a = 1 - Math.exp((-2 * Math.PI * cutoff) / rate);
    const level = 0.4 + 0.6 * height;
    const breeze = 0.04 + 0.03 * Math.sin((2 * Math.PI * t) / 27 + offset);
    const end = Math.min(out.length, block + BLOCK);
    for (let i = block; i < end; i++) {
      const white = random() * 2 - 1;
      low1 += a * (white - low1);
      low2 += a * (low1 - low2);
      air += 0.5 * (white - air);
      out[i] = level * low2 + breeze * (white - air);
    }
  }
}

const rms = (samples: Float32Array) => {
  let sum = 0;
  for (const value of samples) sum += value * value;
  return Math.sqrt(sum / Math.max(1, samples.length));
};

/** The background alone, `samples` long at `rate`, at `level` RMS (none: all zeros). */
export function renderBackground(
  kind: Background,
  samples: number,
  rate: number,
  options: { seed: number; level: number; pause?: Pause },
): Float32Array {
  const out = new Float32Array(samples);
  if (kind === "none" || samples === 0) return out;
  const random = randomSource(options.seed);
  const pause = options.pause ?? (() => {});
  if (kind === "ambient") ambientPad(out, rate, random, pause);
  else natureNoise(out, rate, random, pause);
  const gain = options.level / (rms(out) || 1);
  for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) * gain;
  return out;
}
