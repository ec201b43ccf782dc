import { describe, expect, it } from "vitest";
import { parseWave } from "./wave";

function wave(samples: number[], options: { rate?: number; channels?: number; extraChunk?: boolean } = {}) {
  const extra = options.extraChunk ? 12 : 0;
  const bytes = new Uint8Array(44 + extra + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < 4; i++) view.setUint8(offset + i, value.charCodeAt(i));
  };
  text(0, "RIFF");
  view.setUint32(4, bytes.length - 8, true);
  text(8, "WAVE");
  text(12, "fmt ");
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, options.channels ?? 1, true);
  view.setUint32(24, options.rate ?? 16_000, true);
  view.setUint16(34, 16, true);
  if (options.extraChunk) {
    text(36, "LIST");
    view.setUint32(40, 4, true);
  }
  text(36 + extra, "data");
  view.setUint32(40 + extra, samples.length * 2, true);
  for (const [i, sample] of samples.entries()) view.setInt16(44 + extra + i * 2, sample, true);
  return bytes;
}

describe("parseWave", () => {
  it("reads 16-bit mono samples and the rate, past other chunks", () => {
    const parsed = parseWave(wave([0, 1000, -32768, 32767], { rate: 8000, extraChunk: true }));
    expect(parsed.sampleRate).toBe(8000);
    expect([...parsed.samples]).toEqual([0, 1000, -32768, 32767]);
  });

  it("refuses what is not 16-bit mono PCM WAVE", () => {
    expect(() => parseWave(new TextEncoder().encode("not a wave file at all"))).toThrow("not a WAVE file");
    expect(() => parseWave(wave([1, 2], { channels: 2 }))).toThrow("16-bit mono");
  });
});
