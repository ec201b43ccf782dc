import {
  type Box,
  type ChartPoint,
  datePositions,
  formatDay,
  labelledIndexes,
  linePath,
  niceTicks,
  valueScale,
} from "./chart-scale";
import { CHART_TONES, type ChartSeries, type ChartTable } from "./chart-series";
import { ChartDataTable } from "./chart-table";

export interface TrendChartProps<Key extends string> {
  /** A line through the dates, or a bar per date. */
  kind?: "line" | "bar";
  /** The picture's accessible name; say that a table follows. */
  label: string;
  points: readonly ChartPoint<Key>[];
  series: readonly ChartSeries<Key>[];
  /** The value axis from bottom to top. */
  domain: readonly [number, number];
  /** The values marked on the value axis (round steps of the domain by default). */
  ticks?: readonly number[] | undefined;
  /** Label every n-th date under the chart (besides the first and the last). */
  labelEvery?: number | undefined;
  /** A title for the value axis, e.g. "Minutes". */
  valueLabel?: string | undefined;
  formatDate?: ((date: string) => string) | undefined;
  formatValue?: ((value: number) => string) | undefined;
  table: ChartTable;
}

const BOX: Box = { width: 320, height: 150, pad: { left: 22, right: 8, top: 10, bottom: 22 } };
const TICK_TEXT = "fill-slate-500 text-[9px]";

/**
 * A small trend over dates (docs/decisions/017-charts.md): hand-drawn SVG with value and date
 * labels, a legend when there are several series, and the numbers as a visually hidden table.
 */
export function TrendChart<Key extends string>({
  kind = "line",
  label,
  points,
  series,
  domain,
  ticks,
  labelEvery = 4,
  valueLabel,
  formatDate = formatDay,
  formatValue = String,
  table,
}: TrendChartProps<Key>) {
  const box: Box = valueLabel ? { ...BOX, pad: { ...BOX.pad, left: BOX.pad.left + 12 } } : BOX;
  const y = valueScale(domain, box);
  const xs = datePositions(points.length, kind, box);
  const last = points.length - 1;
  const slot = (box.width - box.pad.left - box.pad.right) / Math.max(1, points.length);
  const barWidth = (slot * 0.7) / Math.max(1, series.length);
  return (
    <>
      {series.length > 1 ? (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-sm" aria-hidden>
          {series.map((item) => (
            <li key={item.key} className="flex items-center gap-1.5">
              <svg viewBox="0 0 10 10" className="size-2.5" aria-hidden>
                <circle cx="5" cy="5" r="5" className={CHART_TONES[item.tone].fill} />
              </svg>
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        className="mt-2 h-auto w-full max-w-md"
        role="img"
        aria-label={label}
      >
        {valueLabel ? (
          <text
            transform={`translate(9 ${(box.pad.top + box.height - box.pad.bottom) / 2}) rotate(-90)`}
            textAnchor="middle"
            className={TICK_TEXT}
          >
            {valueLabel}
          </text>
        ) : null}
        {(ticks ?? niceTicks(domain[0], domain[1])).map((tick) => (
          <g key={tick}>
            <line
              x1={box.pad.left}
              x2={box.width - box.pad.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-slate-200"
              strokeWidth={1}
            />
            <text x={box.pad.left - 6} y={y(tick) + 3} textAnchor="end" className={TICK_TEXT}>
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {labelledIndexes(points.length, labelEvery).map((index) => (
          <text
            key={points[index]?.date}
            x={xs[index]}
            y={box.height - 6}
            textAnchor={kind === "bar" ? "middle" : index === 0 ? "start" : index === last ? "end" : "middle"}
            className={TICK_TEXT}
          >
            {formatDate(points[index]?.date ?? "")}
          </text>
        ))}
        {series.map((item, at) => {
          const tone = CHART_TONES[item.tone];
          const values = points.map((point) => point.values[item.key]);
          if (kind === "bar")
            return (
              <g key={item.key} className={tone.fill}>
                {values.map((value, index) =>
                  value === null ? null : (
                    <rect
                      key={points[index]?.date}
                      x={(xs[index] ?? 0) - (barWidth * series.length) / 2 + at * barWidth}
                      y={y(value)}
                      width={barWidth}
                      height={Math.max(0, y(domain[0]) - y(value))}
                      rx={1.5}
                    />
                  ),
                )}
              </g>
            );
          return (
            <g key={item.key}>
              <path
                d={linePath(values, xs, y)}
                className={tone.stroke}
                fill="none"
                strokeWidth={2}
                strokeOpacity={0.8}
                strokeLinejoin="round"
                strokeLinecap="round"
              />
              {values.map((value, index) =>
                value === null ? null : (
                  <circle key={points[index]?.date} cx={xs[index]} cy={y(value)} r={3} className={tone.fill} />
                ),
              )}
            </g>
          );
        })}
      </svg>
      <ChartDataTable points={points} series={series} table={table} formatDate={formatDate} formatValue={formatValue} />
    </>
  );
}
