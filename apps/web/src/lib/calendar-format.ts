/** A calendar day ("2026-11-23") as the instant at noon UTC, so that no time zone shows another day. */
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** Formats calendar days with these options, in the browser's language. */
export function calendarDayFormat(options: Omit<Intl.DateTimeFormatOptions, "timeZone">) {
  const format = new Intl.DateTimeFormat(undefined, { ...options, timeZone: "UTC" });
  return (date: string) => format.format(atNoon(date));
}

/** "Monday, November 23, 2026". */
export const formatFullDate = calendarDayFormat({ weekday: "long", month: "long", day: "numeric", year: "numeric" });
/** "Nov 23". */
export const formatShortDate = calendarDayFormat({ month: "short", day: "numeric" });
