import type { HabitCheckStatus } from "@onepercent/validators/habit-rules";
import { describe, expect, it } from "vitest";
import { toggledStatus, withDaySet, withNoteSet } from "./habit-day-changes";

// A Wednesday; the action exists since the Sunday before and applies on weekdays.
const today = "2026-11-25";
const day = (date: string, stored: HabitCheckStatus, status: string) => ({ date, stored, status });
const action = (id: string) => ({
  id,
  frequency: "weekdays" as const,
  customDays: [],
  startDate: "2026-11-22",
  week: [
    day("2026-11-22", "pending", "not-applicable"),
    day("2026-11-23", "pending", "missed"),
    day("2026-11-24", "pending", "missed"),
    day("2026-11-25", "pending", "pending"),
  ],
  previousDay: day("2026-11-24", "pending", "missed"),
});
const list = { today, actions: [action("a"), action("b")] };

describe("setting a day at once in the checklist (before the server answers)", () => {
  it("changes only that action's day, in the week and as the previous day", () => {
    const next = withDaySet(list, { id: "a", date: "2026-11-24", status: "completed" });
    const [a, b] = next.actions;
    expect(a?.week.find((d) => d.date === "2026-11-24")).toEqual(day("2026-11-24", "completed", "completed"));
    expect(a?.previousDay).toEqual(day("2026-11-24", "completed", "completed"));
    expect(a?.week.filter((d) => d.date !== "2026-11-24")).toEqual(
      action("a").week.filter((d) => d.date !== "2026-11-24"),
    );
    expect(b).toEqual(action("b"));
  });

  it("shows the status the rules give, not the stored one: pending on a past weekday is missed", () => {
    const done = withDaySet(list, { id: "a", date: "2026-11-23", status: "completed" });
    const undone = withDaySet(done, { id: "a", date: "2026-11-23", status: "pending" });
    expect(undone.actions[0]?.week[1]).toEqual(day("2026-11-23", "pending", "missed"));
  });

  it("leaves the list as it is for a date it does not show", () => {
    expect(withDaySet(list, { id: "a", date: "2026-10-01", status: "completed" })).toEqual(list);
    expect(withDaySet(list, { id: "a", status: "completed" })).toEqual(list);
  });
});

describe("a tap on a day", () => {
  it("turns completed back to pending and pending to completed", () => {
    expect(toggledStatus("completed")).toBe("pending");
    expect(toggledStatus("pending")).toBe("completed");
  });
});

describe("a saved note in the checklist", () => {
  const noted = (id: string) => ({
    id,
    week: [
      { date: "2026-11-24", note: null },
      { date: "2026-11-25", note: "Old note" },
    ],
    previousDay: { date: "2026-11-24", note: null },
  });
  const notes = { actions: [noted("a"), noted("b")] };

  it("shows on that action's day at once, in the week and as the previous day", () => {
    const next = withNoteSet(notes, { id: "a", date: "2026-11-24", note: "Four slow breaths" });
    expect(next.actions[0]?.week).toEqual([
      { date: "2026-11-24", note: "Four slow breaths" },
      { date: "2026-11-25", note: "Old note" },
    ]);
    expect(next.actions[0]?.previousDay).toEqual({ date: "2026-11-24", note: "Four slow breaths" });
    expect(next.actions[1]).toEqual(noted("b"));
    expect(withNoteSet(notes, { id: "a", date: "2026-11-25", note: null }).actions[0]?.week[1]?.note).toBeNull();
  });
});
