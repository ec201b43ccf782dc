import { afterAll, describe, expect, it } from "vitest";
import { createMediaInspector, MediaInspectionTimeout } from "./inspector";
import { malformedWebm, wavFile } from "./testing/media-samples";

const AUDIO_TYPES = ["audio/wav", "video/webm", "audio/webm"];

describe("the media inspector", () => {
  const inspector = createMediaInspector({ deadlineMs: 1500 });
  afterAll(() => inspector.close());

  it("reads a WAV's type, tracks and length in a worker", async () => {
    const inspection = await inspector.inspect(wavFile(0.5), AUDIO_TYPES);
    expect(inspection.sniffedMime).toBe("audio/wav");
    expect(inspection.tracks).toEqual({ video: false, silent: false, durationSeconds: 0.5 });
  }, 40_000);

  it("names a type it is not asked to parse without reading its tracks", async () => {
    const inspection = await inspector.inspect(wavFile(0.1), ["audio/mpeg"]);
    expect(inspection).toEqual({ sniffedMime: "audio/wav", tracks: null });
  }, 40_000);

  it("terminates a parser that loops on a malformed WebM, and the event loop keeps turning meanwhile", async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 50);
    const started = performance.now();
    const outcome = inspector.inspect(malformedWebm(1), AUDIO_TYPES);
    await expect(outcome).rejects.toBeInstanceOf(MediaInspectionTimeout);
    clearInterval(ticker);
    // The deadline counts from the bytes' arrival at a ready worker, so it ended near 1.5 s.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1500);
    expect(ticks).toBeGreaterThan(10);
    // A new worker serves the next file.
    const next = await inspector.inspect(wavFile(0.2), AUDIO_TYPES);
    expect(next.tracks?.durationSeconds).toBe(0.2);
  }, 60_000);

  it("refuses two malformed files at once, each on its own deadline", async () => {
    const outcomes = await Promise.allSettled([
      inspector.inspect(malformedWebm(2), AUDIO_TYPES),
      inspector.inspect(malformedWebm(3), AUDIO_TYPES),
    ]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe("rejected");
      if (outcome.status === "rejected") expect(outcome.reason).toBeInstanceOf(MediaInspectionTimeout);
    }
  }, 60_000);
});
