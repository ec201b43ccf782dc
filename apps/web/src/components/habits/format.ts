import type { DayCode } from "@onepercent/validators/calendar";
import { DAY_NAMES, type HabitDayStatus } from "@onepercent/validators/habit-rules";

import { calendarDayFormat } from "../../lib/calendar-format";

export { formatShortDate } from "../../lib/calendar-format";
/** "Monday, November 23". */
export const formatLongDate = calendarDayFormat({ weekday: "long", month: "long", day: "numeric" });
export const dayName = (day: DayCode) => DAY_NAMES[day];

const STATUS_LABELS: Record<HabitDayStatus, string> = {
  completed: "done",
  pending: "not done yet",
  missed: "missed",
  "not-applicable": "not scheduled",
};

/** What a day shows, in words: its status, or "not tracked yet" before the action existed. */
export const dayStatusLabel = (day: { status: HabitDayStatus; beforeStart: boolean }) =>
  day.beforeStart ? NOT_TRACKED_LABEL : STATUS_LABELS[day.status];
const NOT_TRACKED_LABEL = "not tracked yet";

/** "2 of 3 scheduled days done": what a week's percentage counts. */
export const scheduledDaysText = (progress: { completed: number; total: number }) =>
  `${progress.completed} of ${progress.total} scheduled ${progress.total === 1 ? "day" : "days"} done`;

/** "1 day" / "3 days". */
export const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;
