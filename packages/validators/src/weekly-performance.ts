/** The Weekly Performance metrics of platform.md §3, in the order the dashboard shows them. */
export const WEEKLY_METRICS = [
  { key: "loginCount", label: "Logins" },
  { key: "journalCount", label: "Journal entries" },
  { key: "breathworkCount", label: "Breathwork sessions" },
  { key: "breathCycles", label: "Breath cycles" },
  { key: "relaxationMinutes", label: "Relaxation minutes" },
  { key: "habitCompletionPercentage", label: "Habit completion", unit: "%" },
  { key: "concentrationGames", label: "Concentration games" },
] as const;

export type WeeklyMetricKey = (typeof WEEKLY_METRICS)[number]["key"];
export type WeeklyMetrics = Record<WeeklyMetricKey, number>;

export interface MetricTrend {
  /** This week minus last week. */
  change: number;
  direction: "up" | "down" | "same";
}

/** A value for every metric (the compiler checks that none is missing). */
export function mapWeeklyMetrics<T>(value: (key: WeeklyMetricKey) => T): Record<WeeklyMetricKey, T> {
  return {
    loginCount: value("loginCount"),
    journalCount: value("journalCount"),
    breathworkCount: value("breathworkCount"),
    breathCycles: value("breathCycles"),
    relaxationMinutes: value("relaxationMinutes"),
    habitCompletionPercentage: value("habitCompletionPercentage"),
    concentrationGames: value("concentrationGames"),
  };
}

/** Each metric of this week against last week. */
export function weeklyTrends(current: WeeklyMetrics, previous: WeeklyMetrics): Record<WeeklyMetricKey, MetricTrend> {
  return mapWeeklyMetrics((key) => {
    const change = current[key] - previous[key];
    return { change, direction: change > 0 ? "up" : change < 0 ? "down" : "same" };
  });
}
