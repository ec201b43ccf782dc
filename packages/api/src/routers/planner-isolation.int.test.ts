import { dailyCheckins, objectives, plannerTasks, roleGoals, tasks } from "@onepercent/db";
import { useTestDatabase } from "@onepercent/db/testing";
import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { testCallers } from "../testing";

const database = useTestDatabase();
const { athlete } = testCallers(database);

/** Every row of the planner tables, to prove a refused call changed nothing. */
async function snapshot() {
  const [a, b, c, d, e] = await Promise.all([
    database.db.select().from(roleGoals),
    database.db.select().from(objectives),
    database.db.select().from(plannerTasks),
    database.db.select().from(tasks),
    database.db.select().from(dailyCheckins),
  ]);
  return { roleGoals: a, objectives: b, plannerTasks: c, tasks: d, checkIns: e };
}

type Caller = Awaited<ReturnType<typeof athlete>>["caller"];

/** The caller's role-goal "Athlete: Win". */
const addRoleGoal = (caller: Caller) => caller.planner.roleGoals.create({ role: "Athlete", goal: "Win" });

/** An objective under `roleGoalId` from `startDate` to `endDate`. */
const addObjective = (caller: Caller, roleGoalId: string, objective: string, startDate: string, endDate: string) =>
  caller.planner.objectives.create({ roleGoalId, objective, startDate, endDate });

describe("planner: isolation", () => {
  it("answers another user's records exactly like missing ones and changes nothing", async () => {
    const owner = await athlete();
    const intruder = await athlete();
    const roleGoal = await addRoleGoal(owner.caller);
    const objective = await addObjective(owner.caller, roleGoal.id, "Serve 70%", "2026-11-23", "2026-12-06");
    const task = await owner.caller.planner.tasks.createDaily({
      roleGoalId: roleGoal.id,
      task: "Serve",
      date: "2026-11-23",
    });
    const generic = await owner.caller.planner.genericTasks.create({ title: "Pack bag" });
    await owner.caller.planner.checkIn.save({ date: "2026-11-23", mood: 5 });
    const before = await snapshot();

    expect(await intruder.caller.planner.roleGoals.list()).toEqual([]);
    expect((await intruder.caller.planner.daily({ date: "2026-11-23" })).groups).toEqual([]);
    expect((await intruder.caller.planner.twoWeek({ startDate: "2026-11-23" })).groups).toEqual([]);
    expect(await intruder.caller.planner.genericTasks.list()).toEqual([]);
    expect(await intruder.caller.planner.checkIn.get({ date: "2026-11-23" })).toBeNull();

    const range = { startDate: "2026-11-23", endDate: "2026-11-24" };
    // Made one at a time, so each refusal is awaited before the next call starts.
    const { planner } = intruder.caller;
    const attempts = [
      () => planner.roleGoals.update({ id: roleGoal.id, data: { role: "Mine", goal: "Mine" } }),
      () => planner.roleGoals.delete({ id: roleGoal.id }),
      () => planner.objectives.create({ roleGoalId: roleGoal.id, objective: "Mine", ...range }),
      () => planner.objectives.update({ id: objective.id, data: { completed: true } }),
      () => planner.objectives.delete({ id: objective.id }),
      () => planner.tasks.createDaily({ roleGoalId: roleGoal.id, task: "Mine", date: "2026-11-23" }),
      () => planner.tasks.createRange({ roleGoalId: roleGoal.id, task: "Mine", ...range }),
      () => planner.tasks.update({ id: task.id, data: { completed: true } }),
      () => planner.tasks.delete({ id: task.id }),
      () => planner.genericTasks.update({ id: generic.id, data: { completed: true } }),
      () => planner.genericTasks.delete({ id: generic.id }),
    ];
    const missing = crypto.randomUUID();
    const missingAttempts = [
      () => planner.roleGoals.delete({ id: missing }),
      () => planner.objectives.delete({ id: missing }),
      () => planner.tasks.delete({ id: missing }),
      () => planner.genericTasks.delete({ id: missing }),
    ];
    for (const attempt of [...attempts, ...missingAttempts]) {
      await expect(attempt()).rejects.toMatchObject({ code: "NOT_FOUND", message: messages.notFound });
    }
    await intruder.caller.planner.checkIn.save({ date: "2026-11-23", mood: 1 });
    const withoutIntruder = (state: Awaited<ReturnType<typeof snapshot>>) => ({
      ...state,
      checkIns: state.checkIns.filter((row) => row.userId !== intruder.id),
    });
    expect(withoutIntruder(await snapshot())).toEqual(withoutIntruder(before));
  });
});
