import { Card, CardTitle } from "@onepercent/ui/card";
import { cn } from "@onepercent/ui/cn";
import { messages } from "@onepercent/validators/messages/common";
import { Link } from "@tanstack/react-router";
import { ChevronRight, Flame, Plus, Sparkles } from "lucide-react";
import { trpc } from "../../lib/trpc";
import { StatusNote } from "../common/form-parts";
import { DayToggle, type DayToggleProps } from "./day-toggle";
import { useHabitDayToggle, useHabitDayWaiting } from "./use-habit-day";

/** platform.md §2, §4: today's habits with a one-tap toggle, linking to the checklist. */
export function MyHabitsCard() {
  const [list] = trpc.habits.list.useSuspenseQuery(undefined);
  const { banner, toggle } = useHabitDayToggle("dashboard");

  const today = list.actions
    .map((action) => ({ action, day: action.week.find((day) => day.date === list.today) }))
    .filter((entry) => entry.day !== undefined && entry.day.status !== "not-applicable");
  const done = today.filter((entry) => entry.day?.status === "completed").length;

  return (
    <Card aria-labelledby="my-habits-title">
      <div className="flex items-baseline justify-between gap-3">
        <CardTitle id="my-habits-title">My Habits</CardTitle>
        {today.length > 0 ? (
          <p className="text-slate-600 text-sm">
            {done} of {today.length} done today
          </p>
        ) : null}
      </div>
      {banner ? (
        <div className="mt-3">
          <StatusNote icon={Sparkles}>{messages.habitFirstCheck}</StatusNote>
        </div>
      ) : null}
      {list.actions.length === 0 ? (
        <div className="mt-4 rounded-2xl bg-slate-50 p-5 text-center">
          <p className="text-slate-700">Build your routine one small action at a time.</p>
          <Link
            to="/daily-success-checklist"
            className="mt-3 inline-flex h-11 items-center gap-2 rounded-xl bg-brand-700 px-5 font-semibold text-sm text-white hover:bg-brand-800"
          >
            <Plus className="size-4" aria-hidden />
            Add your first habit
          </Link>
        </div>
      ) : today.length === 0 ? (
        <p className="mt-4 text-slate-600">Nothing scheduled today. Enjoy the rest day.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {today.map(({ action, day }) =>
            day ? (
              <li key={action.id} className="flex items-center gap-3 py-2.5">
                <TodayToggle action={action} day={day} onToggle={() => toggle(action.id, day)} />
                <span
                  className={cn(
                    "min-w-0 flex-1 font-medium text-ink",
                    day.status === "completed" && "text-slate-500 line-through decoration-brand-600/60",
                  )}
                >
                  {action.action}
                </span>
                {action.streaks.current > 0 ? (
                  <span className="inline-flex items-center gap-1 text-amber-700 text-sm">
                    <Flame className="size-4" aria-hidden />
                    {action.streaks.current}-day streak
                  </span>
                ) : null}
              </li>
            ) : null,
          )}
        </ul>
      )}
      {list.actions.length > 0 ? (
        <Link
          to="/daily-success-checklist"
          className="-mx-2 mt-2 flex items-center justify-between rounded-xl px-2 py-2.5 font-semibold text-brand-700 text-sm hover:bg-brand-50"
        >
          Open the Daily Success Checklist
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : null}
    </Card>
  );
}

/** Today's toggle of an action, marked while its change waits to be sent. */
function TodayToggle({
  action,
  day,
  onToggle,
}: {
  action: { id: string; action: string };
  day: DayToggleProps["day"];
  onToggle: () => void;
}) {
  const waiting = useHabitDayWaiting(action.id, day.date);
  return <DayToggle action={action.action} day={day} waiting={waiting} onToggle={onToggle} />;
}
