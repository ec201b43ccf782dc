import { createUser, useTestDatabase } from "@onepercent/db/testing";
import type { StarterTask } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { dashboardSummary } from "../services/dashboard";
import { saveBreathworkSession, saveConcentrationAttempt, saveRelaxationSession } from "../services/focus";
import { testCallers } from "../testing";

const database = useTestDatabase();
const { athlete, unlockedAdmin } = testCallers(database);

// Wednesday 25 Nov 2026: this week is 22–28 Nov, last week 15–21 Nov (Sunday to Saturday).
const now = new Date("2026-11-25T12:00:00Z");

/** A week's Focus records of `userId`: breathwork sessions (preset, completed, seconds, start), relaxation, games. */
async function recordWeeks(userId: string) {
  const breathe = (completed: boolean, duration: number, date: string) =>
    saveBreathworkSession(database.db, userId, { preset: "Box Breathing", completed, duration, date }, now);
  await breathe(true, 80, "2026-11-23T10:00:00Z"); // 5 cycles
  await breathe(false, 50, "2026-11-24T10:00:00Z"); // 3 cycles
  await breathe(false, 64, "2026-11-22T07:30:00Z"); // 4 cycles; Saturday 23:30 in Los Angeles
  await breathe(true, 80, "2026-11-17T10:00:00Z"); // 5 cycles, last week
  const relax = (durationMinutes: 1 | 2 | 4, actualDurationSeconds: number, at: string) =>
    saveRelaxationSession(database.db, userId, { durationMinutes, actualDurationSeconds, notes: "" }, new Date(at));
  await relax(4, 240, "2026-11-23T10:00:00Z");
  await relax(2, 100, "2026-11-24T10:00:00Z"); // 340 s this week: 5.67 minutes
  await relax(1, 29, "2026-11-16T10:00:00Z"); // last week: 0.48 minutes
  const play = (duration: number, at: string) =>
    saveConcentrationAttempt(database.db, userId, { duration, gridSize: 6 }, new Date(at));
  await play(30_000, "2026-11-23T10:00:00Z");
  await play(31_000, "2026-11-25T10:00:00Z");
  await play(40_000, "2026-11-20T10:00:00Z");
}

describe("focus on the dashboard", () => {
  it("counts this week's and last week's sessions, breaths, relaxed minutes and games in the user's zone", async () => {
    const user = await createUser(database.db);
    await recordWeeks(user.id);
    const utc = await dashboardSummary(database.db, { id: user.id, timeZone: "UTC" }, now);
    expect(utc.weekly.current).toMatchObject({
      breathworkCount: 3,
      breathCycles: 12,
      relaxationMinutes: 6,
      concentrationGames: 2,
    });
    expect(utc.weekly.previous).toMatchObject({
      breathworkCount: 1,
      breathCycles: 5,
      relaxationMinutes: 0,
      concentrationGames: 1,
    });
    expect(utc.weekly.trends.breathCycles).toEqual({ change: 7, direction: "up" });

    // In Los Angeles the Sunday 07:30 UTC session was on Saturday evening: last week.
    const la = await dashboardSummary(database.db, { id: user.id, timeZone: "America/Los_Angeles" }, now);
    expect(la.weekly.current).toMatchObject({ breathworkCount: 2, breathCycles: 8 });
    expect(la.weekly.previous).toMatchObject({ breathworkCount: 2, breathCycles: 9 });

    const other = await createUser(database.db);
    const empty = await dashboardSummary(database.db, { id: other.id, timeZone: "UTC" }, now);
    expect(empty.weekly.current).toMatchObject({ breathworkCount: 0, breathCycles: 0, relaxationMinutes: 0 });
  });

  it("derives the Focus starter tasks from the user's records", async () => {
    const { caller } = await athlete();
    const done = async (task: StarterTask) =>
      (await caller.dashboard.get()).starterTasks.tasks.find((item) => item.task === task)?.completed;
    expect([await done("firstBreathCycle"), await done("firstRelaxationSession")]).toEqual([false, false]);
    expect(await done("firstConcentrationGame")).toBe(false);

    // A session stopped before its first breath counts for nothing.
    await caller.focus.breathwork.saveSession({ preset: "Box Breathing", completed: false, duration: 10 });
    expect(await done("firstBreathCycle")).toBe(false);
    await caller.focus.breathwork.saveSession({ preset: "Box Breathing", completed: false, duration: 16 });
    expect(await done("firstBreathCycle")).toBe(true);
    await caller.focus.relaxation.saveSession({ durationMinutes: 1, actualDurationSeconds: 5 });
    expect(await done("firstRelaxationSession")).toBe(true);
    await caller.focus.concentration.saveAttempt({ duration: 20_000, gridSize: 4 });
    expect(await done("firstConcentrationGame")).toBe(true);
    // Clearing the history does not take the played game back.
    await caller.focus.concentration.clearHistory();
    expect((await caller.focus.concentration.stats()).stats.totalAttempts).toBe(0);
    expect(await done("firstConcentrationGame")).toBe(true);
  });
});

describe("focus in the admin's user list", () => {
  it("counts every breath, relaxed minute and game of each user", async () => {
    const { caller } = await unlockedAdmin();
    const user = await createUser(database.db);
    await recordWeeks(user.id);
    const quiet = await createUser(database.db);
    const list = await caller.admin.users.all();
    // 17 breaths; 240 + 100 + 29 = 369 s = 6.15 minutes; 3 games.
    expect(list.find((item) => item._id === user.id)).toMatchObject({
      breathCycles: 17,
      meditationMinutes: 6,
      concentrationGames: 3,
    });
    expect(list.find((item) => item._id === quiet.id)).toMatchObject({
      breathCycles: 0,
      meditationMinutes: 0,
      concentrationGames: 0,
    });
  });
});
