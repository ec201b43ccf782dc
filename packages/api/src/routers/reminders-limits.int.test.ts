import { dailyActions, eq, reminders } from "@onepercent/db";
import { useTestDatabase } from "@onepercent/db/testing";
import { REMINDERS_MAX, reminderMessages } from "@onepercent/validators/reminders";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { refusal, testCallers } from "../testing";

const database = useTestDatabase();
const { athlete } = testCallers(database);

const NOW = new Date("2026-03-25T12:00:00.000Z");
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const countOf = (userId: string) => database.db.$count(reminders, eq(reminders.userId, userId));

/** `count` habits of the user, written straight into the table; answers their ids. */
async function habitsOf(userId: string, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, index) => ({ userId, action: `Habit ${index + 1}` }));
  const made = await database.db.insert(dailyActions).values(rows).returning({ id: dailyActions.id });
  return made.map((row) => row.id);
}

/** A reminder for each of `actionIds`, written straight into the table. */
async function remindersFor(userId: string, actionIds: readonly string[]) {
  const rows = actionIds.map((actionId) => ({
    userId,
    kind: "habit" as const,
    actionId,
    time: "07:00",
    days: ["MO" as const],
  }));
  await database.db.insert(reminders).values(rows);
}

const habitReminder = (actionId: string) => ({
  kind: "habit" as const,
  actionId,
  time: "06:45",
  days: ["TU" as const],
});

describe("reminders: the limit", () => {
  it(`keeps at most ${REMINDERS_MAX} reminders a user; changing one at the limit still works`, async () => {
    const { id, caller } = await athlete();
    const habits = await habitsOf(id, REMINDERS_MAX + 1);
    await remindersFor(id, habits.slice(0, REMINDERS_MAX - 1));
    const last = await caller.reminders.set({ kind: "journal", time: "21:00", days: ["MO"] });
    const extra = habits[REMINDERS_MAX] ?? "";
    expect(await refusal(caller.reminders.set(habitReminder(extra)))).toEqual({
      code: "BAD_REQUEST",
      message: reminderMessages.tooMany,
    });
    // Setting one that exists changes it: it adds nothing.
    expect(await caller.reminders.set({ kind: "journal", time: "20:00", days: ["MO"] })).toMatchObject({
      id: last.id,
      time: "20:00",
    });
    await caller.reminders.remove({ id: last.id });
    await caller.reminders.set(habitReminder(extra));
    expect(await countOf(id)).toBe(REMINDERS_MAX);
  });

  it("holds the limit under parallel sets: 10 at once with 45 kept make exactly 50", async () => {
    const { id, caller } = await athlete();
    const habits = await habitsOf(id, 55);
    await remindersFor(id, habits.slice(0, 45));
    const results = await Promise.allSettled(
      habits.slice(45).map((actionId) => caller.reminders.set(habitReminder(actionId))),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
    for (const result of results) {
      if (result.status === "rejected") {
        expect(result.reason).toMatchObject({ code: "BAD_REQUEST", message: reminderMessages.tooMany });
      }
    }
    expect(await countOf(id)).toBe(REMINDERS_MAX);
  });

  it("makes one reminder of a kind however many parallel sets ask for it", async () => {
    const { id, caller } = await athlete();
    const times = ["06:00", "06:15", "06:30", "06:45", "07:00", "07:15"];
    const set = await Promise.all(
      times.map((time) => caller.reminders.set({ kind: "weekly_review", time, days: ["SU"] })),
    );
    expect(new Set(set.map((reminder) => reminder.id)).size).toBe(1);
    expect(await countOf(id)).toBe(1);
  });

  it("counts only the caller's reminders", async () => {
    const full = await athlete();
    await remindersFor(full.id, await habitsOf(full.id, REMINDERS_MAX));
    const other = await athlete();
    await other.caller.reminders.set({ kind: "journal", time: "21:00", days: ["MO"] });
    expect(await countOf(other.id)).toBe(1);
  });
});
