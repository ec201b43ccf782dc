import type { PracticeWeek } from "../../types";
import { PRACTICES, type Practice } from "./content";

// The practice-to-performance insight: "your performance rating was higher in weeks you did
// breathwork 3+ times (7.8 vs 6.1)". Only rated weeks count, and a comparison is made only when
// at least MIN_WEEKS_EACH_SIDE weeks fall on each side and the difference is worth mentioning.

export interface PracticeInsight {
  practice: Practice;
  /** Sessions in a week (for habits: the percentage of checks done) from which a week counts as "with". */
  threshold: number;
  /** Mean performance rating of the weeks at or above the threshold, and of the others. */
  withMean: number;
  withoutMean: number;
  withWeeks: number;
  withoutWeeks: number;
}

const MIN_WEEKS_EACH_SIDE = 2;
/** A smaller gap between the two means is noise on a 1–10 scale. */
const MIN_DIFFERENCE = 0.5;

/** Tried in order: the recommended amount first, then "any at all". */
const THRESHOLDS: Record<Practice, readonly number[]> = {
  breathwork: [3, 1],
  relaxation: [2, 1],
  concentration: [3, 1],
  habits: [80, 50],
};

function amountOf(week: PracticeWeek, practice: Practice): number | null {
  switch (practice) {
    case "breathwork":
      return week.breathworkSessions;
    case "relaxation":
      return week.relaxationSessions;
    case "concentration":
      return week.concentrationGames;
    case "habits":
      return week.habitRate === null ? null : Math.round(week.habitRate * 100);
  }
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The comparison for one practice, or null when the weeks do not support one. */
export function practiceInsight(weeks: readonly PracticeWeek[], practice: Practice): PracticeInsight | null {
  const rated = weeks.flatMap((week) => {
    const amount = amountOf(week, practice);
    const rating = week.performanceRating;
    return amount === null || rating === null || !Number.isFinite(rating) ? [] : [{ amount, rating }];
  });
  for (const threshold of THRESHOLDS[practice]) {
    const withPractice = rated.filter((week) => week.amount >= threshold).map((week) => week.rating);
    const without = rated.filter((week) => week.amount < threshold).map((week) => week.rating);
    if (withPractice.length < MIN_WEEKS_EACH_SIDE || without.length < MIN_WEEKS_EACH_SIDE) continue;
    const withMean = mean(withPractice);
    const withoutMean = mean(without);
    if (withMean - withoutMean < MIN_DIFFERENCE) continue;
    return {
      practice,
      threshold,
      withMean,
      withoutMean,
      withWeeks: withPractice.length,
      withoutWeeks: without.length,
    };
  }
  return null;
}

/** Every practice the weeks show a clear positive link for, the largest difference first. */
export function practiceInsights(weeks: readonly PracticeWeek[]): PracticeInsight[] {
  return PRACTICES.flatMap((practice) => practiceInsight(weeks, practice) ?? []).sort(
    (a, b) => b.withMean - b.withoutMean - (a.withMean - a.withoutMean),
  );
}

/** The insight to tell: the preferred practice's when the weeks support it, else the strongest. */
export function bestInsight(weeks: readonly PracticeWeek[], preferred?: Practice): PracticeInsight | null {
  const insights = practiceInsights(weeks);
  return insights.find((insight) => insight.practice === preferred) ?? insights[0] ?? null;
}

/** A mean as the coach says it: one decimal ("7.8"). */
export function ratingText(value: number): string {
  return value.toFixed(1);
}
