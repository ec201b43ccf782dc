import type { Background } from "../types";
import { renderBackground } from "./background";
import { layoutClips, type Placement } from "./layout";
import { resample } from "./resample";

export interface MixInput {
  /** Each sentence's samples at `clipRate`, in order. */
  clips: readonly Int16Array[];
  clipRate: number;
  background: Background;
  durationSeconds: number;
  rate: number;
  seed: number;
  /** Called between pieces of work (a few milliseconds each): the mixing worker may hold there. */
  pause?: () => void;
}

export interface Mix {
  /** Exactly round(durationSeconds × rate) samples. */
  samples: Float32Array;
  placements: Placement[];
}

/** The voice's loudness over its spoken parts (about -19 dBFS RMS), its peaks at most -1 dBFS. */
const VOICE_RMS = 0.11;
const VOICE_PEAK = 0.89;
/** The background sits well under the voice: about 15 dB (ambient) and 16 dB (nature) below it. */
export const BACKGROUND_LEVEL: Record<Background, number> = { none: 0, ambient: 0.02, nature: 0.018 };
/** Background fades: in over 3 s, out over 4 s (at most a quarter of the track each). */
const FADE_IN_SECONDS = 3;
const FADE_OUT_SECONDS = 4;
/** A sentence cut short for lack of time ends with this fade. */
const CUT_FADE_SECONDS = 0.05;

/** One gain for the whole voice: its spoken parts at VOICE_RMS, never above VOICE_PEAK. */
function voiceGain(clips: readonly Float32Array[]): number {
  let sum = 0;
  let count = 0;
  let peak = 0;
  for (const clip of clips) {
    for (const value of clip) {
      const size = Math.abs(value);
      if (size > peak) peak = size;
      if (size > 0.01) {
        sum += value * value;
        count++;
      }
    }
  }
  if (count === 0 || peak === 0) return 1;
  return Math.min(VOICE_RMS / Math.sqrt(sum / count), VOICE_PEAK / peak);
}

/** Raised-cosine fade from 0 to 1 over `length` samples. */
const rise = (i: number, length: number) => (i >= length ? 1 : 0.5 - 0.5 * Math.cos((Math.PI * i) / length));

/** The whole track as floats: background faded in and out, the voice laid over it by layoutClips. */
export function mixTrack(input: MixInput): Mix {
  const { rate, pause = () => {} } = input;
  const total = Math.round(input.durationSeconds * rate);
  const voice = input.clips.map((clip) => {
    pause();
    return resample(clip, input.clipRate, rate);
  });
  const placements = layoutClips(
    voice.map((clip) => clip.length),
    total,
    rate,
  );
  const samples = renderBackground(input.background, total, rate, {
    seed: input.seed,
    level: BACKGROUND_LEVEL[input.background],
    pause,
  });
  pause();
  const fadeIn = Math.min(Math.round(FADE_IN_SECONDS * rate), Math.floor(total / 4));
  const fadeOut = Math.min(Math.round(FADE_OUT_SECONDS * rate), Math.floor(total / 4));
  for (let i = 0; i < total; i++) {
    samples[i] = (samples[i] ?? 0) * rise(i, fadeIn) * rise(total - 1 - i, fadeOut);
  }
  const gain = voiceGain(voice);
  const cutFade = Math.round(CUT_FADE_SECONDS * rate);
  for (const { clip, start, length } of placements) {
    pause();
    const source = voice[clip] ?? new Float32Array(0);
    const cut = length < source.length;
    for (let i = 0; i < length; i++) {
      const fade = cut ? rise(length - 1 - i, cutFade) : 1;
      samples[start + i] = (samples[start + i] ?? 0) + (source[i] ?? 0) * gain * fade;
    }
  }
  return { samples, placements };
}
