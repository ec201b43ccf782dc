import { localDate } from "@onepercent/validators/calendar";
import { timeZoneNow } from "./time-zone";

/** Today in the browser's own time zone ("2026-11-23"). */
export function todayInBrowser(): string {
  return localDate(new Date(), timeZoneNow());
}
