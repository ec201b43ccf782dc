import type { DayCode } from "@onepercent/validators/calendar";
import { DAY_NAMES, type HabitDayStatus } from "@onepercent/validators/habit-rules";

const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);
const longDate = new Intl.DateTimeFormat(undefined, {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});
const shortDate = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

export const formatLongDate = (date: string) => longDate.format(atNoon(date));
export const formatShortDate = (date: string) => shortDate.format(atNoon(date));
export const dayName = (day: DayCode) => DAY_NAMES[day];

export const STATUS_LABELS: Record<HabitDayStatus, string> = {
  completed: "done",
  pending: "not done yet",
  missed: "missed",
  "not-applicable": "not scheduled",
};

/** "1 day" / "3 days". */
export const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;
