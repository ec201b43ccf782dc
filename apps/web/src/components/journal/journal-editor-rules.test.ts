import type { JournalEntry } from "@onepercent/validators/journal";
import { messages } from "@onepercent/validators/messages/common";
import { describe, expect, it } from "vitest";
import { loadedValues, pastDatesFailureMessage, saveFailureMessage } from "./journal-editor-rules";

const weekly: JournalEntry = {
  id: "0b6f3c1e-8a4d-4a57-9b1e-2f4c9d8e7a61",
  type: "weekly",
  date: "2026-11-22",
  goals: "Serve at 70%",
  wins: "Two aces",
  lessons: "Breathe first",
  nextFocus: "Returns",
  rating: 8,
  createdAt: new Date("2026-11-22T18:00:00Z"),
  updatedAt: new Date("2026-11-22T18:00:00Z"),
};
const daily: JournalEntry = {
  id: weekly.id,
  type: "daily",
  date: weekly.date,
  wins: ["Two aces"],
  gratitudes: [],
  well: "",
  better: "",
  how: "",
  notes: "",
  createdAt: weekly.createdAt,
  updatedAt: weekly.updatedAt,
};
const empty = { goals: "", rating: 5 };
const fromWeekly = (entry: JournalEntry) =>
  entry.type === "weekly" ? { goals: entry.goals, rating: entry.rating } : null;

describe("a failed journal save", () => {
  it("asks to sign in again on 401, whatever the journal", () => {
    expect(saveFailureMessage("daily", 401, "Not signed in")).toBe(messages.journalLoginRequired);
    expect(saveFailureMessage("weekly", 401, undefined)).toBe(messages.journalLoginRequired);
  });

  it("shows the server's own message for bad input", () => {
    expect(saveFailureMessage("performance", 400, "Please describe the event")).toBe("Please describe the event");
  });

  it("says the server cannot be reached while its database is away, and that the text is kept", () => {
    expect(saveFailureMessage("daily", 503, messages.serverUnreachable)).toBe(
      "We can't reach the server, your text is kept",
    );
  });

  it("otherwise says the save failed, in the weekly journal's own words there", () => {
    expect(saveFailureMessage("weekly", 500, "Internal")).toBe(messages.weeklyJournalSaveFailed);
    expect(saveFailureMessage("daily", null, undefined)).toBe(messages.journalSaveFailed);
    expect(saveFailureMessage("daily", 400, "")).toBe(messages.journalSaveFailed);
  });
});

describe("the past entries dropdown", () => {
  it("names a missing session apart from other failures", () => {
    expect(pastDatesFailureMessage(401)).toBe(messages.journalTokenMissing);
    expect(pastDatesFailureMessage(503)).toBe(messages.journalPastFailed);
    expect(pastDatesFailureMessage(null)).toBe(messages.journalPastFailed);
  });
});

describe("loading a date", () => {
  it("fills the form with that date's entry", () => {
    expect(loadedValues(weekly, fromWeekly, empty)).toEqual({ goals: "Serve at 70%", rating: 8 });
  });

  it("starts empty without an entry, or with another journal's entry", () => {
    expect(loadedValues(null, fromWeekly, empty)).toBe(empty);
    expect(loadedValues(daily, fromWeekly, empty)).toBe(empty);
  });
});
