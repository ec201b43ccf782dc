import { RELAXATION_MINUTES } from "@onepercent/validators";
import { afterAll, describe, expect, it } from "vitest";
import { relaxationTrack } from "./relaxation";
import { createAudioEngine } from "./render";
import { decodeMp3, VOICE_WINDOW_RMS, rmsWindows as windows } from "./testing/decode";
import { audioFrames, framesSeconds, mp3Frames } from "./testing/mp3-frames";
import { OUTPUT_SAMPLE_RATE, type TrackRequest } from "./types";

const engine = createAudioEngine();
afterAll(() => engine.close());

async function decode(mp3: Uint8Array) {
  const decoded = await decodeMp3(mp3);
  expect(decoded.errors).toEqual([]);
  expect(decoded.sampleRate).toBe(OUTPUT_SAMPLE_RATE);
  return decoded.samples;
}

describe("the relaxation tracks", () => {
  it.each(RELAXATION_MINUTES)(
    "%i min: an MP3 of exactly its length, the voice audible over the pad",
    async (minutes) => {
      const mp3 = await engine.render(relaxationTrack(minutes));
      const frames = mp3Frames(mp3);
      expect(frames.reduce((sum, frame) => sum + frame.length, 0)).toBe(mp3.length);
      expect(audioFrames(frames).every((frame) => frame.sampleRate === OUTPUT_SAMPLE_RATE && frame.kbps === 64)).toBe(
        true,
      );
      expect(Math.abs(framesSeconds(frames) - minutes * 60)).toBeLessThanOrEqual(0.5);

      const samples = await decode(mp3);
      expect(Math.abs(samples.length / OUTPUT_SAMPLE_RATE - minutes * 60)).toBeLessThanOrEqual(0.5);
      const levels = windows(samples);
      const voiced = levels.filter((level) => level > VOICE_WINDOW_RMS);
      // Spoken for a fifth of the time at least, and never silent between the sentences.
      expect(voiced.length / levels.length).toBeGreaterThan(0.2);
      const middle = levels.slice(50, -50);
      expect(Math.min(...middle)).toBeGreaterThan(0.003);
      console.log(`${minutes} min relaxation: ${mp3.length} bytes, ${framesSeconds(frames).toFixed(3)} s`);
    },
    120_000,
  );
});

describe("renderSpeechTrack", () => {
  const short = (request: Partial<TrackRequest>): TrackRequest => ({
    script: "You are ready. Trust your training. Play the next point.",
    voice: "calm",
    pace: "medium",
    background: "none",
    durationSeconds: 9,
    ...request,
  });

  it("renders every voice, pace and background to the same exact length", async () => {
    const tracks = await Promise.all([
      engine.render(short({ voice: "energetic", pace: "fast", background: "nature" })),
      engine.render(short({ voice: "soothing", pace: "slow", background: "ambient" })),
      engine.render(short({})),
    ]);
    for (const mp3 of tracks) {
      expect(Math.abs(framesSeconds(mp3Frames(mp3)) - 9)).toBeLessThan(0.1);
      expect(windows(await decode(mp3)).some((level) => level > VOICE_WINDOW_RMS)).toBe(true);
    }
    expect(new Set(tracks.map((mp3) => Buffer.from(mp3).toString("base64"))).size).toBe(3);
  }, 60_000);

  it("speeds up and trims a script longer than the time, and never runs over", async () => {
    const long = Array.from({ length: 12 }, (_, i) => `This is sentence number ${i + 1}, and it is rather long.`);
    const mp3 = await engine.render(short({ script: long, durationSeconds: 6 }));
    expect(Math.abs(framesSeconds(mp3Frames(mp3)) - 6)).toBeLessThan(0.1);
    const levels = windows(await decode(mp3));
    expect(levels.slice(-3).every((level) => level < VOICE_WINDOW_RMS)).toBe(true);
  }, 60_000);

  it("starts a new speech process after the last one ended", async () => {
    engine.close();
    const mp3 = await engine.render(short({ durationSeconds: 4, script: "Breathe." }));
    expect(Math.abs(framesSeconds(mp3Frames(mp3)) - 4)).toBeLessThan(0.1);
  }, 60_000);

  it("speaks a script at its natural length: the voice plus short margins, never sped up", async () => {
    const one = await engine.speak({
      script: "Trust your training.",
      voice: "calm",
      pace: "medium",
      background: "none",
    });
    const three = await engine.speak({
      script: "Trust your training. Breathe out slowly. Play the next point.",
      voice: "calm",
      pace: "medium",
      background: "none",
    });
    const seconds = [one, three].map((mp3) => framesSeconds(mp3Frames(mp3)));
    expect(seconds[0]).toBeGreaterThan(0.8);
    expect(seconds[0]).toBeLessThan(4);
    expect(seconds[1]).toBeGreaterThan((seconds[0] ?? 0) + 1.5);
    const levels = windows(await decode(one));
    // The voice starts within the first half second and is a fifth of the track at least.
    expect(levels.slice(0, 6).some((level) => level > VOICE_WINDOW_RMS)).toBe(true);
    expect(levels.filter((level) => level > VOICE_WINDOW_RMS).length / levels.length).toBeGreaterThan(0.2);
    await expect(engine.speak({ script: "  ", voice: "calm", pace: "medium", background: "none" })).rejects.toThrow(
      RangeError,
    );
  }, 60_000);

  it("refuses a length it cannot render", async () => {
    await expect(engine.render(short({ durationSeconds: 0 }))).rejects.toThrow(RangeError);
    await expect(engine.render(short({ durationSeconds: Number.NaN }))).rejects.toThrow(RangeError);
  });
});
