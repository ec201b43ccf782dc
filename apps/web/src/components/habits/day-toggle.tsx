import { cn } from "@onepercent/ui/cn";
import type { DayCode } from "@onepercent/validators/calendar";
import type { HabitDayStatus } from "@onepercent/validators/habit-rules";
import { messages } from "@onepercent/validators/messages/common";
import { offlineMessages } from "@onepercent/validators/messages/offline";
import { Check, Minus, X } from "lucide-react";
import { dayName, dayStatusLabel, formatShortDate } from "./format";

/** What a toggle shows of a day: which day, its status, whether it may change and whether the action existed. */
interface ToggleDay {
  day: DayCode;
  date: string;
  status: HabitDayStatus;
  beforeStart: boolean;
  editable: boolean;
}

/** The hint of a day that cannot change. */
const NOT_TRACKED_HINT = "Not tracked yet: the action was added later";

export interface DayToggleProps {
  action: string;
  day: ToggleDay;
  hasNote?: boolean;
  /** The change waits in the outbox to be sent (issue 28). */
  waiting?: boolean;
  isToday?: boolean;
  size?: "md" | "lg";
  onToggle: () => void;
}

/** Each state has its own complete set of colours (cn does not merge conflicting utilities). */
function lookOf(status: HabitDayStatus, editable: boolean, beforeStart: boolean): string {
  if (beforeStart) {
    // The previous day before the action was added may be back-filled: dashed, but tappable.
    return editable
      ? "border-dashed border-brand-600 bg-white text-brand-700 hover:bg-brand-50"
      : "cursor-not-allowed border-dashed border-slate-200 bg-transparent text-slate-300";
  }
  if (status === "completed") {
    return editable
      ? "border-brand-600 bg-brand-600 text-white hover:border-brand-700 hover:bg-brand-700"
      : "cursor-not-allowed border-brand-600 bg-brand-600 text-white opacity-60";
  }
  if (status === "not-applicable") return "cursor-not-allowed border-transparent bg-slate-100 text-slate-400";
  if (status === "missed") {
    return editable
      ? "border-amber-400 bg-amber-50 text-amber-700 hover:bg-amber-100"
      : "cursor-not-allowed border-amber-200 bg-amber-50 text-amber-600";
  }
  return editable
    ? "border-brand-600 bg-white text-brand-700 hover:bg-brand-50"
    : "cursor-not-allowed border-slate-200 bg-white text-slate-300";
}

/**
 * One day of an action: a tap toggles it between pending and completed (today and the
 * previous day only; other days are disabled with the spec's hint). A day before the action
 * existed shows a dashed ring, "not tracked yet" (the previous day may still be back-filled).
 */
export function DayToggle({
  action,
  day,
  hasNote = false,
  waiting = false,
  isToday = false,
  size = "md",
  onToggle,
}: DayToggleProps) {
  const { status, editable, beforeStart } = day;
  const done = status === "completed";
  const label = `${action}, ${dayName(day.day)} ${formatShortDate(day.date)}: ${dayStatusLabel(day)}${waiting ? ` (${offlineMessages.waitingMark.toLowerCase()})` : ""}`;
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={editable ? done : undefined}
      disabled={!editable}
      title={editable ? undefined : beforeStart ? NOT_TRACKED_HINT : messages.habitOnlyTodayAndYesterday}
      onClick={onToggle}
      className={cn(
        "relative inline-flex shrink-0 items-center justify-center rounded-full border-2 transition-colors",
        size === "lg" ? "size-12" : "size-10",
        lookOf(status, editable, beforeStart),
        isToday && "ring-2 ring-brand-600/30 ring-offset-2",
      )}
    >
      {done ? (
        <Check className={size === "lg" ? "size-6" : "size-5"} strokeWidth={3} aria-hidden />
      ) : status === "missed" ? (
        <X className="size-4" aria-hidden />
      ) : status === "not-applicable" ? (
        <Minus className="size-4" aria-hidden />
      ) : null}
      {waiting ? (
        <span
          className="absolute -right-1 -bottom-1 size-3.5 rounded-full border-2 border-white bg-amber-500 ring-2 ring-amber-200 motion-safe:animate-pulse"
          title={offlineMessages.waitingMark}
          aria-hidden
        />
      ) : null}
      {hasNote ? (
        <span
          className="absolute -top-0.5 -right-0.5 size-2.5 rounded-full border-2 border-white bg-amber-500"
          aria-hidden
        />
      ) : null}
    </button>
  );
}
