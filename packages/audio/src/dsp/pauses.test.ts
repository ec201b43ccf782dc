import { describe, expect, it } from "vitest";
import { splitAtPauses } from "./pauses";

const RATE = 1000;
const tone = (seconds: number) => Int16Array.from({ length: seconds * RATE }, (_, i) => (i % 2 === 0 ? 4000 : -4000));
const silence = (seconds: number) => new Int16Array(seconds * RATE);
function join(...parts: Int16Array[]): Int16Array {
  const samples = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length;
  }
  return samples;
}

describe("splitAtPauses", () => {
  // Three sentences with a comma-like pause (0.2 s) inside the second; sentence pauses of 0.5 and 0.7 s.
  const speech = join(
    silence(1),
    tone(2),
    silence(0.5),
    tone(1),
    silence(0.2),
    tone(1),
    silence(0.7),
    tone(3),
    silence(2),
  );

  it("cuts at the longest pauses, as many clips as sentences, 40 ms of silence kept around each", () => {
    const clips = splitAtPauses(speech, RATE, 3);
    expect(clips.map((clip) => clip.length)).toEqual([2080, 2280, 3080]);
    expect(clips[0]?.slice(0, 40).every((sample) => sample === 0)).toBe(true);
    expect(clips[0]?.[40]).toBe(4000);
  });

  it("gives fewer clips when the speech has fewer pauses, one clip for one sentence", () => {
    expect(splitAtPauses(speech, RATE, 10).map((clip) => clip.length)).toEqual([2080, 1080, 1080, 3080]);
    expect(splitAtPauses(speech, RATE, 1).map((clip) => clip.length)).toEqual([8480]);
  });

  it("ignores pauses too short to end a sentence, and gives nothing for silence", () => {
    const clipped = join(tone(1), silence(0.1), tone(1));
    expect(splitAtPauses(clipped, RATE, 2).map((clip) => clip.length)).toEqual([2100]);
    expect(splitAtPauses(silence(3), RATE, 2)).toEqual([]);
  });
});
