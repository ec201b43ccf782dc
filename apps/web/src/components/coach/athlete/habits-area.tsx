import { cn } from "@onepercent/ui/cn";
import { DAY_NAMES, HABIT_FREQUENCY_LABELS, type HabitDayStatus } from "@onepercent/validators/habit-rules";
import { ListChecks } from "lucide-react";
import type { ChartSeries } from "../../charts/chart-series";
import { TrendChart } from "../../charts/trend-chart";
import type { SharedAreas } from "../types";
import { AreaCard, AreaHeading, countTicks, Tiles } from "./area-card";

type Habits = NonNullable<SharedAreas["habits"]>;
type Habit = Habits["actions"][number];

const SERIES: ChartSeries<"done">[] = [{ key: "done", label: "Habits done", tone: "brand" }];

const DAY_LOOK: Record<HabitDayStatus, { word: string; className: string }> = {
  completed: { word: "done", className: "bg-brand-600" },
  missed: { word: "missed", className: "bg-red-200 ring-1 ring-red-300" },
  pending: { word: "not done yet", className: "bg-white ring-1 ring-slate-300" },
  "not-applicable": { word: "not scheduled", className: "bg-slate-100" },
};

const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

/** habits: this week's completion, the habits done on each day, and each habit's week and streaks. */
export function HabitsArea({ habits }: { habits: Habits }) {
  const week = habits.actions[0]?.week ?? [];
  const points = week.map(({ date }) => ({
    date,
    values: {
      done: habits.actions.filter((action) =>
        action.week.some((day) => day.date === date && day.status === "completed"),
      ).length,
    },
  }));
  const ticks = countTicks(habits.actions.length);
  const dayOf = (date: string) => week.find((day) => day.date === date)?.day;
  return (
    <AreaCard id="area-habits" icon={ListChecks} title="Habits" note="This week">
      <Tiles
        tiles={[
          { label: "Scheduled days done", value: `${habits.thisWeek.percent}%` },
          { label: "Days done", value: `${habits.thisWeek.completed} of ${habits.thisWeek.total}` },
          { label: "Habits", value: habits.actions.length },
        ]}
      />
      {habits.actions.length === 0 ? (
        <p className="text-slate-600 text-sm">No habits yet.</p>
      ) : (
        <div className="grid gap-x-8 gap-y-4 lg:grid-cols-2">
          <div>
            <AreaHeading>Habits done each day</AreaHeading>
            <TrendChart
              kind="bar"
              label="Habits done on each day of this week; the table below lists them"
              points={points}
              series={SERIES}
              domain={[0, ticks.at(-1) ?? 1]}
              ticks={ticks}
              labelEvery={1}
              formatDate={(date) => {
                const day = dayOf(date);
                return day ? DAY_NAMES[day].slice(0, 3) : date;
              }}
              table={{ caption: "Habits done per day this week", dateHeader: "Day", empty: "0" }}
            />
          </div>
          <div className="space-y-2">
            <AreaHeading>Each habit</AreaHeading>
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {habits.actions.map((habit) => (
                <HabitLine key={habit.id} habit={habit} />
              ))}
            </ul>
          </div>
        </div>
      )}
    </AreaCard>
  );
}

function HabitLine({ habit }: { habit: Habit }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-3.5 py-3">
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-medium text-ink">{habit.action}</p>
        <p className="text-slate-600 text-xs">
          {habit.category} · {HABIT_FREQUENCY_LABELS[habit.frequency]} · {habit.thisWeek.percent}% this week
        </p>
        <p className="text-slate-600 text-xs">
          Streak {days(habit.streaks.current)} · best {days(habit.streaks.best)}
        </p>
      </div>
      <ol className="flex gap-1" aria-label={`${habit.action}, this week`}>
        {habit.week.map((day) => (
          <li key={day.date} className="flex flex-col items-center gap-0.5">
            <span className="text-[10px] text-slate-500" aria-hidden>
              {DAY_NAMES[day.day].charAt(0)}
            </span>
            <span className={cn("size-4 rounded", DAY_LOOK[day.status].className)} aria-hidden />
            <span className="sr-only">
              {DAY_NAMES[day.day]}: {DAY_LOOK[day.status].word}
            </span>
          </li>
        ))}
      </ol>
    </li>
  );
}
