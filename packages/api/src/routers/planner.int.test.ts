import { dailyCheckins, eq, objectives, plannerTasks, roleGoals, tasks } from "@onepercent/db";
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

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error,
  );
}

/** Refused as an input error whose answer carries `message`. */
async function expectBadRequest(call: Promise<unknown>, message: string) {
  const error = await rejection(call);
  expect(error).toMatchObject({ code: "BAD_REQUEST" });
  expect(JSON.stringify(error)).toContain(message);
}

type Caller = Awaited<ReturnType<typeof athlete>>["caller"];

/** The caller's role-goal "Athlete: Win". */
const addRoleGoal = (caller: Caller) => caller.planner.roleGoals.create({ role: "Athlete", goal: "Win" });

/** An objective under `roleGoalId` from `startDate` to `endDate`. */
const addObjective = (caller: Caller, roleGoalId: string, objective: string, startDate: string, endDate: string) =>
  caller.planner.objectives.create({ roleGoalId, objective, startDate, endDate });

describe("planner: roles and goals", () => {
  it("creates, lists, edits and deletes the caller's role-goals", async () => {
    const { caller } = await athlete();
    const first = await caller.planner.roleGoals.create({ role: "  Athlete ", goal: " Make the varsity team " });
    const second = await caller.planner.roleGoals.create({ role: "Student", goal: "GPA 3.5" });
    expect(first).toMatchObject({ role: "Athlete", goal: "Make the varsity team" });
    expect((await caller.planner.roleGoals.list()).map((row) => row.id)).toEqual([first.id, second.id]);

    const edited = await caller.planner.roleGoals.update({ id: first.id, data: { role: "Captain", goal: "Lead" } });
    expect(edited).toMatchObject({ id: first.id, role: "Captain", goal: "Lead" });
    expect(await caller.planner.roleGoals.delete({ id: second.id })).toEqual({ id: second.id });
    expect(await caller.planner.roleGoals.list()).toMatchObject([{ id: first.id, role: "Captain" }]);
  });

  it("refuses a blank role or goal with the messages and changes nothing", async () => {
    const { caller } = await athlete();
    const kept = await addRoleGoal(caller);
    const before = await snapshot();
    await expectBadRequest(caller.planner.roleGoals.create({ role: " ", goal: "Win" }), messages.roleRequired);
    await expectBadRequest(caller.planner.roleGoals.create({ role: "Athlete", goal: "" }), messages.goalRequired);
    await expectBadRequest(
      caller.planner.roleGoals.update({ id: kept.id, data: { role: "Athlete", goal: "  " } }),
      messages.goalRequired,
    );
    expect(await snapshot()).toEqual(before);
  });

  it("deleting a role-goal removes its objectives and tasks", async () => {
    const { caller } = await athlete();
    const roleGoal = await addRoleGoal(caller);
    const objective = await addObjective(caller, roleGoal.id, "Serve 70%", "2026-11-23", "2026-12-06");
    const task = await caller.planner.tasks.createDaily({ roleGoalId: roleGoal.id, task: "Serve", date: "2026-11-23" });
    await caller.planner.roleGoals.delete({ id: roleGoal.id });
    expect(await database.db.select().from(objectives).where(eq(objectives.id, objective.id))).toEqual([]);
    expect(await database.db.select().from(plannerTasks).where(eq(plannerTasks.id, task.id))).toEqual([]);
  });
});

describe("planner: the daily planner", () => {
  it("groups the date's tasks and covering objectives under each role-goal; add and complete", async () => {
    const { caller } = await athlete();
    const athleteGoal = await addRoleGoal(caller);
    const student = await caller.planner.roleGoals.create({ role: "Student", goal: "Pass" });
    const objective = await addObjective(caller, athleteGoal.id, "Serve 70%", "2026-11-20", "2026-11-25");
    await addObjective(caller, athleteGoal.id, "Later", "2026-12-01", "2026-12-02");
    const task = await caller.planner.tasks.createDaily({
      roleGoalId: athleteGoal.id,
      task: " 100 serves ",
      date: "2026-11-23",
    });
    await caller.planner.tasks.createDaily({ roleGoalId: student.id, task: "Read", date: "2026-11-24" });
    expect(task).toMatchObject({ task: "100 serves", completed: false, date: "2026-11-23", startDate: null });

    const day = await caller.planner.daily({ date: "2026-11-23" });
    expect(day.groups.map((group) => group.roleGoal.id)).toEqual([athleteGoal.id, student.id]);
    expect(day.groups[0]?.objectives.map((row) => row.id)).toEqual([objective.id]);
    expect(day.groups[0]?.tasks.map((row) => row.id)).toEqual([task.id]);
    expect(day.groups[1]).toMatchObject({ objectives: [], tasks: [] });

    expect(await caller.planner.tasks.update({ id: task.id, data: { completed: true } })).toMatchObject({
      completed: true,
      task: "100 serves",
    });
    expect((await caller.planner.daily({ date: "2026-11-23" })).groups[0]?.tasks[0]?.completed).toBe(true);
  });

  it("refuses a task without role-goal, text or a valid date and changes nothing", async () => {
    const { caller } = await athlete();
    const roleGoal = await addRoleGoal(caller);
    const before = await snapshot();
    for (const [input, message] of [
      [{ roleGoalId: "", task: "Serve", date: "2026-11-23" }, messages.roleGoalIdMissing],
      [{ roleGoalId: roleGoal.id, task: " ", date: "2026-11-23" }, messages.taskTextRequired],
      [{ roleGoalId: roleGoal.id, task: "Serve", date: "" }, messages.plannerDateRequired],
      [{ roleGoalId: roleGoal.id, task: "Serve", date: "2026-13-01" }, messages.plannerDateInvalid],
    ] as const) {
      await expectBadRequest(caller.planner.tasks.createDaily(input), message);
    }
    // An unknown role-goal and a text that is no id at all name no record alike (decision 018).
    for (const roleGoalId of [crypto.randomUUID(), "not-an-id"]) {
      const unknownRoleGoal = caller.planner.tasks.createDaily({ roleGoalId, task: "Serve", date: "2026-11-23" });
      await expect(unknownRoleGoal).rejects.toMatchObject({ code: "NOT_FOUND", message: messages.notFound });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("planner: the two-week planner", () => {
  it("defaults the end to start plus 13 days and lists overlapping objectives and range tasks", async () => {
    const { caller } = await athlete();
    const roleGoal = await addRoleGoal(caller);
    const inside = await addObjective(caller, roleGoal.id, "Serve 70%", "2026-11-30", "2026-12-10");
    await addObjective(caller, roleGoal.id, "Too late", "2026-12-07", "2026-12-08");
    const rangeTask = await caller.planner.tasks.createRange({
      roleGoalId: roleGoal.id,
      task: "Film review",
      startDate: "2026-11-23",
      endDate: "2026-11-24",
    });
    await caller.planner.tasks.createDaily({ roleGoalId: roleGoal.id, task: "Daily only", date: "2026-11-23" });

    const plan = await caller.planner.twoWeek({ startDate: "2026-11-23" });
    expect(plan).toMatchObject({ startDate: "2026-11-23", endDate: "2026-12-06" });
    expect(plan.groups[0]?.objectives.map((row) => row.id)).toEqual([inside.id]);
    expect(plan.groups[0]?.tasks.map((row) => row.id)).toEqual([rangeTask.id]);
  });

  it("completes, edits and deletes objectives and tasks", async () => {
    const { caller } = await athlete();
    const roleGoal = await addRoleGoal(caller);
    const objective = await addObjective(caller, roleGoal.id, "Serve 70%", "2026-11-23", "2026-12-06");
    const task = await caller.planner.tasks.createRange({
      roleGoalId: roleGoal.id,
      task: "Film",
      startDate: "2026-11-23",
      endDate: "2026-11-30",
    });
    expect(await caller.planner.objectives.update({ id: objective.id, data: { completed: true } })).toMatchObject({
      completed: true,
      objective: "Serve 70%",
    });
    expect(
      await caller.planner.objectives.update({
        id: objective.id,
        data: { objective: "Serve 75%", endDate: "2026-12-01" },
      }),
    ).toMatchObject({ objective: "Serve 75%", startDate: "2026-11-23", endDate: "2026-12-01", completed: true });
    expect(await caller.planner.tasks.update({ id: task.id, data: { task: "Film study" } })).toMatchObject({
      task: "Film study",
      completed: false,
    });
    await caller.planner.objectives.delete({ id: objective.id });
    await caller.planner.tasks.delete({ id: task.id });
    const plan = await caller.planner.twoWeek({ startDate: "2026-11-23", endDate: "2026-12-06" });
    expect(plan.groups[0]).toMatchObject({ objectives: [], tasks: [] });
  });

  it("refuses each §5 objective rule with its message and changes nothing", async () => {
    const { caller } = await athlete();
    const roleGoal = await addRoleGoal(caller);
    const objective = await addObjective(caller, roleGoal.id, "Serve 70%", "2026-11-23", "2026-12-06");
    const valid = { roleGoalId: roleGoal.id, objective: "Rally", startDate: "2026-11-23", endDate: "2026-12-06" };
    const before = await snapshot();
    for (const [input, message] of [
      [{ ...valid, roleGoalId: "" }, "Role/Goal ID is missing"],
      [{ ...valid, objective: "  " }, "Objective text cannot be empty"],
      [{ ...valid, startDate: "" }, "Start date and end date are required"],
      [{ ...valid, endDate: "06/12/2026" }, "Invalid date format"],
      [{ ...valid, endDate: "2026-11-01" }, messages.plannerEndBeforeStart],
    ] as const) {
      await expectBadRequest(caller.planner.objectives.create(input), message);
    }
    // An edit that would put the end before the stored start.
    await expect(
      caller.planner.objectives.update({ id: objective.id, data: { endDate: "2026-11-01" } }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: messages.plannerEndBeforeStart });
    await expect(caller.planner.twoWeek({ startDate: "2026-11-23", endDate: "2026-11-01" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe("planner: generic tasks and the daily check-in", () => {
  it("round-trips generic tasks", async () => {
    const { caller } = await athlete();
    const task = await caller.planner.genericTasks.create({ title: "Pack bag", dueDate: "2026-11-30" });
    expect(task).toMatchObject({ title: "Pack bag", description: null, dueDate: "2026-11-30", completed: false });
    const edited = await caller.planner.genericTasks.update({
      id: task.id,
      data: { completed: true, description: "Shoes" },
    });
    expect(edited).toMatchObject({ completed: true, description: "Shoes", title: "Pack bag" });
    expect(await caller.planner.genericTasks.list()).toMatchObject([{ id: task.id, completed: true }]);
    await caller.planner.genericTasks.delete({ id: task.id });
    expect(await caller.planner.genericTasks.list()).toEqual([]);
    await expect(caller.planner.genericTasks.create({ title: " " })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("keeps one check-in per day, replaced by a second save", async () => {
    const { caller } = await athlete();
    expect(await caller.planner.checkIn.get({ date: "2026-11-23" })).toBeNull();
    await caller.planner.checkIn.save({ date: "2026-11-23", mood: 2 });
    const again = await caller.planner.checkIn.save({ date: "2026-11-23", mood: 4 });
    expect(again).toMatchObject({ date: "2026-11-23", mood: 4 });
    expect(await caller.planner.checkIn.get({ date: "2026-11-23" })).toMatchObject({ mood: 4 });
    const before = await snapshot();
    // @ts-expect-error a mood that is neither a word nor a number is refused at run time too
    const error = await rejection(caller.planner.checkIn.save({ date: "2026-11-23", mood: true }));
    expect(JSON.stringify(error)).toContain(messages.moodInvalid);
    await expectBadRequest(caller.planner.checkIn.save({ date: "2026-11-23", mood: " " }), messages.moodInvalid);
    expect(await snapshot()).toEqual(before);
  });

  it("keeps a mood given as a word or as any number, and reads back the same type", async () => {
    const { caller } = await athlete();
    expect(await caller.planner.checkIn.save({ date: "2026-11-20", mood: " relaxed " })).toMatchObject({
      mood: "relaxed",
    });
    expect(await caller.planner.checkIn.save({ date: "2026-11-21", mood: 9 })).toMatchObject({ mood: 9 });
    expect(await caller.planner.checkIn.save({ date: "2026-11-22", mood: "3" })).toMatchObject({ mood: "3" });
    expect(await caller.planner.checkIn.get({ date: "2026-11-20" })).toMatchObject({ mood: "relaxed" });
    expect(await caller.planner.checkIn.get({ date: "2026-11-21" })).toMatchObject({ mood: 9 });
    expect(await caller.planner.checkIn.get({ date: "2026-11-22" })).toMatchObject({ mood: "3" });
  });
});
