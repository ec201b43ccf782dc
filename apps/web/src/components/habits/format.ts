import type { DayCode } from "@onepercent/validators/calendar";
import { DAY_NAMES, type HabitDayStatus } from "@onepercent/validators/habit-rules";

import { calendarDayFormat } from "../../lib/calendar-format";

export { formatShortDate } from "../../lib/calendar-format";
/** "Monday, November 23". */
export const formatLongDate = calendarDayFormat({ weekday: "long", month: "long", day: "numeric" });
export const dayName = (day: DayCode) => DAY_NAMES[day];

export const STATUS_LABELS: Record<HabitDayStatus, string> = {
  completed: "done",
  pending: "not done yet",
  missed: "missed",
  "not-applicable": "not scheduled",
};

/** "1 day" / "3 days". */
export const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;
