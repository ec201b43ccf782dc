import { describe, expect, it } from "vitest";
import { mapWeeklyMetrics, WEEKLY_METRICS, weeklyTrends } from "./weekly-performance";

describe("weekly performance trends", () => {
  it("compares every metric with last week", () => {
    const previous = mapWeeklyMetrics(() => 3);
    const current = { ...previous, loginCount: 5, journalCount: 1, habitCompletionPercentage: 3 };
    const trends = weeklyTrends(current, previous);
    expect(trends.loginCount).toEqual({ change: 2, direction: "up" });
    expect(trends.journalCount).toEqual({ change: -2, direction: "down" });
    expect(trends.habitCompletionPercentage).toEqual({ change: 0, direction: "same" });
    expect(Object.keys(trends)).toEqual(WEEKLY_METRICS.map((metric) => metric.key));
  });
});
