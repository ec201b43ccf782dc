/**
 * The concentration grid's rules (training-and-tools.md §4 Concentration grid): a shuffled
 * grid of 1 to N×N, tapped in ascending order; only the next number counts, a wrong tap
 * changes nothing (no penalty), and the N×N-th correct tap ends the game. No React, no DOM.
 */
import type { GridSize } from "@onepercent/validators/concentration";

/** A source of numbers in [0, 1), like Math.random (tests give their own). */
export type RandomSource = () => number;

/** The numbers 1 to size×size in a random order (Fisher–Yates, unbiased for a uniform source). */
export function shuffledNumbers(size: number, random: RandomSource = Math.random): number[] {
  const numbers = Array.from({ length: size * size }, (_, index) => index + 1);
  for (let index = numbers.length - 1; index > 0; index -= 1) {
    const other = Math.min(index, Math.floor(random() * (index + 1)));
    const here = numbers[index];
    const there = numbers[other];
    if (here === undefined || there === undefined) continue;
    numbers[index] = there;
    numbers[other] = here;
  }
  return numbers;
}

export interface GridGame {
  size: GridSize;
  /** The numbers in the order the tiles show them, row by row. */
  tiles: number[];
  /** The number to tap next; size×size + 1 once every tile is found. */
  next: number;
  startedAt: number;
  /** When the last tile was found, or null while playing. */
  finishedAt: number | null;
}

export type TapResult = "found" | "wrong" | "complete" | "over";

export const startGame = (size: GridSize, now: number, random?: RandomSource): GridGame => ({
  size,
  tiles: shuffledNumbers(size, random),
  next: 1,
  startedAt: now,
  finishedAt: null,
});

export const tileCount = (game: Pick<GridGame, "size">) => game.size * game.size;
export const isOver = (game: GridGame) => game.finishedAt !== null;
/** Whether a number's tile has been found already. */
export const isFound = (game: GridGame, number: number) => number < game.next;

/** A tap on the tile showing `number` at `now`: the game after it and what it did. */
export function tap(game: GridGame, number: number, now: number): { game: GridGame; result: TapResult } {
  if (isOver(game)) return { game, result: "over" };
  if (number !== game.next) return { game, result: "wrong" };
  const next = game.next + 1;
  if (next > tileCount(game)) return { game: { ...game, next, finishedAt: now }, result: "complete" };
  return { game: { ...game, next }, result: "found" };
}

/** The game's time in ms: running until the last tile, then fixed. */
export const gameTimeMs = (game: GridGame, now: number) => Math.max(0, (game.finishedAt ?? now) - game.startedAt);
