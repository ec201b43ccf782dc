/**
 * What the concentration grid shows about past games (training-and-tools.md §2, §3): the stat
 * tiles, the history rows and the points of the recent-times chart. Pure functions.
 */
import {
  type ConcentrationAttemptView,
  type ConcentrationStats,
  formatGridTime,
  GRID_SIZES,
  type GridSize,
} from "@onepercent/validators/concentration";
import { type ChartPoint, niceTicks } from "../../charts/chart-scale";

/** §3: the attempts shown are the larger of the server's count and this browser's. */
export const attemptsShown = (serverTotal: number, localCount: number) => Math.max(serverTotal, localCount);

export interface StatTile {
  label: string;
  value: string;
}

/** The four tiles of §2, times as mm:ss and '--:--' when there is none. */
export function statTiles(stats: ConcentrationStats | undefined, localCount: number): StatTile[] {
  return [
    { label: "Best Time", value: formatGridTime(stats?.bestTime) },
    { label: "Last Time", value: formatGridTime(stats?.lastTime) },
    { label: "Average Time", value: formatGridTime(stats?.averageTime) },
    { label: "Total Attempts", value: String(attemptsShown(stats?.totalAttempts ?? 0, localCount)) },
  ];
}

export const gridLabel = (size: number) => `${size}x${size}`;

/** The best time of each size, '--:--' for a size not played yet. */
export const bestBySize = (stats: ConcentrationStats | undefined) =>
  GRID_SIZES.map((size) => ({ size, label: gridLabel(size), value: formatGridTime(stats?.bestBySize[size]) }));

/** Whether a game's time beats the size's best so far (the first game of a size is a best too). */
export const isNewBest = (stats: ConcentrationStats | undefined, size: GridSize, duration: number) => {
  const best = stats?.bestBySize[size];
  return best === null || best === undefined || duration < best;
};

/** One history row: date as MM/DD/YY, the time of day, the grid and the duration (§2). */
export interface HistoryRow {
  id: string;
  date: string;
  time: string;
  grid: string;
  duration: string;
}

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((item) => item.type === type)?.value ?? "";

/** The history's rows in the reader's time zone (or `timeZone`), newest first as the server sends them. */
export function historyRows(
  history: readonly ConcentrationAttemptView[],
  { locale, timeZone }: { locale?: string; timeZone?: string } = {},
): HistoryRow[] {
  const day = new Intl.DateTimeFormat("en-US", { year: "2-digit", month: "2-digit", day: "2-digit", timeZone });
  const clock = new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone });
  return history.map((attempt) => {
    const parts = day.formatToParts(attempt.date);
    return {
      id: attempt.id,
      date: `${part(parts, "month")}/${part(parts, "day")}/${part(parts, "year")}`,
      time: clock.format(attempt.date),
      grid: gridLabel(attempt.gridSize),
      duration: formatGridTime(attempt.duration),
    };
  });
}

/** How many recent games of a size the chart draws. */
export const TREND_GAMES = 10;

/**
 * The recent games of one size, oldest first, as chart points: the attempt's time (ISO, so
 * each point has its own key) and its duration in seconds.
 */
export function trendPoints(
  history: readonly ConcentrationAttemptView[],
  size: GridSize,
  games = TREND_GAMES,
): ChartPoint<"seconds">[] {
  return history
    .filter((attempt) => attempt.gridSize === size)
    .slice(0, games)
    .reverse()
    .map((attempt) => ({ date: attempt.date.toISOString(), values: { seconds: attempt.duration / 1000 } }));
}

/** The chart's value axis in seconds: round ticks from 0 to just above the slowest game. */
export function trendAxis(points: readonly ChartPoint<"seconds">[]): { domain: [number, number]; ticks: number[] } {
  const slowest = Math.max(0, ...points.map((point) => point.values.seconds ?? 0));
  const ticks = niceTicks(0, Math.max(5, slowest * 1.05));
  return { domain: [0, ticks.at(-1) ?? 5], ticks };
}
