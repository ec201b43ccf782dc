/**
 * The arithmetic of the trend charts (docs/decisions/017-charts.md): where a value and a
 * date go in the drawing, which dates get a label, the line through the values, and the
 * rows of the table that stands in for the picture. No React, no DOM.
 */

/** One date of a chart (`YYYY-MM-DD`) and its value per series; null where there is none. */
export interface ChartPoint<Key extends string> {
  date: string;
  values: Record<Key, number | null>;
}

export interface Box {
  width: number;
  height: number;
  pad: { left: number; right: number; top: number; bottom: number };
}

/** A linear map from `domain` onto `range` (either may run backwards). */
export function linearScale([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]) {
  const span = d1 - d0;
  return (value: number) => (span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) * (r1 - r0)) / span);
}

/** The value axis: the domain's bottom at the plot's bottom edge, its top at the top edge. */
export const valueScale = (domain: readonly [number, number], box: Box) =>
  linearScale(domain, [box.height - box.pad.bottom, box.pad.top]);

/**
 * The x of each of `count` dates. A line runs from the left edge to the right edge; bars
 * sit in the middle of equal slots.
 */
export function datePositions(count: number, kind: "line" | "bar", box: Box): number[] {
  const left = box.pad.left;
  const width = box.width - box.pad.left - box.pad.right;
  if (kind === "bar") return Array.from({ length: count }, (_, index) => left + ((index + 0.5) * width) / count);
  if (count === 1) return [left + width / 2];
  return Array.from({ length: count }, (_, index) => left + (index * width) / (count - 1));
}

/**
 * The dates that get a label under the chart: the first, every `every`-th, and the last;
 * a regular label too close to the last one (less than half a step) is dropped.
 */
export function labelledIndexes(count: number, every: number): number[] {
  if (count <= 0) return [];
  const last = count - 1;
  const step = Math.max(1, Math.floor(every));
  const regular = [];
  for (let index = 0; index < last; index += step) if (index === 0 || last - index >= step / 2) regular.push(index);
  return [...regular, last];
}

/** Round steps (1, 2, 5 × 10ⁿ) from zero or `min` up to at least `max`, about `count` of them. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!(max > min)) return [min];
  const raw = (max - min) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= raw) ?? 10) * power;
  const first = Math.floor(min / step) * step;
  const ticks = [];
  for (let tick = first; tick < max + step; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
    if (tick >= max) break;
  }
  return ticks;
}

/** An SVG path through the values that exist; a missing value is skipped, not drawn as zero. */
export function linePath(values: readonly (number | null)[], xs: readonly number[], y: (value: number) => number) {
  return values
    .flatMap((value, index) => {
      const x = xs[index];
      return value === null || x === undefined ? [] : [`${x.toFixed(1)},${y(value).toFixed(1)}`];
    })
    .map((point, at) => `${at === 0 ? "M" : "L"}${point}`)
    .join(" ");
}

/** The chart as table rows: the date's label, then each series' value or `empty`. */
export function tableRows<Key extends string>(
  points: readonly ChartPoint<Key>[],
  keys: readonly Key[],
  formatDate: (date: string) => string,
  formatValue: (value: number) => string,
  empty: string,
): { date: string; label: string; cells: string[] }[] {
  return points.map((point) => ({
    date: point.date,
    label: formatDate(point.date),
    cells: keys.map((key) => {
      const value = point.values[key];
      return value === null ? empty : formatValue(value);
    }),
  }));
}

/** Whether any series has a value on any date (nothing to draw otherwise). */
export const hasValues = <Key extends string>(points: readonly ChartPoint<Key>[], keys: readonly Key[]) =>
  points.some((point) => keys.some((key) => point.values[key] !== null));

const dayLabel = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

/** A date as "Nov 25" in the reader's language (the date itself, whatever the time zone). */
export const formatDay = (date: string) => dayLabel.format(new Date(`${date}T12:00:00Z`));
