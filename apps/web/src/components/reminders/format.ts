import { DAY_CODES, type DayCode } from "@onepercent/validators/calendar";
import { DAY_NAMES } from "@onepercent/validators/habit-rules";

const WEEKDAYS: readonly DayCode[] = ["MO", "TU", "WE", "TH", "FR"];
const WEEKEND: readonly DayCode[] = ["SU", "SA"];

const sameDays = (days: readonly DayCode[], expected: readonly DayCode[]) =>
  days.length === expected.length && expected.every((day) => days.includes(day));

/** A reminder's days in words: "Every day", "Weekdays", "Weekends", or "Mon, Wed, Fri". */
export function daysText(days: readonly DayCode[]): string {
  if (sameDays(days, DAY_CODES)) return "Every day";
  if (sameDays(days, WEEKDAYS)) return "Weekdays";
  if (sameDays(days, WEEKEND)) return "Weekends";
  return DAY_CODES.filter((day) => days.includes(day))
    .map((day) => DAY_NAMES[day].slice(0, 3))
    .join(", ");
}

let clockFormat: Intl.DateTimeFormat | undefined;

/** A local "HH:MM" as this browser writes times ("21:00", "9:00 PM"), as the time fields show it. */
export function clockText(time: string): string {
  const match = /^(\d\d):(\d\d)$/.exec(time);
  if (!match) return time;
  clockFormat ??= new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" });
  return clockFormat.format(new Date(2000, 0, 1, Number(match[1]), Number(match[2])));
}

/** What a saved reminder does: "Every day at 21:00", or "Off". */
export const reminderSummary = (reminder: { time: string; days: readonly DayCode[]; enabled: boolean } | undefined) =>
  reminder?.enabled ? `${daysText(reminder.days)} at ${clockText(reminder.time)}` : "Off";
