import { describe, expect, it } from "vitest";
import type { PracticeWeek } from "../../types";
import { practiceFixture } from "./fixture";
import { bestInsight, practiceInsight, practiceInsights, ratingText } from "./insight";

const week = (overrides: Partial<PracticeWeek>): PracticeWeek => ({
  weekStart: "2026-01-05",
  breathworkSessions: 0,
  relaxationSessions: 0,
  concentrationGames: 0,
  habitRate: null,
  performanceRating: null,
  ...overrides,
});

describe("the practice-to-performance insight", () => {
  it("compares the rated weeks with breathwork 3+ times against the others", () => {
    const insight = practiceInsight(practiceFixture(), "breathwork");
    expect(insight).toMatchObject({ practice: "breathwork", threshold: 3, withWeeks: 6, withoutWeeks: 6 });
    expect(ratingText(insight?.withMean ?? 0)).toBe("7.8");
    expect(ratingText(insight?.withoutMean ?? 0)).toBe("6.2");
  });

  it("needs at least two rated weeks on each side", () => {
    const weeks = [
      week({ breathworkSessions: 4, performanceRating: 9 }),
      week({ breathworkSessions: 4, performanceRating: 9 }),
      week({ breathworkSessions: 0, performanceRating: 5 }),
      week({ breathworkSessions: 0, performanceRating: null }),
    ];
    expect(practiceInsight(weeks, "breathwork")).toBeNull();
    expect(practiceInsight([...weeks, week({ performanceRating: 6 })], "breathwork")).toMatchObject({
      withMean: 9,
      withoutMean: 5.5,
    });
  });

  it("tells nothing when the difference is small or goes the other way", () => {
    const even = [8, 7.8, 8, 7.6].map((rating, index) =>
      week({ breathworkSessions: index < 2 ? 3 : 0, performanceRating: rating }),
    );
    expect(practiceInsight(even, "breathwork")).toBeNull();
    const worse = [5, 5, 8, 8].map((rating, index) =>
      week({ breathworkSessions: index < 2 ? 3 : 0, performanceRating: rating }),
    );
    expect(practiceInsight(worse, "breathwork")).toBeNull();
    expect(practiceInsights([])).toEqual([]);
  });

  it("falls back to 'any at all' when the recommended amount does not split the weeks", () => {
    const weeks = [1, 2, 0, 0].map((sessions, index) =>
      week({ relaxationSessions: sessions, performanceRating: index < 2 ? 8 : 6 }),
    );
    expect(practiceInsight(weeks, "relaxation")).toMatchObject({ threshold: 1, withMean: 8, withoutMean: 6 });
  });

  it("compares habit weeks by the share of checks done, leaving out weeks without habits", () => {
    const weeks = [0.9, 0.85, 0.3, 0.4, null].map((rate, index) =>
      week({ habitRate: rate, performanceRating: index < 2 ? 8 : 6 }),
    );
    expect(practiceInsight(weeks, "habits")).toMatchObject({ threshold: 80, withWeeks: 2, withoutWeeks: 2 });
  });

  it("picks the preferred practice when the weeks support it, else the largest difference", () => {
    const weeks = [0, 1, 2, 3].map((index) =>
      week({
        breathworkSessions: index < 2 ? 3 : 0,
        concentrationGames: index < 2 ? 3 : 0,
        habitRate: index === 0 || index === 3 ? 0.9 : 0.2,
        performanceRating: [9, 8, 6, 5][index] ?? null,
      }),
    );
    expect(practiceInsights(weeks).map((insight) => insight.practice)).toEqual(["breathwork", "concentration"]);
    expect(bestInsight(weeks, "concentration")?.practice).toBe("concentration");
    expect(bestInsight(weeks, "relaxation")?.practice).toBe("breathwork");
    expect(bestInsight([], "breathwork")).toBeNull();
  });
});
