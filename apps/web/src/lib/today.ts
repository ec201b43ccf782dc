import { localDate } from "@onepercent/validators/calendar";

/** Today in the browser's own time zone ("2026-11-23"). */
export function todayInBrowser(): string {
  return localDate(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
}
