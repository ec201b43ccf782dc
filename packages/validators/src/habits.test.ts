import { describe, expect, it } from "vitest";
import { appliesOn, editableDateOfDayCode, habitDayStatus, isEditableDay, weekGrid } from "./habit-rules";
import { CreateHabitInput, HabitDayNoteInput, SetHabitDayInput, UpdateHabitInput } from "./habits";
import { messages } from "./messages/common";

// Actions added long before the dates these tests look at.
const daily = { frequency: "daily", customDays: [], startDate: "2026-11-01" } as const;
const weekdays = { frequency: "weekdays", customDays: [], startDate: "2026-11-01" } as const;
const weekends = { frequency: "weekends", customDays: [], startDate: "2026-11-01" } as const;
const id = "7b0f5e7c-3f7d-4a2e-9a51-2d7f3b1c9e10";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("action input", () => {
  it("trims the text and takes the spec's defaults", () => {
    expect(CreateHabitInput.parse({ action: "  Stretch 10 minutes  ", category: "" })).toEqual({
      action: "Stretch 10 minutes",
      category: "Other",
      frequency: "daily",
      customDays: [],
      timeOfDay: "anytime",
    });
  });

  it("refuses a blank action with the spec's message", () => {
    expect(firstMessage(CreateHabitInput.safeParse({ action: "   " }))).toBe(messages.habitActionRequired);
    expect(firstMessage(CreateHabitInput.safeParse({}))).toBe(messages.habitActionRequired);
    expect(messages.habitActionRequired).toBe("Please enter an action description");
  });

  it("accepts only the listed categories, frequencies and times of day", () => {
    expect(firstMessage(CreateHabitInput.safeParse({ action: "Run", category: "Sleep" }))).toBe(
      messages.habitInvalidCategory,
    );
    expect(firstMessage(CreateHabitInput.safeParse({ action: "Run", frequency: "hourly" }))).toBe(
      messages.habitInvalidFrequency,
    );
    expect(firstMessage(CreateHabitInput.safeParse({ action: "Run", timeOfDay: "night" }))).toBe(
      messages.habitInvalidTimeOfDay,
    );
    expect(
      CreateHabitInput.parse({ action: "Run", category: "Wellness", frequency: "weekends", timeOfDay: "evening" }),
    ).toMatchObject({ category: "Wellness", frequency: "weekends", timeOfDay: "evening" });
  });

  it("saves a custom frequency without days (the spec has no days field) and keeps chosen days in week order", () => {
    expect(CreateHabitInput.parse({ action: "Swim", frequency: "custom" })).toMatchObject({
      frequency: "custom",
      customDays: [],
    });
    expect(UpdateHabitInput.parse({ id, data: { frequency: "custom", customDays: [] } }).data).toEqual({
      frequency: "custom",
      customDays: [],
    });
    expect(
      CreateHabitInput.parse({ action: "Swim", frequency: "custom", customDays: ["FR", "MO", "MO"] }).customDays,
    ).toEqual(["MO", "FR"]);
  });

  it("takes partial changes under data", () => {
    expect(UpdateHabitInput.parse({ id, data: { timeOfDay: "morning" } })).toEqual({
      id,
      data: { timeOfDay: "morning" },
    });
    expect(UpdateHabitInput.safeParse({ id, data: { action: "" } }).success).toBe(false);
  });

  it("names a day by date or by day code, never both or neither", () => {
    expect(SetHabitDayInput.parse({ id, day: "MO", status: "completed" })).toEqual({
      id,
      day: "MO",
      status: "completed",
    });
    expect(SetHabitDayInput.parse({ id, date: "2026-11-23", status: "pending" }).date).toBe("2026-11-23");
    expect(firstMessage(SetHabitDayInput.safeParse({ id, status: "completed" }))).toBe(messages.habitDayRequired);
    expect(SetHabitDayInput.safeParse({ id, day: "MO", date: "2026-11-23", status: "completed" }).success).toBe(false);
    expect(firstMessage(SetHabitDayInput.safeParse({ id, day: "MO", status: "missed" }))).toBe(
      messages.habitInvalidStatus,
    );
  });

  it("trims notes and treats a blank note as none", () => {
    expect(HabitDayNoteInput.parse({ id, date: "2026-11-23", note: "  felt strong " }).note).toBe("felt strong");
    expect(HabitDayNoteInput.parse({ id, date: "2026-11-23", note: "   " }).note).toBeNull();
    expect(HabitDayNoteInput.safeParse({ id, date: "2026-11-23", note: "x".repeat(501) }).success).toBe(false);
  });
});

describe("not-applicable and missed days", () => {
  it("applies weekdays Monday to Friday and weekends Saturday and Sunday", () => {
    expect(appliesOn(daily, "SU")).toBe(true);
    expect(["MO", "TU", "WE", "TH", "FR"].every((day) => appliesOn(weekdays, day as "MO"))).toBe(true);
    expect(appliesOn(weekdays, "SA")).toBe(false);
    expect(appliesOn(weekdays, "SU")).toBe(false);
    expect(appliesOn(weekends, "SA")).toBe(true);
    expect(appliesOn(weekends, "MO")).toBe(false);
    expect(appliesOn({ frequency: "custom", customDays: ["TU"] }, "TU")).toBe(true);
    expect(appliesOn({ frequency: "custom", customDays: ["TU"] }, "WE")).toBe(false);
    // Custom without chosen days: every day applies until days are chosen.
    expect(
      ["SU", "MO", "TU", "WE", "TH", "FR", "SA"].every((day) =>
        appliesOn({ frequency: "custom", customDays: [] }, day as "MO"),
      ),
    ).toBe(true);
  });

  // Wednesday 25 November 2026.
  const today = "2026-11-25";

  it("marks pending days of the last two days as missed, never today", () => {
    expect(habitDayStatus(daily, "2026-11-25", null, today)).toBe("pending");
    expect(habitDayStatus(daily, "2026-11-24", null, today)).toBe("missed");
    expect(habitDayStatus(daily, "2026-11-23", "pending", today)).toBe("missed");
    expect(habitDayStatus(daily, "2026-11-22", null, today)).toBe("pending");
    expect(habitDayStatus(daily, "2026-11-26", null, today)).toBe("pending");
    expect(habitDayStatus(daily, "2026-11-24", "completed", today)).toBe("completed");
  });

  it("shows days the frequency excludes as not-applicable, unless done anyway", () => {
    // Sunday 22 and Saturday 28 November.
    expect(habitDayStatus(weekdays, "2026-11-22", null, today)).toBe("not-applicable");
    expect(habitDayStatus(weekdays, "2026-11-28", null, today)).toBe("not-applicable");
    expect(habitDayStatus(weekends, "2026-11-24", null, today)).toBe("not-applicable");
    expect(habitDayStatus(weekends, "2026-11-22", "completed", today)).toBe("completed");
  });
});

describe("days before the action existed", () => {
  // Added on Tuesday 24 November 2026; the week starts on Sunday 22nd.
  const addedTuesday = { frequency: "daily", customDays: [], startDate: "2026-11-24" } as const;

  it("shows Sunday and Monday as not tracked yet, not missed; Monday, the previous day, may be back-filled", () => {
    const grid = weekGrid(addedTuesday, "2026-11-22", () => null, "2026-11-24");
    expect(grid.map((day) => [day.day, day.status, day.beforeStart, day.editable])).toEqual([
      ["SU", "not-applicable", true, false],
      ["MO", "not-applicable", true, true],
      ["TU", "pending", false, true],
      ["WE", "pending", false, false],
      ["TH", "pending", false, false],
      ["FR", "pending", false, false],
      ["SA", "pending", false, false],
    ]);
  });

  it("shows a back-filled day before the action existed as completed, and tracked", () => {
    expect(habitDayStatus(addedTuesday, "2026-11-23", "completed", "2026-11-24")).toBe("completed");
    expect(habitDayStatus(addedTuesday, "2026-11-23", "pending", "2026-11-24")).toBe("not-applicable");
    const grid = weekGrid(
      addedTuesday,
      "2026-11-22",
      (date) => (date === "2026-11-23" ? "completed" : null),
      "2026-11-24",
    );
    expect(grid[1]).toMatchObject({ day: "MO", status: "completed", beforeStart: false, editable: true });
  });

  it("counts from the day of creation in a later week", () => {
    const grid = weekGrid(addedTuesday, "2026-11-29", () => null, "2026-12-01");
    expect(grid.filter((day) => day.beforeStart)).toEqual([]);
    expect(grid.slice(0, 2).map((day) => day.status)).toEqual(["missed", "missed"]);
  });
});

describe("editable days", () => {
  it("allows only today and the previous day", () => {
    const today = "2026-11-25";
    expect(isEditableDay("2026-11-25", today)).toBe(true);
    expect(isEditableDay("2026-11-24", today)).toBe(true);
    expect(isEditableDay("2026-11-23", today)).toBe(false);
    expect(isEditableDay("2026-11-26", today)).toBe(false);
  });

  it("reaches back into last week on a Sunday", () => {
    const sunday = "2026-11-22";
    expect(isEditableDay("2026-11-21", sunday)).toBe(true);
    expect(editableDateOfDayCode("SU", sunday)).toBe("2026-11-22");
    expect(editableDateOfDayCode("SA", sunday)).toBe("2026-11-21");
    expect(editableDateOfDayCode("FR", sunday)).toBeNull();
    expect(editableDateOfDayCode("MO", "2026-11-24")).toBe("2026-11-23");
  });

  it("builds the SU..SA grid with only today and yesterday editable", () => {
    const grid = weekGrid(weekdays, "2026-11-22", (date) => (date === "2026-11-23" ? "completed" : null), "2026-11-24");
    expect(grid.map((day) => day.day)).toEqual(["SU", "MO", "TU", "WE", "TH", "FR", "SA"]);
    expect(grid.map((day) => day.status)).toEqual([
      "not-applicable",
      "completed",
      "pending",
      "pending",
      "pending",
      "pending",
      "not-applicable",
    ]);
    expect(grid.filter((day) => day.editable).map((day) => day.date)).toEqual(["2026-11-23", "2026-11-24"]);
  });
});
