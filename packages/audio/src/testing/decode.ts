import { MPEGDecoder } from "mpg123-decoder";
import { OUTPUT_SAMPLE_RATE } from "../types";

/** For tests: an MP3 decoded to its samples (mono), with the decoder's errors and rate. */
export async function decodeMp3(mp3: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const decoded = decoder.decode(mp3);
    return {
      errors: decoded.errors,
      sampleRate: decoded.sampleRate,
      samples: decoded.channelData[0] ?? new Float32Array(0),
    };
  } finally {
    decoder.free();
  }
}

/** RMS of each 100 ms of `samples` (at the engine's rate). */
export function rmsWindows(samples: Float32Array): number[] {
  const size = OUTPUT_SAMPLE_RATE / 10;
  const result: number[] = [];
  for (let start = 0; start + size <= samples.length; start += size) {
    let sum = 0;
    for (let i = start; i < start + size; i++) sum += (samples[i] ?? 0) ** 2;
    result.push(Math.sqrt(sum / size));
  }
  return result;
}

/** The background alone stays near 0.02 RMS; the voice is near 0.11 over its sounds. */
export const VOICE_WINDOW_RMS = 0.05;
