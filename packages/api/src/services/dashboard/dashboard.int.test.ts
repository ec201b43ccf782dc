import { dailyActionChecks, dailyActions, eq, journalEntries, logins, mvps, users } from "@onepercent/db";
import { createUser, useTestDatabase } from "@onepercent/db/testing";
import { describe, expect, it } from "vitest";
import { deleteJournalEntry, saveJournalEntry } from "../journal";
import { saveMindset } from "../mindset";
import { saveMvp } from "../mvp";
import { dashboardSummary, recordStarterTask } from ".";

const database = useTestDatabase();

describe("dashboard summary", () => {
  it("derives onboarding from the user's data and hides the card at five of eight", async () => {
    const { id: userId } = await createUser(database.db);
    const summary = () => dashboardSummary(database.db, { id: userId, timeZone: "UTC" });
    expect((await summary()).starterTasks).toMatchObject({ completed: 0, total: 8, showCard: true });

    await database.db.update(users).set({ onboardingCompleted: true }).where(eq(users.id, userId));
    for (const task of ["motivation", "mindset", "firstBreathCycle"] as const) {
      await recordStarterTask(database.db, userId, { task, completed: true });
    }
    expect((await summary()).starterTasks).toMatchObject({ completed: 4, showCard: true });
    expect((await summary()).starterTasks.tasks[0]).toEqual({ task: "onboarding", completed: true });

    await recordStarterTask(database.db, userId, { task: "firstRelaxationSession", completed: true });
    expect((await summary()).starterTasks).toMatchObject({ completed: 5, showCard: false });
  });

  it("splits weeks at Sunday midnight in the user's own time zone", async () => {
    const { id: userId } = await createUser(database.db);
    // Saturday 21 Nov 2026 23:30 in Los Angeles = Sunday 07:30 UTC: last week there.
    await database.db.insert(logins).values([
      { userId, method: "password", loggedInAt: new Date("2026-11-22T07:30:00Z") },
      { userId, method: "password", loggedInAt: new Date("2026-11-22T08:30:00Z") }, // Sunday 00:30 in LA
      { userId, method: "password", loggedInAt: new Date("2026-11-24T12:00:00Z") },
    ]);
    const now = new Date("2026-11-25T12:00:00Z");
    const la = await dashboardSummary(database.db, { id: userId, timeZone: "America/Los_Angeles" }, now);
    expect(la.weekly.week).toEqual({ start: "2026-11-22", end: "2026-11-29" });
    expect(la.weekly.current.loginCount).toBe(2);
    expect(la.weekly.previous.loginCount).toBe(1);
    expect(la.weekly.trends.loginCount).toEqual({ change: 1, direction: "up" });

    const utc = await dashboardSummary(database.db, { id: userId, timeZone: "UTC" }, now);
    expect(utc.weekly.current.loginCount).toBe(3);
    expect(utc.weekly.previous.loginCount).toBe(0);
  });

  it("derives habit completion per week and the first habit check from the stored checks", async () => {
    const { id: userId } = await createUser(database.db);
    const other = await createUser(database.db);
    // Wednesday 25 Nov 2026 in UTC; both actions exist since the week before.
    const now = new Date("2026-11-25T12:00:00Z");
    const createdAt = new Date("2026-11-10T12:00:00Z");
    const [daily, weekdays] = await database.db
      .insert(dailyActions)
      .values([
        { userId, action: "Visualize", frequency: "daily", createdAt },
        { userId, action: "Stretch", frequency: "weekdays", createdAt },
      ])
      .returning({ id: dailyActions.id });
    const summary = () => dashboardSummary(database.db, { id: userId, timeZone: "UTC" }, now);
    expect((await summary()).weekly.current.habitCompletionPercentage).toBe(0);
    expect((await summary()).starterTasks.tasks.find((task) => task.task === "firstHabitCheck")?.completed).toBe(false);
    if (!daily || !weekdays) throw new Error("actions were not created");

    // This week so far: SU..WE = 4 daily days + MO..WE = 3 weekdays = 7 counted days; 4 done.
    // Last week: 7 + 5 = 12 counted days; 3 done. A pending check and another user's check count for nothing.
    const [otherAction] = await database.db
      .insert(dailyActions)
      .values({ userId: other.id, action: "Other", createdAt })
      .returning({ id: dailyActions.id });
    await database.db
      .insert(dailyActionChecks)
      .values([
        { actionId: daily.id, userId, date: "2026-11-22", status: "completed" },
        { actionId: daily.id, userId, date: "2026-11-23", status: "completed" },
        { actionId: weekdays.id, userId, date: "2026-11-24", status: "completed" },
        { actionId: weekdays.id, userId, date: "2026-11-25", status: "completed" },
        { actionId: daily.id, userId, date: "2026-11-25", status: "pending" },
        { actionId: daily.id, userId, date: "2026-11-16", status: "completed" },
        { actionId: weekdays.id, userId, date: "2026-11-16", status: "completed" },
        { actionId: weekdays.id, userId, date: "2026-11-20", status: "completed" },
        ...(otherAction
          ? [{ actionId: otherAction.id, userId: other.id, date: "2026-11-24", status: "completed" as const }]
          : []),
      ]);
    const result = await summary();
    expect(result.weekly.current.habitCompletionPercentage).toBe(57);
    expect(result.weekly.previous.habitCompletionPercentage).toBe(25);
    expect(result.weekly.trends.habitCompletionPercentage).toEqual({ change: 32, direction: "up" });
    expect(result.starterTasks.tasks.find((task) => task.task === "firstHabitCheck")?.completed).toBe(true);
    const otherSummary = await dashboardSummary(database.db, { id: other.id, timeZone: "UTC" }, now);
    // The other user's one daily action: 1 of SU..WE done.
    expect(otherSummary.weekly.current.habitCompletionPercentage).toBe(25);
  });

  it("counts journal entries by their date in this and last week, and derives the first-journal task", async () => {
    const { id: userId } = await createUser(database.db);
    const { id: otherId } = await createUser(database.db);
    const now = new Date("2026-11-25T12:00:00Z"); // Wednesday; the week is 22 to 28 Nov
    const summary = (id: string) => dashboardSummary(database.db, { id, timeZone: "America/Los_Angeles" }, now);
    const firstJournal = async (id: string) =>
      (await summary(id)).starterTasks.tasks.find((task) => task.task === "firstJournalEntry")?.completed;

    expect((await summary(userId)).weekly.current.journalCount).toBe(0);
    expect(await firstJournal(userId)).toBe(false);

    const daily = (date: string) => ({
      type: "daily" as const,
      date,
      wins: [],
      gratitudes: [],
      well: "",
      better: "",
      how: "",
      notes: "",
    });
    const first = await saveJournalEntry(database.db, userId, daily("2026-11-22"));
    await saveJournalEntry(database.db, userId, daily("2026-11-28"));
    await saveJournalEntry(database.db, userId, {
      type: "weekly",
      date: "2026-11-24",
      goals: "g",
      wins: "w",
      lessons: "l",
      nextFocus: "n",
      rating: 6,
    });
    await saveJournalEntry(database.db, userId, daily("2026-11-21")); // last Saturday
    await saveJournalEntry(database.db, userId, daily("2026-11-14")); // two weeks ago
    await saveJournalEntry(database.db, userId, daily("2026-11-29")); // next week
    await saveJournalEntry(database.db, otherId, daily("2026-11-23"));

    const { weekly, starterTasks } = await summary(userId);
    expect(weekly.current.journalCount).toBe(3);
    expect(weekly.previous.journalCount).toBe(1);
    expect(weekly.trends.journalCount).toEqual({ change: 2, direction: "up" });
    expect(starterTasks.tasks.find((task) => task.task === "firstJournalEntry")).toEqual({
      task: "firstJournalEntry",
      completed: true,
    });
    expect((await summary(otherId)).weekly.current.journalCount).toBe(1);

    // Derived from the data: with every entry gone, the task is open again (unless recorded).
    await deleteJournalEntry(database.db, userId, { id: first.id });
    expect((await summary(userId)).weekly.current.journalCount).toBe(2);
    await database.db.delete(journalEntries).where(eq(journalEntries.userId, userId));
    expect(await firstJournal(userId)).toBe(false);
    await recordStarterTask(database.db, userId, { task: "firstJournalEntry", completed: true });
    expect(await firstJournal(userId)).toBe(true);
  });

  it("derives the motivation task from a saved MVP, for its owner only", async () => {
    const { id: userId } = await createUser(database.db);
    const { id: otherId } = await createUser(database.db);
    const motivation = async (id: string) =>
      (await dashboardSummary(database.db, { id, timeZone: "UTC" })).starterTasks.tasks.find(
        (task) => task.task === "motivation",
      )?.completed;

    expect(await motivation(userId)).toBe(false);
    await saveMvp(database.db, userId, { mission: "Compete with joy", vision: ["Start"], principles: ["Breathe"] });
    expect(await motivation(userId)).toBe(true);
    expect((await dashboardSummary(database.db, { id: userId, timeZone: "UTC" })).starterTasks.completed).toBe(1);
    expect(await motivation(otherId)).toBe(false);

    await database.db.delete(mvps).where(eq(mvps.userId, userId));
    expect(await motivation(userId)).toBe(false);
  });

  it("derives the mindset task from a saved mindset that holds something", async () => {
    const { id: userId } = await createUser(database.db);
    const { id: otherId } = await createUser(database.db);
    const mindsetDone = async (id: string) =>
      (await dashboardSummary(database.db, { id, timeZone: "UTC" })).starterTasks.tasks.find(
        (task) => task.task === "mindset",
      )?.completed;
    expect(await mindsetDone(userId)).toBe(false);
    await saveMindset(database.db, userId, { oneWordFocus: "" });
    expect(await mindsetDone(userId)).toBe(false);
    await saveMindset(database.db, userId, { selfTalk: ["Next point."] });
    expect(await mindsetDone(userId)).toBe(true);
    expect(await mindsetDone(otherId)).toBe(false);
    await saveMindset(database.db, userId, { selfTalk: [] });
    expect(await mindsetDone(userId)).toBe(false);
    // An identity statement alone is a mindset too (training-and-tools.md §3).
    await saveMindset(database.db, userId, {
      identityStatement: { iHave: [], iAm: ["calm under pressure"], iLove: [], iGive: [] },
    });
    expect(await mindsetDone(userId)).toBe(true);
    await saveMindset(database.db, userId, { identityStatement: { iHave: [], iAm: [], iLove: [], iGive: [] } });
    expect(await mindsetDone(userId)).toBe(false);
    await saveMindset(database.db, userId, { oneWordFocus: "Calm" });
    expect(await mindsetDone(userId)).toBe(true);
  });

  it("answers NOT_FOUND for a user that does not exist", async () => {
    await expect(dashboardSummary(database.db, { id: crypto.randomUUID(), timeZone: "UTC" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
