import { Card, CardTitle } from "@onepercent/ui/card";
import { JOURNAL_RATING_MAX, JOURNAL_RATING_MIN, JOURNAL_TREND_WEEKS } from "@onepercent/validators/journal";
import { TrendingUp } from "lucide-react";
import { trpc } from "../../lib/trpc";
import { hasValues } from "../charts/chart-scale";
import type { ChartSeries } from "../charts/chart-series";
import { TrendChart } from "../charts/trend-chart";

type SeriesKey = "rating" | "performanceRating" | "mentalRating";

const SERIES: ChartSeries<SeriesKey>[] = [
  { key: "rating", label: "Week rating", tone: "brand" },
  { key: "performanceRating", label: "Performance", tone: "sky" },
  { key: "mentalRating", label: "Mental", tone: "violet" },
];
const KEYS = SERIES.map((series) => series.key);

/** The weekly and performance ratings of the last 12 weeks, as a small chart with a table for screen readers. */
export function JournalTrends() {
  const trends = trpc.journal.trends.useQuery();
  const points = (trends.data ?? []).map(({ weekStart, rating, performanceRating, mentalRating }) => ({
    date: weekStart,
    values: { rating, performanceRating, mentalRating },
  }));
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
      ) : !hasValues(points, KEYS) ? (
        <p className="mt-3 text-slate-600 text-sm">
          Save a weekly or performance journal and your ratings will appear here week by week.
        </p>
      ) : (
        <TrendChart
          label={`Ratings from 1 to 10 over the last ${JOURNAL_TREND_WEEKS} weeks; the table below lists them`}
          points={points}
          series={SERIES}
          domain={[JOURNAL_RATING_MIN, JOURNAL_RATING_MAX]}
          ticks={[1, 5, 10]}
          table={{ caption: "Average ratings per week", dateHeader: "Week of", empty: "no entry" }}
        />
      )}
    </Card>
  );
}
