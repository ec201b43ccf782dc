import { eq, logins, users } from "@onepercent/db";
import { createUser, useTestDatabase } from "@onepercent/db/testing";
import { describe, expect, it } from "vitest";
import { dashboardSummary, recordStarterTask } from "./dashboard";

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

  it("answers NOT_FOUND for a user that does not exist", async () => {
    await expect(dashboardSummary(database.db, { id: crypto.randomUUID(), timeZone: "UTC" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
