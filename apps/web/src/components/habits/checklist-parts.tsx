import { Button } from "@onepercent/ui/button";
import { cn } from "@onepercent/ui/cn";
import { HABIT_CATEGORIES, HABIT_FREQUENCY_LABELS, HABIT_TIME_OF_DAY_LABELS } from "@onepercent/validators/habit-rules";
import { Flame, History, NotebookPen, Pencil, Trash2 } from "lucide-react";
import { DayToggle } from "./day-toggle";
import { days, scheduledDaysText } from "./format";
import type { Checklist, ChecklistAction, ChecklistDay } from "./types";
import { useHabitDayWaiting } from "./use-habit-day";

export type DialogKind = "edit" | "delete" | "note" | "history";

/** Today and the previous day of an action (the previous day may be in last week). */
export function editableDaysOf(action: ChecklistAction, list: Checklist) {
  const find = (date: string) =>
    action.week.find((day) => day.date === date) ?? (action.previousDay?.date === date ? action.previousDay : null);
  return { today: find(list.today), yesterday: find(list.yesterday) };
}

export interface RowProps {
  list: Checklist;
  onToggle: (action: ChecklistAction, day: ChecklistDay) => void;
  onOpen: (kind: DialogKind, action: ChecklistAction) => void;
}

/** The frequency in words (custom without chosen days applies every day until some are chosen). */
const frequencyText = (action: ChecklistAction) => {
  if (action.frequency === "daily") return null;
  if (action.frequency !== "custom") return HABIT_FREQUENCY_LABELS[action.frequency];
  return action.customDays.length > 0 ? action.customDays.join(" ") : "Custom: every day until days are chosen";
};

export const details = (action: ChecklistAction) =>
  [
    HABIT_TIME_OF_DAY_LABELS[action.timeOfDay],
    action.category === HABIT_CATEGORIES[HABIT_CATEGORIES.length - 1] ? null : action.category,
    frequencyText(action),
  ]
    .filter((item) => item !== null)
    .join(" · ");

export function RowButtons({
  action,
  onOpen,
  className,
  labelled = false,
}: { action: ChecklistAction; className?: string; labelled?: boolean } & Pick<RowProps, "onOpen">) {
  const buttons = [
    { kind: "note", label: "Add a note", short: "Note", icon: NotebookPen },
    { kind: "history", label: "History", short: "History", icon: History },
    { kind: "edit", label: "Edit", short: "Edit", icon: Pencil },
    { kind: "delete", label: "Delete", short: "Delete", icon: Trash2 },
  ] as const;
  if (labelled) {
    return (
      <div className={cn("grid grid-cols-4 gap-1", className)}>
        {buttons.map(({ kind, label, short, icon: Icon }) => (
          <button
            key={kind}
            type="button"
            aria-label={`${label}: ${action.action}`}
            onClick={() => onOpen(kind, action)}
            className="flex flex-col items-center gap-1 rounded-xl py-2 font-medium text-slate-700 text-xs hover:bg-slate-100"
          >
            <Icon className="size-5" aria-hidden />
            {short}
          </button>
        ))}
      </div>
    );
  }
  return (
    <div className={cn("flex gap-1", className)}>
      {buttons.map(({ kind, label, icon: Icon }) => (
        <Button
          key={kind}
          variant="ghost"
          size="icon"
          aria-label={`${label}: ${action.action}`}
          title={label}
          onClick={() => onOpen(kind, action)}
        >
          <Icon aria-hidden />
        </Button>
      ))}
    </div>
  );
}

/** A day of an action in the checklist, with its note dot; `today` rings today's toggle. */
export function ChecklistDayToggle({
  action,
  day,
  today,
  size,
  onToggle,
}: {
  action: ChecklistAction;
  day: ChecklistDay;
  today?: string;
  size?: "lg";
} & Pick<RowProps, "onToggle">) {
  const waiting = useHabitDayWaiting(action.id, day.date);
  return (
    <DayToggle
      action={action.action}
      day={day}
      hasNote={day.note !== null}
      waiting={waiting}
      isToday={day.date === today}
      size={size}
      onToggle={() => onToggle(action, day)}
    />
  );
}

/** The current streak in days ("3 days", or "3-day streak" where no column header names it). */
export function Streak({ action, named = false }: { action: ChecklistAction; named?: boolean }) {
  const { current, best } = action.streaks;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 whitespace-nowrap text-sm",
        current > 0 ? "text-amber-700" : "text-slate-600",
      )}
      title={`Best streak: ${days(best)}`}
    >
      <Flame className="size-4" aria-hidden />
      <span>
        {named ? `${current}-day streak` : days(current)}
        <span className="sr-only">
          {named ? "" : " in a row"}, best {days(best)}
        </span>
      </span>
    </span>
  );
}

/** An action's week so far: the share of its scheduled days done, with the days it counts. */
export function WeekFigure({ action, compact = false }: { action: ChecklistAction; compact?: boolean }) {
  const { percent } = action.thisWeek;
  if (compact) return <span>This week: {`${percent}% (${scheduledDaysText(action.thisWeek)})`}</span>;
  return (
    <span className="inline-flex flex-col items-center">
      <span className="font-semibold text-ink text-sm tabular-nums">{percent}%</span>
      <span className="text-slate-600 text-xs">{scheduledDaysText(action.thisWeek)}</span>
    </span>
  );
}
