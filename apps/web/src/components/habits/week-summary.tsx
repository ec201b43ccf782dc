import { Card } from "@onepercent/ui/card";
import { scheduledDaysText } from "./format";
import type { Checklist } from "./types";

/**
 * Today's actions done, and the week so far: the share of scheduled days done since each
 * action was added. The percentage and its bar show the one figure; each says what it counts.
 */
export function WeekSummary({ list }: { list: Checklist }) {
  const todayOf = (action: Checklist["actions"][number]) => action.week.find((day) => day.date === list.today);
  const due = list.actions.filter((action) => todayOf(action)?.status !== "not-applicable");
  const done = due.filter((action) => todayOf(action)?.status === "completed").length;
  const { percent } = list.thisWeek;
  return (
    <Card className="grid gap-4 sm:grid-cols-2">
      <div>
        <p id="summary-today" className="text-slate-600 text-sm">
          Actions done today
        </p>
        <p className="font-bold text-2xl text-ink" aria-describedby="summary-today">
          {done} <span className="font-medium text-base text-slate-600">of {due.length}</span>
        </p>
      </div>
      <div>
        <div className="flex items-baseline justify-between gap-3">
          <p id="summary-week" className="text-slate-600 text-sm">
            Scheduled days done this week
          </p>
          <p className="font-bold text-2xl text-ink tabular-nums">{percent}%</p>
        </div>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-labelledby="summary-week"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%: ${scheduledDaysText(list.thisWeek)}`}
        >
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-1.5 text-slate-600 text-xs">{scheduledDaysText(list.thisWeek)} so far</p>
      </div>
    </Card>
  );
}
