import { Card, CardTitle } from "@onepercent/ui/card";
import { BREATHWORK_RECENT_DAYS, type BreathworkHistory } from "@onepercent/validators/breathwork";
import { focusMessages } from "@onepercent/validators/messages/focus";
import { CalendarDays, RotateCcw } from "lucide-react";
import { trpc } from "../../../lib/trpc";
import { niceTicks } from "../../charts/chart-scale";
import type { ChartSeries } from "../../charts/chart-series";
import { TrendChart } from "../../charts/trend-chart";
import { RetryCard } from "../../common/load-failed";
import { formatDuration, toMinutes } from "./format";
import { RecentSessions } from "./recent-sessions";

const SERIES: ChartSeries<"minutes">[] = [{ key: "minutes", label: "Minutes", tone: "brand" }];

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-3 text-center">
      <dt className="text-slate-600 text-xs sm:text-sm">{label}</dt>
      <dd className="mt-1 font-bold text-ink text-xl tabular-nums sm:text-2xl">{value}</dd>
    </div>
  );
}

/** The minutes breathed per day, as bars, with the numbers as a table for screen readers. */
function MinutesChart({ days }: { days: BreathworkHistory["days"] }) {
  const points = days.map((day) => ({ date: day.date, values: { minutes: toMinutes(day.seconds) } }));
  const ticks = niceTicks(0, Math.max(1, ...points.map((point) => point.values.minutes)));
  const top = ticks[ticks.length - 1] ?? 1;
  return (
    <TrendChart
      kind="bar"
      label={`Minutes of breathwork per day over the last ${BREATHWORK_RECENT_DAYS} days; the table below lists them`}
      points={points}
      series={SERIES}
      domain={[0, top]}
      ticks={ticks}
      labelEvery={7}
      valueLabel="Minutes"
      table={{ caption: "Minutes of breathwork per day", dateHeader: "Day", empty: "none" }}
    />
  );
}

/** 'Last 30 Days' (§2): sessions, completed sessions and time breathed, a chart per day and the latest sessions. */
export function BreathworkStats() {
  const history = trpc.focus.breathwork.history.useQuery();
  if (history.isError) {
    return (
      <RetryCard
        message={focusMessages.breathworkHistoryFailed}
        onRetry={() => void history.refetch()}
        retryIcon={<RotateCcw aria-hidden />}
      />
    );
  }
  const stats = history.data?.stats;
  return (
    <Card aria-labelledby="breathwork-stats-title" aria-busy={history.isPending}>
      <div className="flex items-center gap-2">
        <CalendarDays className="size-5 text-brand-700" aria-hidden />
        <CardTitle id="breathwork-stats-title">Last 30 Days</CardTitle>
      </div>
      {!history.data || !stats ? (
        <p className="mt-3 text-slate-600 text-sm">Loading your sessions…</p>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
            <Tile label="Sessions" value={String(stats.recentSessions)} />
            <Tile label="Completed" value={String(stats.recentCompletedSessions)} />
            <Tile label="Time" value={formatDuration(stats.recentTotalTime)} />
          </dl>
          {stats.recentSessions === 0 ? (
            <p className="mt-4 text-slate-600 text-sm">
              No sessions in the last {BREATHWORK_RECENT_DAYS} days yet. Choose a preset and press Start: every session,
              finished or not, shows here.
            </p>
          ) : (
            <div className="mt-2 grid gap-x-8 lg:grid-cols-2">
              <MinutesChart days={history.data.days} />
              <RecentSessions sessions={history.data.history} />
            </div>
          )}
          {stats.totalSessions > stats.recentSessions ? (
            <p className="mt-4 text-slate-600 text-sm">
              All time: {stats.totalSessions} sessions, {formatDuration(stats.totalTime)} of breathing.
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}
