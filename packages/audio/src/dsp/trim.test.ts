import { describe, expect, it } from "vitest";
import { trimSilence } from "./trim";

describe("trimSilence", () => {
  it("removes the silence around a sentence, keeping a margin of it", () => {
    const samples = Int16Array.from([0, 5, -3, 0, 0, 900, -1200, 40, 700, 0, 2, 0]);
    expect([...trimSilence(samples, 1)]).toEqual([0, 900, -1200, 40, 700, 0]);
    expect([...trimSilence(samples, 0)]).toEqual([900, -1200, 40, 700]);
  });

  it("keeps the margin inside the clip and empties a silent one", () => {
    expect([...trimSilence(Int16Array.from([500, 0]), 4)]).toEqual([500, 0]);
    expect(trimSilence(Int16Array.from([0, 3, -2]), 2).length).toBe(0);
  });
});
