import { BREATHWORK_RECENT_DAYS } from "@onepercent/validators/breathwork";
import { formatGridTime } from "@onepercent/validators/concentration";
import { Wind } from "lucide-react";
import type { ChartSeries } from "../../charts/chart-series";
import { TrendChart } from "../../charts/trend-chart";
import { formatDuration, toMinutes } from "../../focus/breathwork/format";
import type { SharedAreas } from "../types";
import { AreaCard, AreaHeading, countTicks, Tiles } from "./area-card";

type Focus = NonNullable<SharedAreas["focus"]>;

const SERIES: ChartSeries<"minutes">[] = [{ key: "minutes", label: "Minutes", tone: "brand" }];

/** focus: breathwork (with its minutes per day) and relaxation of the last 30 days, and the concentration grid. */
export function FocusArea({ focus }: { focus: Focus }) {
  const { stats, days } = focus.breathwork;
  const points = days.map((day) => ({ date: day.date, values: { minutes: toMinutes(day.seconds) } }));
  const ticks = countTicks(Math.max(...points.map((point) => point.values.minutes)));
  const grid = focus.concentration.stats;
  return (
    <AreaCard id="area-focus" icon={Wind} title="Focus">
      <div className="grid gap-x-8 gap-y-5 lg:grid-cols-2">
        <div className="space-y-2">
          <AreaHeading>Breathwork, last {BREATHWORK_RECENT_DAYS} days</AreaHeading>
          <Tiles
            tiles={[
              { label: "Sessions", value: stats.recentSessions },
              { label: "Completed", value: stats.recentCompletedSessions },
              { label: "Time", value: formatDuration(stats.recentTotalTime) },
            ]}
          />
          {stats.recentSessions > 0 ? (
            <TrendChart
              kind="bar"
              points={points}
              series={SERIES}
              valueLabel="Minutes"
              domain={[0, ticks.at(-1) ?? 1]}
              ticks={ticks}
              labelEvery={7}
              label={`Breathwork minutes on each of the last ${BREATHWORK_RECENT_DAYS} days; the table below lists them`}
              table={{ caption: "The athlete's breathwork minutes per day", dateHeader: "Day", empty: "none" }}
            />
          ) : null}
        </div>
        <div className="space-y-5">
          <div className="space-y-2">
            <AreaHeading>Relaxation, last {BREATHWORK_RECENT_DAYS} days</AreaHeading>
            <Tiles
              tiles={[
                { label: "Sessions", value: focus.relaxation.recentSessions },
                { label: "Minutes", value: focus.relaxation.recentMinutes },
              ]}
            />
          </div>
          <div className="space-y-2">
            <AreaHeading>Concentration grid, all games</AreaHeading>
            <Tiles
              tiles={[
                { label: "Games", value: grid.totalAttempts },
                { label: "Best time", value: formatGridTime(grid.bestTime) },
                { label: "Average time", value: formatGridTime(grid.averageTime) },
              ]}
            />
          </div>
        </div>
      </div>
    </AreaCard>
  );
}
