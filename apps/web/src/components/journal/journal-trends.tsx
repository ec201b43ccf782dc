import { Card, CardTitle } from "@onepercent/ui/card";
import {
  JOURNAL_RATING_MAX,
  JOURNAL_RATING_MIN,
  JOURNAL_TREND_WEEKS,
  type JournalTrendWeek,
} from "@onepercent/validators/journal";
import { TrendingUp } from "lucide-react";
import { trpc } from "../../lib/trpc";

type SeriesKey = "rating" | "performanceRating" | "mentalRating";

const SERIES: { key: SeriesKey; label: string; stroke: string; fill: string }[] = [
  { key: "rating", label: "Week rating", stroke: "stroke-brand-600", fill: "fill-brand-600" },
  { key: "performanceRating", label: "Performance", stroke: "stroke-sky-600", fill: "fill-sky-600" },
  { key: "mentalRating", label: "Mental", stroke: "stroke-violet-600", fill: "fill-violet-600" },
];

const WIDTH = 320;
const HEIGHT = 150;
const PAD = { left: 22, right: 8, top: 10, bottom: 22 };

const weekLabel = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
const formatWeek = (day: string) => weekLabel.format(new Date(`${day}T12:00:00Z`));

const x = (index: number) => PAD.left + (index * (WIDTH - PAD.left - PAD.right)) / (JOURNAL_TREND_WEEKS - 1);
const y = (rating: number) =>
  PAD.top +
  ((JOURNAL_RATING_MAX - rating) * (HEIGHT - PAD.top - PAD.bottom)) / (JOURNAL_RATING_MAX - JOURNAL_RATING_MIN);

/** A line through the weeks that have a rating; weeks without entries have no point of their own. */
function linePath(weeks: JournalTrendWeek[], key: SeriesKey): string {
  return weeks
    .flatMap((week, index) => {
      const value = week[key];
      return value === null ? [] : [`${x(index).toFixed(1)},${y(value).toFixed(1)}`];
    })
    .map((point, at) => `${at === 0 ? "M" : "L"}${point}`)
    .join(" ");
}

/** Weeks labelled under the chart: the first, every fourth, and the current one. */
const LABELLED = new Set([0, 4, 8, JOURNAL_TREND_WEEKS - 1]);
const anchorOf = (index: number) => (index === 0 ? "start" : index === JOURNAL_TREND_WEEKS - 1 ? "end" : "middle");

/** The weekly and performance ratings of the last 12 weeks, as a small chart with a table for screen readers. */
export function JournalTrends() {
  const trends = trpc.journal.trends.useQuery();
  const weeks = trends.data ?? [];
  const rated = weeks.some((week) => SERIES.some((series) => week[series.key] !== null));
  return (
    <Card aria-labelledby="journal-trends-title" className="p-4 sm:p-5">
      <div className="flex items-center gap-2">
        <TrendingUp className="size-5 text-brand-700" aria-hidden />
        <CardTitle id="journal-trends-title">Your ratings, last {JOURNAL_TREND_WEEKS} weeks</CardTitle>
      </div>
      {trends.isError ? (
        <p className="mt-3 text-slate-600 text-sm">Your trends could not be loaded. Please try again later.</p>
      ) : trends.isPending ? (
        <p className="mt-3 text-slate-600 text-sm">Loading your trends…</p>
      ) : !rated ? (
        <p className="mt-3 text-slate-600 text-sm">
          Save a weekly or performance journal and your ratings will appear here week by week.
        </p>
      ) : (
        <>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-sm" aria-hidden>
            {SERIES.map((series) => (
              <li key={series.key} className="flex items-center gap-1.5">
                <svg viewBox="0 0 10 10" className="size-2.5" aria-hidden>
                  <circle cx="5" cy="5" r="5" className={series.fill} />
                </svg>
                {series.label}
              </li>
            ))}
          </ul>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            className="mt-2 h-auto w-full max-w-md"
            role="img"
            aria-label={`Ratings from 1 to 10 over the last ${JOURNAL_TREND_WEEKS} weeks; the table below lists them`}
          >
            {[1, 5, 10].map((rating) => (
              <g key={rating}>
                <line
                  x1={PAD.left}
                  x2={WIDTH - PAD.right}
                  y1={y(rating)}
                  y2={y(rating)}
                  className="stroke-slate-200"
                  strokeWidth={1}
                />
                <text x={PAD.left - 6} y={y(rating) + 3} textAnchor="end" className="fill-slate-500 text-[9px]">
                  {rating}
                </text>
              </g>
            ))}
            {weeks.map((week, index) =>
              LABELLED.has(index) ? (
                <text
                  key={week.weekStart}
                  x={x(index)}
                  y={HEIGHT - 6}
                  textAnchor={anchorOf(index)}
                  className="fill-slate-500 text-[9px]"
                >
                  {formatWeek(week.weekStart)}
                </text>
              ) : null,
            )}
            {SERIES.map((series) => (
              <g key={series.key}>
                <path
                  d={linePath(weeks, series.key)}
                  className={series.stroke}
                  fill="none"
                  strokeWidth={2}
                  strokeOpacity={0.8}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
                {weeks.map((week, index) => {
                  const value = week[series.key];
                  return value === null ? null : (
                    <circle key={week.weekStart} cx={x(index)} cy={y(value)} r={3} className={series.fill} />
                  );
                })}
              </g>
            ))}
          </svg>
          <div className="sr-only">
            <table>
              <caption>Average ratings per week</caption>
              <thead>
                <tr>
                  <th scope="col">Week of</th>
                  {SERIES.map((series) => (
                    <th key={series.key} scope="col">
                      {series.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week.weekStart}>
                    <th scope="row">{formatWeek(week.weekStart)}</th>
                    {SERIES.map((series) => (
                      <td key={series.key}>{week[series.key] ?? "no entry"}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}
