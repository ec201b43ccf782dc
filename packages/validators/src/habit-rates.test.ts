import { describe, expect, it } from "vitest";
import {
  completionRate,
  gridCompletionRate,
  type HabitProgressInput,
  habitStreaks,
  historyStart,
  weekCompletion,
  weekGrid,
} from "./habit-rules";

// Actions added long before the dates these tests look at.
const daily = { frequency: "daily", customDays: [], startDate: "2026-11-01" } as const;
const weekdays = { frequency: "weekdays", customDays: [], startDate: "2026-11-01" } as const;

const habit = (completed: string[], overrides: Partial<HabitProgressInput> = {}): HabitProgressInput => ({
  ...daily,
  startDate: "2026-11-01",
  completedDates: new Set(completed),
  ...overrides,
});

describe("completion rate", () => {
  it("is completed over total days as a rounded percent", () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(2, 3)).toBe(67);
    expect(completionRate(7, 7)).toBe(100);
  });

  it("as the legacy completionRate: completed statuses over the seven days of the week's grid", () => {
    const grid = weekGrid(
      daily,
      "2026-11-22",
      (date) => (date === "2026-11-22" || date === "2026-11-24" ? "completed" : null),
      "2026-11-24",
    );
    expect(gridCompletionRate(grid)).toBe(29);
    expect(gridCompletionRate(weekGrid(daily, "2026-11-22", () => "completed", "2026-11-28"))).toBe(100);
    expect(gridCompletionRate(weekGrid(daily, "2026-11-22", () => null, "2026-11-28"))).toBe(0);
    // Added on Tuesday and done today: one of seven days, although today's scheduled days are all done.
    const addedTuesday = { ...daily, startDate: "2026-11-24" };
    expect(
      gridCompletionRate(
        weekGrid(addedTuesday, "2026-11-22", (date) => (date === "2026-11-24" ? "completed" : null), "2026-11-24"),
      ),
    ).toBe(14);
  });

  it("counts the applicable days of the week up to today since the action was added, and back-filled days", () => {
    // Week of Sunday 22 November; today Tuesday 24th: SU, MO, TU count for a daily action.
    const week = "2026-11-22";
    expect(weekCompletion([habit(["2026-11-22", "2026-11-23"])], week, "2026-11-24")).toEqual({
      completed: 2,
      total: 3,
      percent: 67,
    });
    // Weekdays: MO and TU only; an action added on Tuesday: TU only.
    expect(weekCompletion([habit(["2026-11-23"], weekdays)], week, "2026-11-24").percent).toBe(50);
    expect(weekCompletion([habit(["2026-11-24"], { startDate: "2026-11-24" })], week, "2026-11-24").percent).toBe(100);
    // Added on Tuesday with Monday back-filled: Monday counts too; unchecked Sunday counts nowhere.
    expect(weekCompletion([habit(["2026-11-23"], { startDate: "2026-11-24" })], week, "2026-11-24")).toEqual({
      completed: 1,
      total: 2,
      percent: 50,
    });
    // A past week counts whole.
    expect(weekCompletion([habit(["2026-11-16"])], "2026-11-15", "2026-11-24")).toMatchObject({
      completed: 1,
      total: 7,
      percent: 14,
    });
    expect(weekCompletion([], week, "2026-11-24").percent).toBe(0);
  });
});

describe("streaks", () => {
  const today = "2026-11-25";

  it("counts completed days in a row; today still open does not break it", () => {
    expect(habitStreaks(habit(["2026-11-23", "2026-11-24"]), today)).toEqual({ current: 2, best: 2 });
    expect(habitStreaks(habit(["2026-11-23", "2026-11-24", "2026-11-25"]), today)).toEqual({ current: 3, best: 3 });
    expect(habitStreaks(habit(["2026-11-23"]), today)).toEqual({ current: 0, best: 1 });
  });

  it("keeps the best run after a break", () => {
    const done = ["2026-11-10", "2026-11-11", "2026-11-12", "2026-11-13", "2026-11-24"];
    expect(habitStreaks(habit(done), today)).toEqual({ current: 1, best: 4 });
  });

  it("skips days the frequency excludes", () => {
    // Friday 20, (weekend 21-22), Monday 23, Tuesday 24.
    const done = ["2026-11-20", "2026-11-23", "2026-11-24"];
    expect(habitStreaks(habit(done, weekdays), today)).toEqual({ current: 3, best: 3 });
    expect(habitStreaks(habit(done), today)).toEqual({ current: 2, best: 2 });
  });

  it("counts back-filled days before the action existed; unchecked ones neither count nor break", () => {
    // Added on Monday 23rd; Sunday 22nd was back-filled: it starts the run.
    const added = { startDate: "2026-11-23" };
    expect(habitStreaks(habit(["2026-11-22", "2026-11-23", "2026-11-24"], added), today)).toEqual({
      current: 3,
      best: 3,
    });
    // Friday 20th back-filled, Saturday 21st not (before the action existed): the run goes on.
    expect(habitStreaks(habit(["2026-11-20", "2026-11-22"], added), today)).toEqual({ current: 0, best: 2 });
    expect(habitStreaks(habit([], added), today)).toEqual({ current: 0, best: 0 });
  });

  it("starts the heatmap twelve weeks back on a Sunday", () => {
    expect(historyStart("2026-11-25")).toBe("2026-09-06");
  });
});
