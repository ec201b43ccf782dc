import { TEAM_CODE_PARAM } from "./texts";

/**
 * The code to send from what the athlete typed or pasted: the code itself, or the join link a
 * coach shared (".../profile/teams?code=…", with or without its origin). A code (base64url) has
 * no "/" or "?", so anything else is sent as it is and the server says whether it is a code.
 */
export function teamCodeOf(text: string): string {
  const typed = text.trim();
  if (!/[/?]/.test(typed)) return typed;
  try {
    const code = new URL(typed, "https://link.invalid").searchParams.get(TEAM_CODE_PARAM)?.trim();
    return code ? code : typed;
  } catch {
    return typed;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a change was made, short: "Today 14:02", "Tue 14:02" within the week, "3 Nov 14:02" this
 * year, "3 Nov 2025 14:02" before; in the browser's language and time zone unless told.
 */
export function changeTimeFormat({ locale, timeZone }: { locale?: string; timeZone?: string } = {}) {
  const calendarDay = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  const clock = new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit" });
  const weekday = new Intl.DateTimeFormat(locale, { timeZone, weekday: "short" });
  const dayOfYear = new Intl.DateTimeFormat(locale, { timeZone, month: "short", day: "numeric" });
  const fullDay = new Intl.DateTimeFormat(locale, { timeZone, month: "short", day: "numeric", year: "numeric" });
  /** "2026-11-24" → that day's midnight UTC, to count whole days between two local dates. */
  const dayNumber = (instant: Date) => Date.parse(calendarDay.format(instant)) / DAY_MS;
  return (instant: Date, now: Date = new Date()): string => {
    const daysAgo = dayNumber(now) - dayNumber(instant);
    const sameYear = calendarDay.format(now).slice(0, 4) === calendarDay.format(instant).slice(0, 4);
    const day =
      daysAgo === 0
        ? "Today"
        : daysAgo > 0 && daysAgo < 7
          ? weekday.format(instant)
          : (sameYear ? dayOfYear : fullDay).format(instant);
    return `${day} ${clock.format(instant)}`;
  };
}
