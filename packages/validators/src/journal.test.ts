import { describe, expect, it } from "vitest";
import {
  averageRating,
  DailyJournalInput,
  GetJournalInput,
  isJournalDate,
  JOURNAL_SLOT_MAX,
  JOURNAL_TEXT_MAX,
  PerformanceJournalInput,
  SaveJournalInput,
  WeeklyJournalInput,
} from "./journal";
import { messages } from "./messages/common";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const weekly = {
  type: "weekly",
  date: "2026-11-22",
  goals: "Serve at 90%",
  wins: "Two aces",
  lessons: "Breathe before the serve",
  nextFocus: "Footwork",
  rating: 7,
};

const performance = {
  type: "performance",
  date: "2026-11-21",
  event: "League final",
  preparation: "Visualisation",
  mentalState: "Calm",
  performance: "Solid",
  strengths: "Blocking",
  improvements: "Serve receive",
  nextSteps: "Extra reps",
  performanceRating: 8,
  mentalRating: 6,
};

describe("journal dates", () => {
  it("accepts real calendar days only", () => {
    expect(isJournalDate("2026-11-23")).toBe(true);
    expect(isJournalDate("2028-02-29")).toBe(true);
    expect(isJournalDate("2026-02-29")).toBe(false);
    expect(isJournalDate("2026-13-01")).toBe(false);
    expect(isJournalDate("23/11/2026")).toBe(false);
    expect(isJournalDate("1969-12-31")).toBe(false);
    expect(isJournalDate("2100-01-01")).toBe(false);
  });

  it("requires the date, with the spec's rule", () => {
    expect(firstMessage(DailyJournalInput.safeParse({ type: "daily" }))).toBe(messages.journalDateRequired);
    expect(firstMessage(DailyJournalInput.safeParse({ type: "daily", date: "  " }))).toBe(messages.journalDateRequired);
    expect(firstMessage(DailyJournalInput.safeParse({ type: "daily", date: "2026-02-30" }))).toBe(
      messages.journalDateInvalid,
    );
    expect(firstMessage(GetJournalInput.safeParse({ type: "daily", date: 20261123 }))).toBe(
      messages.journalDateInvalid,
    );
  });
});

describe("daily journal", () => {
  it("trims wins and gratitudes and drops blank slots", () => {
    const parsed = DailyJournalInput.parse({
      type: "daily",
      date: "2026-11-23",
      wins: ["  Won the sprint ", "", "   "],
      gratitudes: ["", " My coach", "Sleep "],
      well: "  Focus  ",
    });
    expect(parsed).toEqual({
      type: "daily",
      date: "2026-11-23",
      wins: ["Won the sprint"],
      gratitudes: ["My coach", "Sleep"],
      well: "Focus",
      better: "",
      how: "",
      notes: "",
    });
  });

  it("needs only the date", () => {
    expect(DailyJournalInput.parse({ type: "daily", date: "2026-11-23" })).toMatchObject({ wins: [], gratitudes: [] });
  });

  it("allows three wins and three gratitudes at most, and limits their length", () => {
    const four = ["a", "b", "c", "d"];
    expect(firstMessage(DailyJournalInput.safeParse({ type: "daily", date: "2026-11-23", wins: four }))).toBe(
      messages.journalTooManyWins,
    );
    expect(firstMessage(DailyJournalInput.safeParse({ type: "daily", date: "2026-11-23", gratitudes: four }))).toBe(
      messages.journalTooManyGratitudes,
    );
    // Blank slots do not count.
    expect(DailyJournalInput.safeParse({ type: "daily", date: "2026-11-23", wins: ["a", "", "b", "c"] }).success).toBe(
      true,
    );
    const long = "x".repeat(JOURNAL_SLOT_MAX + 1);
    expect(firstMessage(DailyJournalInput.safeParse({ type: "daily", date: "2026-11-23", wins: [long] }))).toBe(
      messages.journalSlotTooLong,
    );
    expect(firstMessage(DailyJournalInput.safeParse({ type: "daily", date: "2026-11-23", wins: "a win" }))).toBe(
      messages.journalTooManyWins,
    );
  });

  it("limits the length of each answer", () => {
    const long = "x".repeat(JOURNAL_TEXT_MAX + 1);
    expect(firstMessage(DailyJournalInput.safeParse({ type: "daily", date: "2026-11-23", notes: long }))).toBe(
      messages.journalTextTooLong,
    );
  });
});

describe("weekly journal", () => {
  it("requires every text field, trimmed", () => {
    expect(WeeklyJournalInput.parse({ ...weekly, goals: "  Serve  " }).goals).toBe("Serve");
    const cases = [
      ["goals", messages.weeklyGoalsRequired],
      ["wins", messages.weeklyWinsRequired],
      ["lessons", messages.weeklyLessonsRequired],
      ["nextFocus", messages.weeklyNextFocusRequired],
    ] as const;
    for (const [field, message] of cases) {
      expect(firstMessage(WeeklyJournalInput.safeParse({ ...weekly, [field]: "   " }))).toBe(message);
      expect(firstMessage(WeeklyJournalInput.safeParse({ ...weekly, [field]: undefined }))).toBe(message);
    }
  });

  it("takes a rating from 1 to 10, 5 by default", () => {
    expect(WeeklyJournalInput.parse({ ...weekly, rating: undefined }).rating).toBe(5);
    expect(WeeklyJournalInput.parse({ ...weekly, rating: "10" }).rating).toBe(10);
    expect(WeeklyJournalInput.parse({ ...weekly, rating: 1 }).rating).toBe(1);
    for (const rating of [0, 11, 5.5, "high", null]) {
      expect(firstMessage(WeeklyJournalInput.safeParse({ ...weekly, rating }))).toBe(messages.journalRatingInvalid);
    }
  });
});

describe("performance journal", () => {
  it("requires every text field and rates performance and mental state 1 to 10", () => {
    expect(PerformanceJournalInput.parse(performance)).toEqual(performance);
    expect(
      PerformanceJournalInput.parse({ ...performance, performanceRating: undefined, mentalRating: undefined }),
    ).toMatchObject({ performanceRating: 5, mentalRating: 5 });
    expect(firstMessage(PerformanceJournalInput.safeParse({ ...performance, event: "" }))).toBe(
      messages.performanceEventRequired,
    );
    expect(firstMessage(PerformanceJournalInput.safeParse({ ...performance, nextSteps: " " }))).toBe(
      messages.performanceNextStepsRequired,
    );
    expect(firstMessage(PerformanceJournalInput.safeParse({ ...performance, mentalRating: 12 }))).toBe(
      messages.journalRatingInvalid,
    );
    expect(firstMessage(PerformanceJournalInput.safeParse({ ...performance, performanceRating: 0 }))).toBe(
      messages.journalRatingInvalid,
    );
  });
});

describe("saving any journal", () => {
  it("picks the shape by type and refuses unknown types", () => {
    expect(SaveJournalInput.parse(weekly).type).toBe("weekly");
    expect(SaveJournalInput.parse(performance).type).toBe("performance");
    expect(firstMessage(SaveJournalInput.safeParse({ ...weekly, type: "monthly" }))).toBe(messages.journalTypeInvalid);
    expect(firstMessage(SaveJournalInput.safeParse({ date: "2026-11-23" }))).toBe(messages.journalTypeInvalid);
  });
});

describe("averageRating", () => {
  it("averages to one decimal, null without ratings", () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([7])).toBe(7);
    expect(averageRating([7, 8, 8])).toBe(7.7);
  });
});
