import { MPEGDecoder } from "mpg123-decoder";
import { describe, expect, it } from "vitest";
import { encodeMp3 } from "./mp3";
import { audioFrames, framesSeconds, mp3Frames } from "./testing/mp3-frames";

describe("encodeMp3", () => {
  it("encodes mono 24 kHz at 64 kbps that decodes to the same length and tone", async () => {
    const rate = 24_000;
    const samples = Float32Array.from({ length: 3 * rate }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / rate));
    const mp3 = await encodeMp3(samples, rate, 64);
    const frames = mp3Frames(mp3);
    expect(audioFrames(frames).every((frame) => frame.sampleRate === rate && frame.kbps === 64)).toBe(true);
    // 3 s at 64 kbps is 24 kB; a Xing frame before the sound gives players the exact length.
    expect(Math.abs(mp3.length - 24_000) / 24_000).toBeLessThan(0.05);
    expect(frames[0]?.info).toBe(true);
    expect(Math.abs(framesSeconds(frames) - 3)).toBeLessThan(0.1);

    const decoder = new MPEGDecoder();
    await decoder.ready;
    const decoded = decoder.decode(mp3);
    decoder.free();
    expect(decoded.sampleRate).toBe(rate);
    expect(decoded.errors).toEqual([]);
    expect(Math.abs(decoded.samplesDecoded - samples.length)).toBeLessThan(2 * 1152);
    const channel = decoded.channelData[0] ?? new Float32Array(0);
    const middle = channel.subarray(rate, 2 * rate);
    const rms = Math.sqrt(middle.reduce((sum, value) => sum + value * value, 0) / middle.length);
    expect(rms).toBeCloseTo(0.5 / Math.SQRT2, 1);
  });

  it("clips samples beyond full scale instead of wrapping them around", async () => {
    const rate = 24_000;
    const loud = Float32Array.from({ length: rate }, (_, i) => 3 * Math.sin((2 * Math.PI * 440 * i) / rate));
    const decoder = new MPEGDecoder();
    await decoder.ready;
    const decoded = decoder.decode(await encodeMp3(loud, rate, 64));
    decoder.free();
    const channel = (decoded.channelData[0] ?? new Float32Array(0)).subarray(4000, 20_000);
    const rms = Math.sqrt(channel.reduce((sum, value) => sum + value * value, 0) / channel.length);
    // A clipped sine is nearly a square wave (RMS near 1); wrapped 16-bit values would be noise near 0.58.
    expect(rms).toBeGreaterThan(0.8);
  });
});
