import { JOURNAL_RATING_MAX, JOURNAL_RATING_MIN, JOURNAL_TREND_WEEKS } from "@onepercent/validators/journal";
import { BookOpenText } from "lucide-react";
import { hasValues } from "../../charts/chart-scale";
import { TrendChart, type TrendChartProps } from "../../charts/trend-chart";
import type { SharedAreas } from "../types";
import { AreaCard, AreaHeading, Tiles } from "./area-card";
import { JournalEntries } from "./journal-entries";

type Journals = NonNullable<SharedAreas["journals"]>;
type SeriesKey = "rating" | "performanceRating" | "mentalRating";

/** The ratings chart: the athlete's weekly averages on the 1–10 scale, a line per rating. */
const RATINGS_CHART: Pick<TrendChartProps<SeriesKey>, "series" | "domain" | "ticks" | "table"> = {
  domain: [JOURNAL_RATING_MIN, JOURNAL_RATING_MAX],
  ticks: [JOURNAL_RATING_MIN, 5, JOURNAL_RATING_MAX],
  series: [
    { key: "performanceRating", label: "Performance", tone: "sky" },
    { key: "mentalRating", label: "Mental", tone: "violet" },
    { key: "rating", label: "Week rating", tone: "brand" },
  ],
  table: { caption: "The athlete's average ratings per week", dateHeader: "Week of", empty: "no entry" },
};
const RATING_KEYS = RATINGS_CHART.series.map((series) => series.key);

/** journals: the weekly and performance ratings of twelve weeks as a chart; with "full", the entries too. */
export function JournalsArea({ journals }: { journals: Journals }) {
  const points = journals.trends.map((week) => ({
    date: week.weekStart,
    values: { rating: week.rating, performanceRating: week.performanceRating, mentalRating: week.mentalRating },
  }));
  const count = (key: "weeklyEntries" | "performanceEntries") =>
    journals.trends.reduce((sum, week) => sum + week[key], 0);
  return (
    <AreaCard id="area-journals" icon={BookOpenText} title="Journals" note={`Last ${JOURNAL_TREND_WEEKS} weeks`}>
      <div className="grid items-start gap-x-8 gap-y-4 lg:grid-cols-2">
        <div className="space-y-1 lg:order-last">
          <AreaHeading>Ratings, week by week</AreaHeading>
          {hasValues(points, RATING_KEYS) ? (
            <TrendChart
              {...RATINGS_CHART}
              points={points}
              label={`Weekly average ratings from 1 to 10, last ${JOURNAL_TREND_WEEKS} weeks; the table below lists them`}
            />
          ) : (
            <p className="text-slate-600 text-sm">No weekly or performance journal in these weeks.</p>
          )}
        </div>
        <Tiles
          tiles={[
            { label: "Weekly journals", value: count("weeklyEntries") },
            { label: "Performance journals", value: count("performanceEntries") },
          ]}
        />
      </div>
      {journals.entries ? <JournalEntries entries={journals.entries} /> : null}
    </AreaCard>
  );
}
