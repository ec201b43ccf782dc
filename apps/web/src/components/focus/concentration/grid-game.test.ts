import type { ConcentrationAttemptView, ConcentrationStats } from "@onepercent/validators/concentration";
import { describe, expect, it } from "vitest";
import { gameTimeMs, isFound, isOver, shuffledNumbers, startGame, tap, tileCount } from "./grid-game";
import { attemptsShown, bestBySize, historyRows, isNewBest, statTiles, trendAxis, trendPoints } from "./grid-stats";
import { parseCount } from "./local-attempts";

/** A repeatable random source: a small linear congruential generator. */
const seeded = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};
const t0 = Date.UTC(2026, 10, 25, 18, 30, 0);

describe("shuffledNumbers", () => {
  it.each([4, 5, 6, 8])("holds each of 1 to %i² exactly once", (size) => {
    const numbers = shuffledNumbers(size, seeded(size));
    expect(numbers).toHaveLength(size * size);
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: size * size }, (_, i) => i + 1));
  });

  it("takes its order from the random source", () => {
    // A source that always answers 0 swaps each position with the first (Fisher–Yates from the end).
    expect(shuffledNumbers(2, () => 0)).toEqual([2, 3, 4, 1]);
    // One that always answers just under 1 swaps each position with itself: the order stays.
    expect(shuffledNumbers(2, () => 0.999_999)).toEqual([1, 2, 3, 4]);
    expect(shuffledNumbers(6, seeded(7))).toEqual(shuffledNumbers(6, seeded(7)));
    expect(shuffledNumbers(6, seeded(7))).not.toEqual(shuffledNumbers(6, seeded(8)));
  });

  it("stays a permutation even with a source that answers 1", () => {
    expect([...shuffledNumbers(3, () => 1)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("puts every number everywhere over many shuffles (no position is stuck)", () => {
    const random = seeded(42);
    const seenFirst = new Set(Array.from({ length: 400 }, () => shuffledNumbers(4, random)[0]));
    expect(seenFirst.size).toBe(16);
  });
});

describe("a game", () => {
  it("starts at 1 with a shuffled grid of the chosen size", () => {
    const game = startGame(4, t0, seeded(1));
    expect(game.next).toBe(1);
    expect(tileCount(game)).toBe(16);
    expect(game.tiles).toEqual(shuffledNumbers(4, seeded(1)));
    expect(isOver(game)).toBe(false);
  });

  it("accepts only the next number", () => {
    const game = startGame(4, t0, seeded(1));
    const first = tap(game, 1, t0 + 500);
    expect(first.result).toBe("found");
    expect(first.game.next).toBe(2);
    expect(isFound(first.game, 1)).toBe(true);
    expect(isFound(first.game, 2)).toBe(false);
  });

  it("lets a wrong tap change nothing: no advance, no penalty", () => {
    const game = tap(startGame(5, t0), 1, t0 + 100).game;
    for (const wrong of [1, 3, 25]) {
      const after = tap(game, wrong, t0 + 200);
      expect(after.result).toBe("wrong");
      expect(after.game).toBe(game);
    }
    expect(gameTimeMs(game, t0 + 4000)).toBe(4000);
  });

  it("ends with the N×N-th correct tap and keeps its time", () => {
    let game = startGame(4, t0, seeded(3));
    const results = [];
    for (let number = 1; number <= 16; number += 1) {
      const step = tap(game, number, t0 + number * 1000);
      results.push(step.result);
      game = step.game;
    }
    expect(results.slice(0, 15).every((result) => result === "found")).toBe(true);
    expect(results[15]).toBe("complete");
    expect(isOver(game)).toBe(true);
    expect(gameTimeMs(game, t0 + 999_999)).toBe(16_000);
    expect(tap(game, 17, t0 + 20_000)).toEqual({ game, result: "over" });
    expect(tap(game, 1, t0 + 20_000).result).toBe("over");
  });

  it("needs every tile of an 8x8 grid: 63 correct taps do not end it", () => {
    let game = startGame(8, t0);
    for (let number = 1; number <= 63; number += 1) game = tap(game, number, t0 + number).game;
    expect(isOver(game)).toBe(false);
    expect(tap(game, 64, t0 + 64).result).toBe("complete");
  });

  it("times a running game from its start", () => {
    expect(gameTimeMs(startGame(6, t0), t0 + 12_345)).toBe(12_345);
  });
});

const stats = (overrides: Partial<ConcentrationStats> = {}): ConcentrationStats => ({
  bestTime: 12_400,
  lastTime: 65_000,
  averageTime: 30_999,
  totalAttempts: 3,
  bestBySize: { 4: 12_400, 5: null, 6: 40_000, 8: null },
  ...overrides,
});

describe("the stat tiles", () => {
  it("show times as mm:ss and the attempts", () => {
    expect(statTiles(stats(), 0)).toEqual([
      { label: "Best Time", value: "00:12" },
      { label: "Last Time", value: "01:05" },
      { label: "Average Time", value: "00:30" },
      { label: "Total Attempts", value: "3" },
    ]);
  });

  it("show '--:--' without games, and before the stats arrive", () => {
    const empty = stats({ bestTime: null, lastTime: null, averageTime: null, totalAttempts: 0 });
    expect(statTiles(empty, 0).map((tile) => tile.value)).toEqual(["--:--", "--:--", "--:--", "0"]);
    expect(statTiles(undefined, 2).map((tile) => tile.value)).toEqual(["--:--", "--:--", "--:--", "2"]);
  });

  it("count the larger of the server's and this browser's attempts", () => {
    expect(attemptsShown(3, 5)).toBe(5);
    expect(attemptsShown(7, 5)).toBe(7);
    expect(statTiles(stats(), 9)[3]?.value).toBe("9");
  });

  it("list the best of each size and spot a new best", () => {
    expect(bestBySize(stats()).map((item) => `${item.label} ${item.value}`)).toEqual([
      "4x4 00:12",
      "5x5 --:--",
      "6x6 00:40",
      "8x8 --:--",
    ]);
    expect(isNewBest(stats(), 4, 12_399)).toBe(true);
    expect(isNewBest(stats(), 4, 12_400)).toBe(false);
    expect(isNewBest(stats(), 5, 99_000)).toBe(true);
    expect(isNewBest(undefined, 6, 99_000)).toBe(true);
  });

  it("read a stored local count safely", () => {
    expect(parseCount("4")).toBe(4);
    for (const raw of [null, "", "abc", "-3", "2.5", "1e400"]) expect(parseCount(raw)).toBe(0);
  });
});

const attempt = (iso: string, duration: number, gridSize: number): ConcentrationAttemptView => ({
  id: `00000000-0000-4000-8000-${String(duration).padStart(12, "0")}`,
  date: new Date(iso),
  duration,
  gridSize,
});

describe("the history", () => {
  const history = [
    attempt("2026-01-05T23:15:00Z", 42_500, 6),
    attempt("2025-12-31T09:05:00Z", 8_000, 4),
    attempt("2025-12-30T09:05:00Z", 75_000, 6),
  ];

  it("shows date as MM/DD/YY, the time of day, the grid and the duration", () => {
    expect(historyRows(history, { locale: "en-US", timeZone: "UTC" }).map(({ id: _, ...row }) => row)).toEqual([
      { date: "01/05/26", time: "11:15 PM", grid: "6x6", duration: "00:42" },
      { date: "12/31/25", time: "9:05 AM", grid: "4x4", duration: "00:08" },
      { date: "12/30/25", time: "9:05 AM", grid: "6x6", duration: "01:15" },
    ]);
  });

  it("uses the reader's day: late evening in New York is the next day in UTC", () => {
    expect(historyRows(history, { locale: "en-US", timeZone: "America/New_York" })[0]).toMatchObject({
      date: "01/05/26",
      time: "6:15 PM",
    });
    expect(historyRows(history, { locale: "en-US", timeZone: "Asia/Tokyo" })[0]?.date).toBe("01/06/26");
  });

  it("charts the recent games of one size, oldest first, in seconds", () => {
    expect(trendPoints(history, 6)).toEqual([
      { date: "2025-12-30T09:05:00.000Z", values: { seconds: 75 } },
      { date: "2026-01-05T23:15:00.000Z", values: { seconds: 42.5 } },
    ]);
    expect(trendPoints(history, 6, 1)).toHaveLength(1);
    expect(trendPoints(history, 8)).toEqual([]);
  });

  it("gives the chart round ticks up to just above the slowest game", () => {
    expect(trendAxis(trendPoints(history, 6))).toEqual({ domain: [0, 80], ticks: [0, 20, 40, 60, 80] });
    expect(trendAxis(trendPoints(history, 4))).toEqual({ domain: [0, 10], ticks: [0, 5, 10] });
    expect(trendAxis([])).toEqual({ domain: [0, 6], ticks: [0, 2, 4, 6] });
    expect(trendAxis([{ date: "x", values: { seconds: 200 } }]).domain).toEqual([0, 300]);
  });
});
