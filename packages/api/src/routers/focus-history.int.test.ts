import { breathworkSessions, concentrationAttempts, eq, relaxationSessions } from "@onepercent/db";
import { createUser, useTestDatabase } from "@onepercent/db/testing";
import { FOCUS_RECORDS_PER_DAY, focusMessages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import {
  breathworkHistory,
  saveBreathworkSession,
  saveConcentrationAttempt,
  saveRelaxationSession,
} from "../services/focus";
import { refusal, testCallers } from "../testing";

const database = useTestDatabase();
const { athlete } = testCallers(database);

// Wednesday 25 Nov 2026, 04:00 in Los Angeles (UTC-8; UTC-7 until 1 Nov).
const now = new Date("2026-11-25T12:00:00Z");
const HOUR = 60 * 60 * 1000;

describe("breathwork history on a fixed clock", () => {
  it("answers the last 30 local days newest first, the stats and one row per day", async () => {
    const user = await createUser(database.db, { timeZone: "America/Los_Angeles" });
    const save = (preset: string, completed: boolean, duration: number, date: string) =>
      saveBreathworkSession(database.db, user.id, { preset, completed, duration, date }, now);
    await save("Box Breathing", true, 80, "2026-11-25T08:30:00Z"); // 25 Nov 00:30 in LA: today
    await save("Resonance", false, 50, "2026-11-25T07:30:00Z"); // 24 Nov 23:30 in LA
    await save("Box Breathing", true, 80, "2026-10-27T08:30:00Z"); // 27 Oct 01:30: the first of the 30 days
    await save("Resonance", true, 120, "2026-10-27T06:30:00Z"); // 26 Oct 23:30: before them
    const other = await createUser(database.db, { timeZone: "America/Los_Angeles" });
    await saveBreathworkSession(database.db, other.id, { preset: "Resonance", completed: true, duration: 99 }, now);

    const { history, stats, days } = await breathworkHistory(database.db, user, now);
    expect(history.map((session) => [session.date.toISOString(), session.preset, session.cycles])).toEqual([
      ["2026-11-25T08:30:00.000Z", "Box Breathing", 5],
      ["2026-11-25T07:30:00.000Z", "Resonance", 5],
      ["2026-10-27T08:30:00.000Z", "Box Breathing", 5],
    ]);
    expect(stats).toEqual({
      totalSessions: 4,
      totalTime: 330,
      completedSessions: 3,
      recentSessions: 3,
      recentTotalTime: 210,
      recentCompletedSessions: 2,
    });
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: "2026-10-27", sessions: 1, seconds: 80 });
    expect(days.at(-2)).toEqual({ date: "2026-11-24", sessions: 1, seconds: 50 });
    expect(days.at(-1)).toEqual({ date: "2026-11-25", sessions: 1, seconds: 80 });
    expect(days.slice(1, -2).every((day) => day.sessions === 0 && day.seconds === 0)).toBe(true);
    expect(days.map((day) => day.date)).toEqual([...days.map((day) => day.date)].sort());

    // The same instants seen from UTC: the 24 Nov session is on the 25th, and 27 Oct 06:30 is in the window.
    const utc = await breathworkHistory(database.db, { id: user.id, timeZone: "UTC" }, now);
    expect(utc.days.at(-1)).toEqual({ date: "2026-11-25", sessions: 2, seconds: 130 });
    expect(utc.days[0]).toEqual({ date: "2026-10-27", sessions: 2, seconds: 200 });
  });

  it("answers empty stats and 30 empty days to a new user", async () => {
    const user = await createUser(database.db);
    const { history, stats, days } = await breathworkHistory(database.db, user, now);
    expect(history).toEqual([]);
    expect(Object.values(stats)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(days.every((day) => day.sessions === 0)).toBe(true);
    expect([days[0]?.date, days.at(-1)?.date]).toEqual(["2026-10-27", "2026-11-25"]);
  });
});

/** Each kind of Focus record: its table and a save of one record at `at`. */
const kinds = [
  {
    kind: "breathwork session",
    table: breathworkSessions,
    row: (userId: string, createdAt: Date) => ({
      userId,
      preset: "Box Breathing",
      completed: true,
      durationSeconds: 80,
      cycles: 5,
      startedAt: createdAt,
      createdAt,
    }),
    save: (userId: string, at: Date) =>
      saveBreathworkSession(database.db, userId, { preset: "Box Breathing", completed: true, duration: 80 }, at),
  },
  {
    kind: "relaxation session",
    table: relaxationSessions,
    row: (userId: string, createdAt: Date) => ({
      userId,
      durationMinutes: 1,
      actualDurationSeconds: 60,
      completed: true,
      createdAt,
    }),
    save: (userId: string, at: Date) =>
      saveRelaxationSession(database.db, userId, { durationMinutes: 1, actualDurationSeconds: 60, notes: "" }, at),
  },
  {
    kind: "concentration attempt",
    table: concentrationAttempts,
    row: (userId: string, createdAt: Date) => ({ userId, durationMs: 30_000, gridSize: 6, createdAt }),
    save: (userId: string, at: Date) =>
      saveConcentrationAttempt(database.db, userId, { duration: 30_000, gridSize: 6 }, at),
  },
] as const;

describe.each(kinds)("the daily cap of each $kind", ({ table, row, save }) => {
  /** `count` records of the user's saved `hoursAgo` before now. */
  const saved = (userId: string, count: number, hoursAgo: number) =>
    database.db
      .insert(table)
      .values(Array.from({ length: count }, () => row(userId, new Date(now.getTime() - hoursAgo * HOUR))));
  const countOf = (userId: string) => database.db.$count(table, eq(table.userId, userId));

  it("refuses the next record within 24 hours with 429 and says when to try again", async () => {
    const user = await createUser(database.db);
    await saved(user.id, 1, 30);
    await saved(user.id, FOCUS_RECORDS_PER_DAY - 1, 20);
    await save(user.id, now);
    const error = await save(user.id, now).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: "RATE_LIMITED",
      message: focusMessages.focusDailyLimit,
      retryAfterSeconds: 4 * 60 * 60,
    });
    expect(await countOf(user.id)).toBe(FOCUS_RECORDS_PER_DAY + 1);
    // Once the oldest of the day ages out, one more fits; another user was never limited.
    await save(user.id, new Date(now.getTime() + 4 * HOUR + 1000));
    const other = await createUser(database.db);
    await save(other.id, now);
  });

  it("holds the cap when records are saved at once", async () => {
    const user = await createUser(database.db);
    await saved(user.id, FOCUS_RECORDS_PER_DAY - 2, 1);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => save(user.id, now)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    expect(await countOf(user.id)).toBe(FOCUS_RECORDS_PER_DAY);
  });
});

describe("the daily cap through the router", () => {
  it("answers TOO_MANY_REQUESTS with the cap's message", async () => {
    const { id, caller } = await athlete();
    const createdAt = new Date();
    await database.db
      .insert(concentrationAttempts)
      .values(
        Array.from({ length: FOCUS_RECORDS_PER_DAY }, () => ({ userId: id, durationMs: 9000, gridSize: 4, createdAt })),
      );
    expect(await refusal(caller.focus.concentration.saveAttempt({ duration: 9000, gridSize: 4 }))).toEqual({
      code: "TOO_MANY_REQUESTS",
      message: focusMessages.focusDailyLimit,
    });
  });
});
