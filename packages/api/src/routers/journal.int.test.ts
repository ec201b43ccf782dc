import { eq, journalEntries } from "@onepercent/db";
import { samplePerformanceJournal, sampleWeeklyJournal, useTestDatabase } from "@onepercent/db/testing";
import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { journalTrends } from "../services/journal";
import { refusal, testCallers } from "../testing";

const database = useTestDatabase();
const { callerFor, athlete } = testCallers(database);

const rowsOf = (userId: string) => database.db.select().from(journalEntries).where(eq(journalEntries.userId, userId));

const daily = {
  type: "daily" as const,
  date: "2026-11-23",
  wins: [" Won every sprint ", "", "Stayed calm"],
  gratitudes: ["My coach", " ", ""],
  well: "Kept my head up",
  better: "Communication",
  how: "Call the ball earlier",
  notes: "Slept 8 hours",
};
const weekly = sampleWeeklyJournal;
const performance = samplePerformanceJournal;

describe("journal round trips", () => {
  it("saves and reads back each journal, with blanks dropped and text trimmed", async () => {
    const { caller } = await athlete();
    const saved = await caller.journal.save(daily);
    expect(saved).toMatchObject({
      type: "daily",
      date: "2026-11-23",
      wins: ["Won every sprint", "Stayed calm"],
      gratitudes: ["My coach"],
      well: "Kept my head up",
      notes: "Slept 8 hours",
    });
    expect(await caller.journal.get({ type: "daily", date: "2026-11-23" })).toEqual(saved);

    expect(await caller.journal.save(weekly)).toMatchObject({ ...weekly, id: expect.any(String) });
    expect(await caller.journal.get({ type: "weekly", date: "2026-11-22" })).toMatchObject(weekly);
    expect(await caller.journal.save(performance)).toMatchObject(performance);
    expect(await caller.journal.get({ type: "performance", date: "2026-11-21" })).toMatchObject(performance);

    // Another type on the same date, or another date, has nothing.
    expect(await caller.journal.get({ type: "weekly", date: "2026-11-23" })).toBeNull();
    expect(await caller.journal.get({ type: "daily", date: "2026-11-24" })).toBeNull();
  });

  it("updates the day's entry when saved again (one per user, type and date)", async () => {
    const { id, caller } = await athlete();
    const first = await caller.journal.save(weekly);
    const second = await caller.journal.save({ ...weekly, lessons: "Trust the process", rating: 9 });
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ lessons: "Trust the process", rating: 9 });
    expect(second.updatedAt.getTime()).toBeGreaterThanOrEqual(first.updatedAt.getTime());
    expect(second.createdAt).toEqual(first.createdAt);
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it("lists the dates of one type, newest first", async () => {
    const { caller } = await athlete();
    for (const date of ["2026-11-20", "2026-11-23", "2026-10-02"]) await caller.journal.save({ ...daily, date });
    await caller.journal.save(weekly);
    const dates = await caller.journal.listDates({ type: "daily" });
    expect(dates.map((item) => item.date)).toEqual(["2026-11-23", "2026-11-20", "2026-10-02"]);
    expect(dates[0]).toEqual({ id: expect.any(String), date: "2026-11-23" });
    expect(await caller.journal.listDates({ type: "weekly" })).toHaveLength(1);
    expect(await caller.journal.listDates({ type: "performance" })).toEqual([]);
  });

  it("deletes an entry", async () => {
    const { id, caller } = await athlete();
    const saved = await caller.journal.save(daily);
    expect(await caller.journal.delete({ id: saved.id })).toMatchObject({ id: saved.id, type: "daily" });
    expect(await rowsOf(id)).toHaveLength(0);
    await expect(caller.journal.delete({ id: saved.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("journal validation", () => {
  const rejected = [
    ["no date", { ...daily, date: undefined }, messages.journalDateRequired],
    ["an impossible date", { ...daily, date: "2026-02-30" }, messages.journalDateInvalid],
    ["four wins", { ...daily, wins: ["a", "b", "c", "d"] }, messages.journalTooManyWins],
    ["four gratitudes", { ...daily, gratitudes: ["a", "b", "c", "d"] }, messages.journalTooManyGratitudes],
    ["a long win", { ...daily, wins: ["x".repeat(501)] }, messages.journalSlotTooLong],
    ["a long note", { ...daily, notes: "x".repeat(5001) }, messages.journalTextTooLong],
    ["blank goals", { ...weekly, goals: "  " }, messages.weeklyGoalsRequired],
    ["no wins", { ...weekly, wins: undefined }, messages.weeklyWinsRequired],
    ["blank lessons", { ...weekly, lessons: "" }, messages.weeklyLessonsRequired],
    ["blank next focus", { ...weekly, nextFocus: " " }, messages.weeklyNextFocusRequired],
    ["rating 0", { ...weekly, rating: 0 }, messages.journalRatingInvalid],
    ["rating 11", { ...weekly, rating: 11 }, messages.journalRatingInvalid],
    ["no event", { ...performance, event: "" }, messages.performanceEventRequired],
    ["no preparation", { ...performance, preparation: " " }, messages.performancePreparationRequired],
    ["no mental state", { ...performance, mentalState: "" }, messages.performanceMentalStateRequired],
    ["no performance", { ...performance, performance: "" }, messages.performancePerformanceRequired],
    ["no strengths", { ...performance, strengths: "" }, messages.performanceStrengthsRequired],
    ["no improvements", { ...performance, improvements: "" }, messages.performanceImprovementsRequired],
    ["no next steps", { ...performance, nextSteps: "" }, messages.performanceNextStepsRequired],
    ["performance rating 11", { ...performance, performanceRating: 11 }, messages.journalRatingInvalid],
    ["mental rating 2.5", { ...performance, mentalRating: 2.5 }, messages.journalRatingInvalid],
    ["an unknown type", { ...weekly, type: "monthly" }, messages.journalTypeInvalid],
  ] as const;

  it.each(rejected)("refuses %s with the rule's message and stores nothing", async (_name, input, message) => {
    const { id, caller } = await athlete();
    // The input is deliberately invalid: it goes through the procedure's parser as unknown data.
    const save = caller.journal.save as (input: unknown) => Promise<unknown>;
    expect(await refusal(save(input))).toEqual({ code: "BAD_REQUEST", message });
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it("refuses an invalid save without changing the saved entry", async () => {
    const { caller } = await athlete();
    await caller.journal.save(weekly);
    await expect(caller.journal.save({ ...weekly, goals: " " })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await caller.journal.get({ type: "weekly", date: weekly.date })).toMatchObject(weekly);
  });

  it("refuses bad queries and anonymous callers", async () => {
    const { caller } = await athlete();
    expect(await refusal(caller.journal.get({ type: "daily", date: "yesterday" }))).toEqual({
      code: "BAD_REQUEST",
      message: messages.journalDateInvalid,
    });
    const anonymous = await callerFor(null);
    await expect(anonymous.journal.save(daily)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(anonymous.journal.listDates({ type: "daily" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(caller.journal.delete({ id: "not-an-id" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("journal isolation", () => {
  it("never shows, lists, changes or deletes another user's entries", async () => {
    const owner = await athlete();
    const other = await athlete();
    const saved = await owner.caller.journal.save(daily);

    expect(await other.caller.journal.get({ type: "daily", date: daily.date })).toBeNull();
    expect(await other.caller.journal.listDates({ type: "daily" })).toEqual([]);
    await expect(other.caller.journal.delete({ id: saved.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: messages.notFound,
    });
    // Same answer as for an entry that never existed.
    await expect(other.caller.journal.delete({ id: crypto.randomUUID() })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: messages.notFound,
    });

    // The other user's own entry on the same date is separate.
    await other.caller.journal.save({ ...daily, wins: ["Mine"] });
    expect(await owner.caller.journal.get({ type: "daily", date: daily.date })).toEqual(saved);
    expect(await rowsOf(owner.id)).toHaveLength(1);
    expect(await rowsOf(other.id)).toHaveLength(1);
  });
});

describe("journal trends", () => {
  it("averages ratings per week over the last twelve weeks in the user's zone", async () => {
    const { id, caller } = await athlete({ timeZone: "America/Los_Angeles" });
    await caller.journal.save({ ...weekly, date: "2026-11-22", rating: 8 });
    await caller.journal.save({ ...weekly, date: "2026-11-24", rating: 5 });
    await caller.journal.save({ ...weekly, date: "2026-11-14", rating: 4 });
    await caller.journal.save({ ...performance, date: "2026-11-23", performanceRating: 9, mentalRating: 7 });
    await caller.journal.save({ ...weekly, date: "2026-08-01", rating: 2 }); // older than twelve weeks
    await caller.journal.save({ ...daily, date: "2026-11-23" });

    // Sunday 22 Nov 2026 03:00 UTC is still Saturday 21 Nov in Los Angeles.
    const laSaturday = await journalTrends(
      database.db,
      { id, timeZone: "America/Los_Angeles" },
      new Date("2026-11-22T03:00:00Z"),
    );
    expect(laSaturday.at(-1)?.weekStart).toBe("2026-11-15");

    const weeks = await journalTrends(
      database.db,
      { id, timeZone: "America/Los_Angeles" },
      new Date("2026-11-25T12:00:00Z"),
    );
    expect(weeks).toHaveLength(12);
    expect(weeks[0]?.weekStart).toBe("2026-09-06");
    expect(weeks.at(-1)).toEqual({
      weekStart: "2026-11-22",
      rating: 6.5,
      performanceRating: 9,
      mentalRating: 7,
      weeklyEntries: 2,
      performanceEntries: 1,
    });
    expect(weeks.at(-2)).toMatchObject({ weekStart: "2026-11-15", rating: null, performanceRating: null });
    expect(weeks.at(-3)).toMatchObject({ weekStart: "2026-11-08", rating: 4, weeklyEntries: 1 });
    expect(weeks.reduce((sum, week) => sum + week.weeklyEntries, 0)).toBe(3);

    // The procedure answers the caller's own twelve weeks only.
    const other = await athlete();
    const otherWeeks = await other.caller.journal.trends();
    expect(otherWeeks.every((week) => week.weeklyEntries === 0 && week.rating === null)).toBe(true);
  });
});
