/**
 * Calendar days in a user's own time zone (ARCHITECTURE.md "Data"): "today", weeks from
 * Sunday to Saturday (the SU..SA grid), and the days around them. Days are ISO dates
 * ("2026-11-22"); arithmetic on them is done at UTC noon, so no daylight-saving shift can move
 * a day.
 */

export const DAY_CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
export type DayCode = (typeof DAY_CODES)[number];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows this IANA time zone name. */
export function isTimeZone(value: string): boolean {
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

/** The last day answered per zone, with its second: zone offsets are whole seconds, so it holds all that second. */
const lastDays = new Map<string, { second: number; day: string }>();

/** The calendar day it is at `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastDays.get(timeZone);
  if (last?.second === second) return last.day;
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  const day = `${part("year")}-${part("month")}-${part("day")}`;
  lastDays.set(timeZone, { second, day });
  return day;
}

const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);

export function addDays(day: string, days: number): string {
  const date = atNoon(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function dayCodeOf(day: string): DayCode {
  return DAY_CODES[atNoon(day).getUTCDay()] ?? "SU";
}

/** The Sunday that starts the week of `day`. */
export function weekStartOf(day: string): string {
  return addDays(day, -atNoon(day).getUTCDay());
}

/** The seven days (Sunday first) of the week that starts on `weekStart`. */
export function weekDays(weekStart: string): string[] {
  return DAY_CODES.map((_, index) => addDays(weekStart, index));
}

/** The current and the previous week in the user's zone, as [first day, day after the last). */
export function currentAndPreviousWeek(now: Date, timeZone: string) {
  const start = weekStartOf(localDate(now, timeZone));
  return {
    current: { start, end: addDays(start, 7) },
    previous: { start: addDays(start, -7), end: start },
  };
}
