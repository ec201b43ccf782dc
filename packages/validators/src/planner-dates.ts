import { addDays } from "./calendar";

// The two-week planner's date rule without zod: route loaders run it on every first load.

/** §9: the two-week planner's default end is the start plus 13 days (fourteen days in all). */
export const TWO_WEEK_SPAN_DAYS = 13;

/** §9: the default end of a two-week range. */
export function twoWeekEnd(startDate: string): string {
  return addDays(startDate, TWO_WEEK_SPAN_DAYS);
}
