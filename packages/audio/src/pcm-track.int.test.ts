import { describe, expect, it } from "vitest";
import { renderTrackFromPcm } from "./pcm-track";
import { decodeMp3, rmsWindows, VOICE_WINDOW_RMS } from "./testing/decode";
import { OUTPUT_SAMPLE_RATE, type TrackRequest } from "./types";

const SCRIPT = "You are ready. Trust your training. Play the next point.";

/** Speech-like PCM: a gliding tone per sentence (`seconds` each) with `pause` seconds of silence between. */
function speech(rate: number, seconds: number[], pause = 0.4): Int16Array {
  const parts = seconds.map((length) =>
    Int16Array.from(
      { length: Math.round(length * rate) },
      (_, i) => 9000 * Math.sin((2 * Math.PI * (180 + 40 * Math.sin(i / rate)) * i) / rate),
    ),
  );
  const gap = Math.round(pause * rate);
  const samples = new Int16Array(parts.reduce((sum, part) => sum + part.length + gap, gap));
  let offset = gap;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length + gap;
  }
  return samples;
}

const request = (durationSeconds: number, background: TrackRequest["background"] = "nature"): TrackRequest => ({
  script: SCRIPT,
  voice: "calm",
  pace: "medium",
  background,
  durationSeconds,
});

/** Runs of voiced 100 ms windows. */
const voicedRuns = (levels: number[]) =>
  levels.filter((level, i) => level > VOICE_WINDOW_RMS && !((levels[i - 1] ?? 0) > VOICE_WINDOW_RMS)).length;

describe("renderTrackFromPcm", () => {
  it("mixes provider speech over the background to the exact length, its sentences spread out", async () => {
    const mp3 = await renderTrackFromPcm({ sampleRate: 24_000, samples: speech(24_000, [2, 1.5, 2]) }, request(20));
    const decoded = await decodeMp3(mp3);
    expect(decoded.errors).toEqual([]);
    expect(decoded.sampleRate).toBe(OUTPUT_SAMPLE_RATE);
    expect(Math.abs(decoded.samples.length / OUTPUT_SAMPLE_RATE - 20)).toBeLessThanOrEqual(0.5);
    const levels = rmsWindows(decoded.samples);
    const voiced = levels.filter((level) => level > VOICE_WINDOW_RMS).length;
    // 5.5 s of speech in three sentences, the background under it and between them.
    expect(voiced).toBeGreaterThan(45);
    expect(voiced).toBeLessThan(65);
    expect(voicedRuns(levels)).toBe(3);
    expect(Math.min(...levels.slice(40, -40))).toBeGreaterThan(0.003);
  }, 60_000);

  it("takes speech at another rate and keeps a one-sentence script's pauses as spoken", async () => {
    const mp3 = await renderTrackFromPcm(
      { sampleRate: 16_000, samples: speech(16_000, [1, 1]) },
      { ...request(6, "none"), script: "Breathe." },
    );
    const levels = rmsWindows((await decodeMp3(mp3)).samples);
    expect(Math.abs(levels.length / 10 - 6)).toBeLessThanOrEqual(0.5);
    // One clip: its two sounds 0.4 s apart, not spread over the track.
    const voiced = levels.flatMap((level, i) => (level > VOICE_WINDOW_RMS ? [i] : []));
    expect(voicedRuns(levels)).toBe(2);
    expect(((voiced.at(-1) ?? 0) - (voiced[0] ?? 0)) / 10).toBeLessThan(2.6);
  }, 60_000);

  it("refuses speech longer than the track, silent speech and a length it cannot render", async () => {
    const long = { sampleRate: 24_000, samples: speech(24_000, [4, 4, 4]) };
    await expect(renderTrackFromPcm(long, request(10))).rejects.toThrow(RangeError);
    await expect(
      renderTrackFromPcm({ sampleRate: 24_000, samples: new Int16Array(48_000) }, request(10)),
    ).rejects.toThrow(RangeError);
    await expect(renderTrackFromPcm(long, request(0))).rejects.toThrow(RangeError);
  });
});
