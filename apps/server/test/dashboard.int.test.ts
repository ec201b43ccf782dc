import { eq, logins, starterTasks } from "@onepercent/db";
import { describe, expect, it } from "vitest";
import { bearer, signUp, useTestApp } from "./support/test-app";

const t = useTestApp();

const post = (token: string, body: unknown) => t.postJson("/api/users/starter-task", body, bearer(token));
const weekly = async (token: string) => {
  const response = await t.request("/api/users/weekly-performance", bearer(token));
  expect(response.status).toBe(200);
  return response.json();
};

describe("starter tasks", () => {
  it("records tasks reported by the client, under both paths and the legacy names", async () => {
    const { token, userId } = await signUp(t);
    expect(await post(token, { task: "firstBreathCycle", completed: true })).toHaveProperty("status", 200);
    const legacy = await t.postJson("/users/starter-task", { task: "mindsetCompleted" }, bearer(token));
    expect(await legacy.json()).toEqual({ success: true, task: "mindset", completed: true });
    const rows = await t.db.select().from(starterTasks).where(eq(starterTasks.userId, userId));
    expect(rows.map((row) => row.task).sort()).toEqual(["firstBreathCycle", "mindset"]);

    // Reporting it again changes nothing; completed: false withdraws it.
    await post(token, { task: "firstBreathCycle" });
    await post(token, { task: "mindset", completed: false });
    const after = await t.db.select().from(starterTasks).where(eq(starterTasks.userId, userId));
    expect(after.map((row) => row.task)).toEqual(["firstBreathCycle"]);
  });

  it("refuses unknown tasks and anonymous callers, changing nothing", async () => {
    const { token, userId } = await signUp(t);
    const unknown = await post(token, { task: "winTheLeague" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: "Unknown starter task" });
    expect((await post(token, { task: "mindset", completed: "yes" })).status).toBe(400);
    expect((await t.postJson("/api/users/starter-task", { task: "mindset" })).status).toBe(401);
    expect(await t.db.$count(starterTasks, eq(starterTasks.userId, userId))).toBe(0);
  });
});

describe("GET /api/users/weekly-performance", () => {
  it("counts this week's logins of the caller only, with the legacy field names", async () => {
    const athlete = await signUp(t);
    const other = await signUp(t);
    await t.db.insert(logins).values([
      { userId: other.userId, method: "password" },
      { userId: other.userId, method: "password" },
    ]);
    const body = await weekly(athlete.token);
    expect(body).toMatchObject({
      loginCount: 1,
      journalCount: 0,
      breathworkCount: 0,
      breathCycles: 0,
      relaxationMinutes: 0,
      meditationMinutes: 0,
      habitCompletionPercentage: 0,
      checklistCompletionPercentage: 0,
      concentrationGames: 0,
    });
    expect(await weekly(other.token)).toMatchObject({ loginCount: 3 });
    expect((await t.request("/api/users/weekly-performance")).status).toBe(401);
  });
});
