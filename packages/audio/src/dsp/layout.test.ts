import { describe, expect, it } from "vitest";
import { COMFORTABLE, layoutClips, MAX_GAP_SECONDS, type Placement, speechBudgetSeconds, TIGHT } from "./layout";

const RATE = 1000;
const ends = (placements: Placement[]) => placements.map(({ start, length }) => start + length);
const gapsOf = (placements: Placement[]) =>
  placements.slice(1).map((placement, i) => placement.start - (ends(placements)[i] ?? 0));

describe("layoutClips", () => {
  it("spaces the sentences evenly between the lead-in and the tail, to the sample", () => {
    const total = 60 * RATE;
    const placements = layoutClips([3000, 2500, 4100, 1999], total, RATE);
    expect(placements.map((p) => p.clip)).toEqual([0, 1, 2, 3]);
    expect(placements[0]?.start).toBe(COMFORTABLE.lead * RATE);
    expect(ends(placements).at(-1)).toBe(total - COMFORTABLE.tail * RATE);
    const gaps = gapsOf(placements);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1);
    expect(placements.map((p) => p.length)).toEqual([3000, 2500, 4100, 1999]);
  });

  it("never pauses longer than the longest gap; the rest of the time follows the last sentence", () => {
    const placements = layoutClips([1000, 1000, 1000], 600 * RATE, RATE);
    expect(gapsOf(placements)).toEqual([MAX_GAP_SECONDS * RATE, MAX_GAP_SECONDS * RATE]);
  });

  it("shrinks the margins toward the tight ones when time is short", () => {
    const lengths = [4000, 4000, 4000];
    const total = 12_000 + (TIGHT.lead + TIGHT.tail + 2 * TIGHT.gap) * RATE;
    const placements = layoutClips(lengths, total, RATE);
    expect(placements).toHaveLength(3);
    expect(placements[0]?.start).toBe(TIGHT.lead * RATE);
    expect(gapsOf(placements)).toEqual([TIGHT.gap * RATE, TIGHT.gap * RATE]);
    expect(ends(placements).at(-1)).toBeLessThanOrEqual(total - TIGHT.tail * RATE);
  });

  it("drops the sentences that do not fit and cuts a first sentence longer than the track", () => {
    const dropped = layoutClips([3000, 3000, 3000], 8000, RATE);
    expect(dropped.map((p) => p.clip)).toEqual([0, 1]);
    const cut = layoutClips([20_000, 1000], 10_000, RATE);
    expect(cut).toHaveLength(1);
    expect(cut[0]?.length).toBeLessThan(20_000);
    for (const placements of [dropped, cut]) {
      for (const end of ends(placements)) expect(end).toBeLessThanOrEqual(placements === cut ? 10_000 : 8000);
    }
  });

  it("places nothing in an empty script", () => {
    expect(layoutClips([], 5000, RATE)).toEqual([]);
  });
});

describe("speechBudgetSeconds", () => {
  it("is the length less the comfortable lead-in, tail and pauses", () => {
    expect(speechBudgetSeconds(11, 60)).toBeCloseTo(60 - COMFORTABLE.lead - COMFORTABLE.tail - 10 * COMFORTABLE.gap);
  });
});
