import { z } from "zod";
import { Id } from "./ids";
import { focusMessages } from "./messages/focus";
import { roundedNumber } from "./number-schemas";

/** training-and-tools.md §9: the grid sizes, 6 by default. */
export const GRID_SIZES = [4, 5, 6, 8] as const;
export type GridSize = (typeof GRID_SIZES)[number];
export const DEFAULT_GRID_SIZE: GridSize = 6;
/** A game's time in ms: at least 1 second, at most an hour. */
export const GRID_DURATION_MIN_MS = 1000;
export const GRID_DURATION_MAX_MS = 3_600_000;
/** The history lists at most this many attempts (the stats count them all). */
export const GRID_HISTORY_MAX = 100;

export const GridSizeSchema = z.union(
  GRID_SIZES.map((size) => z.literal(size)),
  focusMessages.gridSizeInvalid,
);

/** POST /api/concentration-grid/attempt. */
export const ConcentrationAttemptInput = z.object({
  duration: roundedNumber(GRID_DURATION_MIN_MS, GRID_DURATION_MAX_MS, focusMessages.gridDurationInvalid),
  gridSize: GridSizeSchema,
});
export type ConcentrationAttemptInput = z.infer<typeof ConcentrationAttemptInput>;

export const ConcentrationAttemptView = z.object({
  id: Id,
  date: z.date(),
  duration: z.number().int(),
  gridSize: z.number().int(),
});
export type ConcentrationAttemptView = z.infer<typeof ConcentrationAttemptView>;

/** §3: all times in ms; null when there is no attempt ('--:--'). */
export const ConcentrationStats = z.object({
  bestTime: z.number().int().nullable(),
  lastTime: z.number().int().nullable(),
  averageTime: z.number().int().nullable(),
  totalAttempts: z.number().int(),
  /** Beyond the spec: the best time of each size, null for a size not played. */
  bestBySize: z.object({
    4: z.number().int().nullable(),
    5: z.number().int().nullable(),
    6: z.number().int().nullable(),
    8: z.number().int().nullable(),
  }),
});
export type ConcentrationStats = z.infer<typeof ConcentrationStats>;

/** GET /api/concentration-grid/stats: the stats and the newest attempts first. */
export const ConcentrationData = z.object({ stats: ConcentrationStats, history: z.array(ConcentrationAttemptView) });
export type ConcentrationData = z.infer<typeof ConcentrationData>;

/** §2: a time in ms as mm:ss, '--:--' when there is none. */
export function formatGridTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return "--:--";
  const seconds = Math.floor(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
}
