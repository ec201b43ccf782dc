import { Card, CardTitle } from "@onepercent/ui/card";
import { type ConcentrationData, formatGridTime, type GridSize } from "@onepercent/validators/concentration";
import { TrendingDown } from "lucide-react";
import { TrendChart } from "../../charts/trend-chart";
import { bestBySize, gridLabel, TREND_GAMES, trendAxis, trendPoints } from "./grid-stats";

const shortDate = new Intl.DateTimeFormat("en-US", { month: "2-digit", day: "2-digit" });
/** A chart point's date (an ISO time) as MM/DD in the reader's zone. */
const pointDate = (iso: string) => shortDate.format(new Date(iso));

/** Beyond the spec: the best time of each size, and the recent times of the chosen size as a chart with a table. */
export function GridProgress({ data, size }: { data: ConcentrationData; size: GridSize }) {
  const points = trendPoints(data.history, size);
  const axis = trendAxis(points);
  const label = gridLabel(size);
  return (
    <Card aria-labelledby="grid-progress-title" className="p-4 sm:p-5">
      <div className="flex items-center gap-2">
        <TrendingDown className="size-5 text-brand-700" aria-hidden />
        <CardTitle id="grid-progress-title">Your progress</CardTitle>
      </div>
      <h3 className="mt-3 font-medium text-slate-700 text-sm">Best time by grid</h3>
      <ul className="mt-2 grid grid-cols-4 gap-2">
        {bestBySize(data.stats).map((best) => (
          <li
            key={best.size}
            className={
              best.size === size
                ? "rounded-xl border border-brand-100 bg-brand-50 px-2 py-2 text-center"
                : "rounded-xl border border-slate-200 px-2 py-2 text-center"
            }
          >
            <span className="block font-medium text-slate-600 text-xs">{best.label}</span>
            <span className="block font-semibold text-ink tabular-nums">{best.value}</span>
          </li>
        ))}
      </ul>
      <h3 className="mt-5 font-medium text-slate-700 text-sm">
        Last {TREND_GAMES} games on {label}
      </h3>
      {points.length < 2 ? (
        <p className="mt-2 text-slate-600 text-sm">
          {points.length === 0 ? `Play ${size === 8 ? "an" : "a"} ${label} game` : "Play one more game"} and your times
          on {label} will show here as a line, lower is faster.
        </p>
      ) : (
        <TrendChart
          label={`Your last ${points.length} times on ${label}, lower is faster; the table below lists them`}
          points={points}
          series={[{ key: "seconds", label: "Seconds", tone: "brand" }]}
          domain={axis.domain}
          ticks={axis.ticks}
          labelEvery={3}
          formatDate={pointDate}
          valueLabel="Seconds"
          formatValue={(seconds) => String(Math.round(seconds))}
          table={{ caption: `Your recent times on ${label}`, dateHeader: "Played", empty: formatGridTime(null) }}
        />
      )}
    </Card>
  );
}
