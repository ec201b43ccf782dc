import { dailyActionChecks, dailyActions, eq } from "@onepercent/db";
import { createUser, useTestDatabase } from "@onepercent/db/testing";
import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { dashboardSummary } from "../services/dashboard";
import { createHabit, habitHistory, listHabits, resetHabitWeek, setHabitDay } from "../services/habits";

const database = useTestDatabase();
const checksOf = (actionId: string) =>
  database.db.select().from(dailyActionChecks).where(eq(dailyActionChecks.actionId, actionId));

/** A daily "Visualize" action as if it had been added at `createdAt`. */
async function dailyVisualizeAddedAt(userId: string, createdAt: Date) {
  const action = await createHabit(database.db, userId, {
    action: "Visualize",
    category: "Other",
    frequency: "daily",
    customDays: [],
    timeOfDay: "anytime",
  });
  await database.db.update(dailyActions).set({ createdAt }).where(eq(dailyActions.id, action.id));
  return action;
}

describe("habits: week boundaries in the user's time zone", () => {
  it("lets a Sunday reach back to Saturday of last week, in the user's zone", async () => {
    const { id } = await createUser(database.db);
    const user = { id, timeZone: "America/Los_Angeles" };
    // Sunday 22 Nov 2026, 09:00 in Los Angeles (17:00 UTC); the action exists since the Thursday before.
    const sunday = new Date("2026-11-22T17:00:00Z");
    const action = await dailyVisualizeAddedAt(id, new Date("2026-11-19T20:00:00Z"));

    const saturday = await setHabitDay(database.db, user, { id: action.id, day: "SA", status: "completed" }, sunday);
    expect(saturday).toMatchObject({ date: "2026-11-21", status: "completed" });
    await expect(
      setHabitDay(database.db, user, { id: action.id, day: "FR", status: "completed" }, sunday),
    ).rejects.toMatchObject({ message: messages.habitOnlyTodayAndYesterday });

    const list = await listHabits(database.db, user, sunday);
    expect(list).toMatchObject({ today: "2026-11-22", yesterday: "2026-11-21", weekStart: "2026-11-22" });
    expect(list.actions[0]?.previousDay).toMatchObject({ date: "2026-11-21", status: "completed", editable: true });
    expect(list.actions[0]?.streaks).toEqual({ current: 1, best: 1 });
    // This week has only Sunday so far, still open: 0 of 1.
    expect(list.thisWeek).toEqual({ completed: 0, total: 1, percent: 0 });

    // Late Saturday evening in Los Angeles is already Sunday in UTC: still last week there.
    const saturdayNight = new Date("2026-11-22T06:00:00Z");
    const before = await listHabits(database.db, user, saturdayNight);
    expect(before).toMatchObject({ today: "2026-11-21", weekStart: "2026-11-15" });
    expect(before.actions[0]?.previousDay).toBeNull();
    expect(before.actions[0]?.week.find((day) => day.date === "2026-11-21")).toMatchObject({
      status: "completed",
      editable: true,
    });
    // Thursday 19th is two days back: missed; Friday 20th: missed and still editable.
    expect(before.actions[0]?.week.find((day) => day.date === "2026-11-19")).toMatchObject({
      status: "missed",
      editable: false,
    });
    expect(before.actions[0]?.week.find((day) => day.date === "2026-11-20")).toMatchObject({
      status: "missed",
      editable: true,
    });
    // Thursday to Saturday so far (it was added on Thursday), one done: 33%; of the seven-day grid, 14%.
    expect(before.thisWeek.percent).toBe(33);
    expect(before.actions[0]?.completionRate).toBe(14);

    // Reset All on Sunday touches this week only: Saturday stays completed.
    expect(await resetHabitWeek(database.db, user, sunday)).toEqual({ weekStart: "2026-11-22", reset: 0 });
    expect(await checksOf(action.id)).toMatchObject([{ date: "2026-11-21", status: "completed" }]);
  });
});

describe("habits: days before an action existed", () => {
  it("may be back-filled on the previous day, then count like any other; unchecked, they count nowhere", async () => {
    const { id } = await createUser(database.db);
    const user = { id, timeZone: "America/Los_Angeles" };
    // Added on Tuesday 24 Nov 2026 at 19:00 in Los Angeles: already Wednesday in UTC.
    const action = await dailyVisualizeAddedAt(id, new Date("2026-11-25T03:00:00Z"));
    const tuesdayEvening = new Date("2026-11-25T05:00:00Z");
    const weekOf = async () => {
      const [listed] = (await listHabits(database.db, user, tuesdayEvening)).actions;
      return listed;
    };
    const firstDays = async () =>
      (await weekOf())?.week
        .slice(0, 3)
        .map(({ day, status, beforeStart, editable }) => [day, status, beforeStart, editable]);

    const fresh = await weekOf();
    expect(fresh?.startDate).toBe("2026-11-24");
    // Sunday is out of reach; Monday, the previous day, may be back-filled.
    expect(await firstDays()).toEqual([
      ["SU", "not-applicable", true, false],
      ["MO", "not-applicable", true, true],
      ["TU", "pending", false, true],
    ]);
    expect(fresh?.thisWeek).toEqual({ completed: 0, total: 1, percent: 0 });
    expect(fresh?.streaks).toEqual({ current: 0, best: 0 });

    // Sunday (two days back) and Wednesday (tomorrow) stay refused; nothing is written.
    for (const date of ["2026-11-22", "2026-11-25"]) {
      await expect(
        setHabitDay(database.db, user, { id: action.id, date, status: "completed" }, tuesdayEvening),
      ).rejects.toMatchObject({ message: messages.habitOnlyTodayAndYesterday });
    }
    expect(await checksOf(action.id)).toEqual([]);

    // Done yesterday too: Monday is checked by its day code, as the legacy path does.
    expect(
      await setHabitDay(database.db, user, { id: action.id, day: "MO", status: "completed" }, tuesdayEvening),
    ).toMatchObject({ date: "2026-11-23", status: "completed" });
    await setHabitDay(database.db, user, { id: action.id, date: "2026-11-24", status: "completed" }, tuesdayEvening);
    expect(await firstDays()).toEqual([
      ["SU", "not-applicable", true, false],
      ["MO", "completed", false, true],
      ["TU", "completed", false, true],
    ]);
    const done = await weekOf();
    expect(done?.thisWeek).toEqual({ completed: 2, total: 2, percent: 100 });
    expect(done?.streaks).toEqual({ current: 2, best: 2 });
    // The spec's completionRate: two completed days of the seven-day grid.
    expect(done?.completionRate).toBe(29);
    const dashboard = await dashboardSummary(database.db, user, tuesdayEvening);
    expect(dashboard.weekly.current.habitCompletionPercentage).toBe(100);
    const history = await habitHistory(database.db, user, { id: action.id }, tuesdayEvening);
    expect(history).toMatchObject({ completed: 2, total: 2 });
    expect(history.days.find((day) => day.date === "2026-11-23")).toMatchObject({
      status: "completed",
      beforeStart: false,
    });

    // Unchecked again, Monday is a day before the action existed once more: counted nowhere.
    await setHabitDay(database.db, user, { id: action.id, day: "MO", status: "pending" }, tuesdayEvening);
    expect((await firstDays())?.[1]).toEqual(["MO", "not-applicable", true, true]);
    const undone = await weekOf();
    expect(undone?.thisWeek).toEqual({ completed: 1, total: 1, percent: 100 });
    expect(undone?.streaks).toEqual({ current: 1, best: 1 });
  });
});
