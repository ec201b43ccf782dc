import { describe, expect, it } from "vitest";
import { addDays, DAY_CODES } from "./calendar";
import { currentHabitStreak, HABIT_FREQUENCIES, type HabitProgressInput, habitStreaks } from "./habit-rules";

/** A small deterministic generator (the same habits on every run). */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("currentHabitStreak", () => {
  it("equals habitStreaks' current streak for every kind of habit and history", () => {
    const random = generator(29);
    const today = "2026-06-17";
    for (let round = 0; round < 500; round++) {
      const frequency = HABIT_FREQUENCIES[Math.floor(random() * HABIT_FREQUENCIES.length)] ?? "daily";
      const customDays = DAY_CODES.filter(() => random() < 0.4);
      const startDate = addDays(today, -Math.floor(random() * 60));
      const density = random();
      const completedDates = new Set(
        Array.from({ length: 80 }, (_, back) => addDays(today, -back)).filter(() => random() < density),
      );
      const habit: HabitProgressInput = { frequency, customDays, startDate, completedDates };
      expect(currentHabitStreak(habit, today), JSON.stringify({ ...habit, completedDates: [...completedDates] })).toBe(
        habitStreaks(habit, today).current,
      );
    }
  });
});
