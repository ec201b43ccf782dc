import { HABITS_FEATURE, type HabitAnalyticsAction } from "@onepercent/validators/analytics-events";
import { track } from "../../lib/analytics";

/** A use of the Daily Success Checklist ("Feature Used", platform.md §1). */
export const trackHabit = (action: HabitAnalyticsAction, where: "checklist" | "dashboard" = "checklist") =>
  track("Feature Used", { feature: HABITS_FEATURE, action, where });
