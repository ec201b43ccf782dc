import { Card, CardTitle } from "@onepercent/ui/card";
import { cn } from "@onepercent/ui/cn";
import {
  type MetricTrend,
  WEEKLY_METRICS,
  type WeeklyMetricKey,
  type WeeklyMetrics,
} from "@onepercent/validators/weekly-performance";
import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";

export interface WeeklyPerformanceProps {
  week: { start: string; end: string };
  current: WeeklyMetrics;
  previous: WeeklyMetrics;
  trends: Record<WeeklyMetricKey, MetricTrend>;
}

const dayFormat = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
const formatDay = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));

function TrendBadge({ trend, unit }: { trend: MetricTrend; unit: string }) {
  const Icon = trend.direction === "up" ? ArrowUpRight : trend.direction === "down" ? ArrowDownRight : Minus;
  const text =
    trend.direction === "same"
      ? "Same as last week"
      : `${trend.change > 0 ? "+" : ""}${trend.change}${unit} vs last week`;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 text-xs",
        trend.direction === "up" && "text-brand-700",
        trend.direction === "down" && "text-amber-700",
        trend.direction === "same" && "text-slate-500",
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {text}
    </span>
  );
}

/** Two bars, last week and this week, on one scale: how the metric moved. */
function WeekBars({ current, previous, label }: { current: number; previous: number; label: string }) {
  const max = Math.max(current, previous, 1);
  return (
    <svg
      viewBox="0 0 24 20"
      className="h-8 w-10 shrink-0"
      role="img"
      aria-label={`${label}: last week ${previous}, this week ${current}`}
    >
      {[
        { x: 2, value: previous, tone: "fill-slate-300" },
        { x: 14, value: current, tone: "fill-brand-600" },
      ].map((bar) => (
        <rect
          key={bar.x}
          x={bar.x}
          y={20 - (bar.value / max) * 18 - 1}
          width="8"
          height={(bar.value / max) * 18 + 1}
          rx="1.5"
          className={bar.tone}
        />
      ))}
    </svg>
  );
}

/** platform.md §3: this week's metrics in the user's time zone, each against last week. */
export function WeeklyPerformanceCard({ week, current, previous, trends }: WeeklyPerformanceProps) {
  const lastDay = new Date(`${week.end}T12:00:00Z`);
  lastDay.setUTCDate(lastDay.getUTCDate() - 1);
  return (
    <Card aria-labelledby="weekly-performance-title">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <CardTitle id="weekly-performance-title">Weekly Performance</CardTitle>
        <p className="text-slate-600 text-sm">
          {formatDay(week.start)} – {formatDay(lastDay.toISOString().slice(0, 10))}
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {WEEKLY_METRICS.map((metric) => {
          const unit = "unit" in metric ? metric.unit : "";
          return (
            <div key={metric.key} className="flex flex-col gap-1 rounded-xl bg-slate-50 p-3">
              <dt className="text-slate-600 text-sm">{metric.label}</dt>
              <dd className="flex items-end justify-between gap-2">
                <span className="font-bold text-2xl text-ink tabular-nums">
                  {current[metric.key]}
                  {unit}
                </span>
                <WeekBars current={current[metric.key]} previous={previous[metric.key]} label={metric.label} />
              </dd>
              <dd>
                <TrendBadge trend={trends[metric.key]} unit={unit} />
              </dd>
            </div>
          );
        })}
      </dl>
    </Card>
  );
}
