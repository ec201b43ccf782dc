import { and, dailyActionChecks, dailyActions, eq } from "@onepercent/db";
import { useTestDatabase } from "@onepercent/db/testing";
import { addDays, localDate, messages, weekStartOf } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { testCallers } from "../testing";

const database = useTestDatabase();
const { athlete } = testCallers(database);

const today = () => localDate(new Date(), "UTC");
/** Moves an action's creation `days` back (it then existed on those days). */
const addedDaysAgo = (actionId: string, days: number) =>
  database.db
    .update(dailyActions)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(dailyActions.id, actionId));
const checksOf = (actionId: string) =>
  database.db.select().from(dailyActionChecks).where(eq(dailyActionChecks.actionId, actionId));

describe("habits: the caller's own actions", () => {
  it("creates actions with the spec's defaults at the end of the list", async () => {
    const { caller } = await athlete();
    const first = await caller.habits.create({ action: "Visualize the game plan" });
    const second = await caller.habits.create({ action: "Stretch", category: "Physical Health", timeOfDay: "evening" });
    expect(first).toMatchObject({ category: "Other", frequency: "daily", timeOfDay: "anytime", order: 0 });
    expect(second).toMatchObject({ category: "Physical Health", timeOfDay: "evening", order: 1 });

    const list = await caller.habits.list();
    expect(list.actions.map((action) => action.action)).toEqual(["Visualize the game plan", "Stretch"]);
    expect(list.days.map((day) => day.day)).toEqual(["SU", "MO", "TU", "WE", "TH", "FR", "SA"]);
    const grid = list.actions[0]?.week ?? [];
    expect(grid).toHaveLength(7);
    expect(grid.filter((day) => day.editable).map((day) => day.date)).toContain(today());
    // Two actions added today: two scheduled days so far, none done.
    expect(list.thisWeek).toEqual({ completed: 0, total: 2, percent: 0 });
    expect(list.actions[0]?.completionRate).toBe(0);
  });

  it("saves a custom frequency without days: every day applies until days are chosen", async () => {
    const { caller } = await athlete();
    const action = await caller.habits.create({ action: "Swim", frequency: "custom" });
    expect(action).toMatchObject({ frequency: "custom", customDays: [] });
    const [listed] = (await caller.habits.list()).actions;
    expect(listed?.week.filter((day) => day.date >= today()).every((day) => day.status === "pending")).toBe(true);
    expect(await caller.habits.setDay({ id: action.id, date: today(), status: "completed" })).toMatchObject({
      status: "completed",
    });

    const chosen = await caller.habits.update({ id: action.id, data: { customDays: ["MO"] } });
    expect(chosen).toMatchObject({ frequency: "custom", customDays: ["MO"] });
    const cleared = await caller.habits.update({ id: action.id, data: { frequency: "custom", customDays: [] } });
    expect(cleared).toMatchObject({ frequency: "custom", customDays: [] });
  });

  it("refuses a blank action with the spec's message", async () => {
    const { caller } = await athlete();
    const error = await caller.habits.create({ action: "  " }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: "BAD_REQUEST",
      cause: { issues: [{ message: messages.habitActionRequired }] },
    });
    expect((await caller.habits.list()).actions).toEqual([]);
  });

  it("answers another user's action exactly like a missing one, changing nothing", async () => {
    const owner = await athlete();
    const intruder = await athlete();
    const action = await owner.caller.habits.create({ action: "Journal three wins" });
    await owner.caller.habits.setDay({ id: action.id, date: today(), status: "completed" });

    expect((await intruder.caller.habits.list()).actions).toEqual([]);
    // Made one at a time, so each refusal is awaited before the next call starts.
    const { habits } = intruder.caller;
    const missing = crypto.randomUUID();
    const attempts = [
      () => habits.history({ id: action.id }),
      () => habits.setDay({ id: action.id, date: today(), status: "completed" }),
      () => habits.setDay({ id: action.id, date: today(), status: "pending" }),
      () => habits.setNote({ id: action.id, date: today(), note: "mine now" }),
      () => habits.update({ id: action.id, data: { action: "Hijacked" } }),
      () => habits.delete({ id: action.id }),
      () => habits.delete({ id: missing }),
    ];
    for (const attempt of attempts) {
      await expect(attempt()).rejects.toMatchObject({ code: "NOT_FOUND", message: messages.notFound });
    }
    // The intruder's reset touches only the intruder's checks.
    await intruder.caller.habits.reset();

    const [row] = await database.db.select().from(dailyActions).where(eq(dailyActions.id, action.id));
    expect(row?.action).toBe("Journal three wins");
    expect(await checksOf(action.id)).toMatchObject([{ status: "completed", note: null }]);
  });

  it("edits and deletes the caller's action with its checks", async () => {
    const { caller } = await athlete();
    const action = await caller.habits.create({ action: "Meditate" });
    const edited = await caller.habits.update({
      id: action.id,
      data: { action: "Meditate 10 minutes", frequency: "custom", customDays: ["TU", "MO"] },
    });
    expect(edited).toMatchObject({ action: "Meditate 10 minutes", frequency: "custom", customDays: ["MO", "TU"] });
    await expect(caller.habits.update({ id: action.id, data: { frequency: "weekends" } })).resolves.toMatchObject({
      customDays: [],
    });

    await caller.habits.setNote({ id: action.id, date: today(), note: "calm" });
    expect(await caller.habits.delete({ id: action.id })).toEqual({ id: action.id });
    expect(await checksOf(action.id)).toEqual([]);
    await expect(caller.habits.delete({ id: action.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    // A text that is no id at all names no action either (decision 018).
    await expect(caller.habits.delete({ id: "not-an-id" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller.habits.history({ id: "not-an-id" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("habits: checking days", () => {
  it("checks today and the previous day, and reports the first-ever completion once", async () => {
    const { caller } = await athlete();
    const action = await caller.habits.create({ action: "Breathe 4-7-8" });
    await addedDaysAgo(action.id, 3);
    const yesterday = addDays(today(), -1);

    const first = await caller.habits.setDay({ id: action.id, date: today(), status: "completed" });
    expect(first).toMatchObject({ date: today(), status: "completed", firstCheck: true });
    const second = await caller.habits.setDay({ id: action.id, date: yesterday, status: "completed" });
    expect(second).toMatchObject({ status: "completed", firstCheck: false });
    expect(await caller.habits.setDay({ id: action.id, date: today(), status: "pending" })).toMatchObject({
      status: "pending",
    });

    const list = await caller.habits.list();
    expect(list.actions[0]?.streaks).toEqual({ current: 1, best: 1 });
    const history = await caller.habits.history({ id: action.id });
    expect(history.days.at(-1)).toMatchObject({ date: today(), status: "pending" });
    expect(history.days.at(-2)).toMatchObject({ date: yesterday, status: "completed" });
    expect(history.days[0]?.date).toBe(addDays(weekStartOf(today()), -77));
  });

  it("refuses any other day with the spec's message and changes nothing", async () => {
    const { caller } = await athlete();
    const action = await caller.habits.create({ action: "Read 20 minutes" });
    for (const date of [addDays(today(), -2), addDays(today(), -9), addDays(today(), 1)]) {
      await expect(caller.habits.setDay({ id: action.id, date, status: "completed" })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: "You can only update the current day and previous day",
      });
      await expect(caller.habits.setNote({ id: action.id, date, note: "late" })).rejects.toMatchObject({
        code: "BAD_REQUEST",
      });
    }
    expect(await checksOf(action.id)).toEqual([]);
  });

  it("resolves a day code to today or the previous day only", async () => {
    const { caller } = await athlete();
    const action = await caller.habits.create({ action: "Hydrate" });
    const codes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
    const todayCode = codes[new Date(`${today()}T12:00:00Z`).getUTCDay()] ?? "SU";
    const farCode = codes[(codes.indexOf(todayCode) + 3) % 7] ?? "SU";
    expect(await caller.habits.setDay({ id: action.id, day: todayCode, status: "completed" })).toMatchObject({
      date: today(),
      status: "completed",
    });
    await expect(caller.habits.setDay({ id: action.id, day: farCode, status: "completed" })).rejects.toMatchObject({
      message: messages.habitOnlyTodayAndYesterday,
    });
    expect(await checksOf(action.id)).toHaveLength(1);
  });

  it("keeps a note on a day's check-in without changing its status", async () => {
    const { caller } = await athlete();
    const action = await caller.habits.create({ action: "Visualize" });
    expect(await caller.habits.setNote({ id: action.id, date: today(), note: " felt sharp " })).toMatchObject({
      note: "felt sharp",
      stored: "pending",
    });
    await caller.habits.setDay({ id: action.id, date: today(), status: "completed" });
    const day = (await caller.habits.list()).actions[0]?.week.find((entry) => entry.date === today());
    expect(day).toMatchObject({ status: "completed", note: "felt sharp" });
    expect(await caller.habits.setNote({ id: action.id, date: today(), note: "" })).toMatchObject({ note: null });
  });

  it("lists today's incomplete actions", async () => {
    const { caller } = await athlete();
    const done = await caller.habits.create({ action: "Done today" });
    await caller.habits.create({ action: "Still to do" });
    await caller.habits.setDay({ id: done.id, date: today(), status: "completed" });
    expect((await caller.habits.incompleteToday()).map((action) => action.action)).toEqual(["Still to do"]);
  });
});

describe("habits: Reset All", () => {
  it("sets this week's checks back to pending and keeps earlier weeks", async () => {
    const { id: userId, caller } = await athlete();
    const action = await caller.habits.create({ action: "Foam roll" });
    await caller.habits.setDay({ id: action.id, date: today(), status: "completed" });
    await caller.habits.setNote({ id: action.id, date: today(), note: "tight calves" });
    const lastWeek = addDays(weekStartOf(today()), -3);
    await database.db
      .insert(dailyActionChecks)
      .values({ actionId: action.id, userId, date: lastWeek, status: "completed" });

    expect(await caller.habits.reset()).toEqual({ weekStart: weekStartOf(today()), reset: 1 });
    const rows = await database.db
      .select({ date: dailyActionChecks.date, status: dailyActionChecks.status, note: dailyActionChecks.note })
      .from(dailyActionChecks)
      .where(and(eq(dailyActionChecks.actionId, action.id)));
    expect(rows.sort((a, b) => a.date.localeCompare(b.date))).toEqual([
      { date: lastWeek, status: "completed", note: null },
      { date: today(), status: "pending", note: "tight calves" },
    ]);
  });
});
