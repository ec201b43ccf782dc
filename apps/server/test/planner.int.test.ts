import { objectives, plannerTasks, roleGoals, tasks } from "@onepercent/db";
import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, jsonOf, restCalls, SPA_MARKER, signUp, useTestApp } from "./support/test-app";

const t = useTestApp();
const { send } = restCalls(t);
const json = jsonOf;

const Legacy = z.looseObject({ _id: z.string(), id: z.string() });
const RoleGoal = Legacy.extend({ role: z.string(), goal: z.string() });
const Task = Legacy.extend({ task: z.string(), completed: z.boolean(), roleGoalId: z.string() });
const Objective = Legacy.extend({ objective: z.string(), startDate: z.string(), endDate: z.string() });
const Group = z.object({ roleGoal: RoleGoal, objectives: z.array(Objective), tasks: z.array(Task) });
const PlanMap = z.record(z.string(), Group);

/** POSTs `body` and answers what the 201 carries. */
async function created(path: string, token: string, body: unknown): Promise<unknown> {
  return json(await send("POST", path, token, body), 201);
}

async function addRoleGoal(token: string, path = "/roles-and-goals") {
  return RoleGoal.parse(await created(path, token, { role: "Athlete", goal: "Make varsity" }));
}

/** An objective "Serve 70%" under `roleGoalId`, through POST /two-week-planner/objective. */
async function addObjective(token: string, roleGoalId: string, startDate: string, endDate: string) {
  const body = { roleGoalId, objective: "Serve 70%", startDate, endDate };
  return Objective.parse(await created("/two-week-planner/objective", token, body));
}

/** Every planner row, to prove a refused call changed nothing. */
async function rows() {
  return Promise.all([
    t.db.select().from(roleGoals),
    t.db.select().from(objectives),
    t.db.select().from(plannerTasks),
    t.db.select().from(tasks),
  ]);
}

describe("roles and goals: /roles-and-goals and /api/roles-and-goals", () => {
  it("creates, lists, edits and deletes, on both prefixes", async () => {
    const { token } = await signUp(t);
    const created = await addRoleGoal(token);
    const second = await addRoleGoal(token, "/api/roles-and-goals");
    expect(created).toMatchObject({ role: "Athlete", goal: "Make varsity", _id: created.id });
    for (const path of ["/roles-and-goals", "/api/roles-and-goals"]) {
      const list = z.array(RoleGoal).parse(await json(await send("GET", path, token)));
      expect(list.map((item) => item._id)).toEqual([created.id, second.id]);
    }
    const edited = RoleGoal.parse(
      await json(await send("PUT", `/roles-and-goals/${created.id}`, token, { role: "Captain", goal: "Lead" })),
    );
    expect(edited).toMatchObject({ _id: created.id, role: "Captain", goal: "Lead" });
    await json(await send("PUT", `/api/roles-and-goals/${second.id}`, token, { role: "Student", goal: "Pass" }));
    expect(await json(await send("DELETE", `/roles-and-goals/${created.id}`, token))).toMatchObject({
      _id: created.id,
    });
    expect(await json(await send("DELETE", `/api/roles-and-goals/${second.id}`, token))).toMatchObject({
      _id: second.id,
    });
    expect(await json(await send("GET", "/roles-and-goals", token))).toEqual([]);
  });

  it("answers 401 without a token, 400 with the rule's message, 404 for another user's item", async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const item = await addRoleGoal(owner.token);
    const before = await rows();
    expect((await send("GET", "/api/roles-and-goals", null)).status).toBe(401);
    expect((await send("POST", "/roles-and-goals", null, { role: "A", goal: "B" })).status).toBe(401);
    expect(await json(await send("POST", "/roles-and-goals", owner.token, { role: "", goal: "B" }), 400)).toEqual({
      message: messages.roleRequired,
    });
    expect(await json(await send("PUT", `/roles-and-goals/${item.id}`, owner.token, { role: "A" }), 400)).toEqual({
      message: messages.goalRequired,
    });
    const notFound = { message: messages.notFound };
    expect(
      await json(await send("PUT", `/roles-and-goals/${item.id}`, intruder.token, { role: "A", goal: "B" }), 404),
    ).toEqual(notFound);
    expect(await json(await send("DELETE", `/roles-and-goals/${item.id}`, intruder.token), 404)).toEqual(notFound);
    expect(await json(await send("DELETE", `/roles-and-goals/${crypto.randomUUID()}`, intruder.token), 404)).toEqual(
      notFound,
    );
    expect(await json(await send("GET", "/roles-and-goals", intruder.token))).toEqual([]);
    expect(await rows()).toEqual(before);
  });

  it("gives a browser navigation the app and an API call the list", async () => {
    const { token } = await signUp(t);
    const html = { accept: "text/html,application/xhtml+xml" };
    for (const path of ["/roles-and-goals", "/two-week-planner"]) {
      const page = await t.request(path, { headers: html });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(SPA_MARKER);
    }
    const api = await t.request("/roles-and-goals", { headers: { ...html, ...bearer(token).headers } });
    expect(await json(api)).toEqual([]);
  });
});

describe("daily planner: /api/daily-planner", () => {
  it("adds a task, lists the map keyed by role-goal id and completes it", async () => {
    const { token } = await signUp(t);
    const roleGoal = await addRoleGoal(token);
    const objective = await addObjective(token, roleGoal.id, "2026-11-20", "2026-11-30");
    const task = Task.parse(
      await created("/api/daily-planner", token, {
        roleGoalId: roleGoal.id,
        task: "100 serves",
        date: "2026-11-23",
        completed: false,
      }),
    );
    const plan = PlanMap.parse(await json(await send("GET", "/api/daily-planner?date=2026-11-23", token)));
    expect(Object.keys(plan)).toEqual([roleGoal.id]);
    expect(plan[roleGoal.id]?.objectives.map((item) => item._id)).toEqual([objective.id]);
    expect(plan[roleGoal.id]?.tasks).toMatchObject([{ _id: task.id, task: "100 serves", completed: false }]);

    expect(await json(await send("PUT", `/api/daily-planner/${task.id}`, token, { completed: true }))).toMatchObject({
      _id: task.id,
      completed: true,
    });
    const after = PlanMap.parse(await json(await send("GET", "/api/daily-planner?date=2026-11-23", token)));
    expect(after[roleGoal.id]?.tasks[0]?.completed).toBe(true);
  });

  it("answers 401, 400 and 404 and changes nothing", async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const roleGoal = await addRoleGoal(owner.token);
    const task = Task.parse(
      await created("/api/daily-planner", owner.token, { roleGoalId: roleGoal.id, task: "Serve", date: "2026-11-23" }),
    );
    const before = await rows();
    expect((await send("GET", "/api/daily-planner?date=2026-11-23", null)).status).toBe(401);
    expect(await json(await send("GET", "/api/daily-planner", owner.token), 400)).toEqual({
      message: messages.plannerDateRequired,
    });
    expect(
      await json(await send("POST", "/api/daily-planner", owner.token, { task: "x", date: "2026-11-23" }), 400),
    ).toEqual({ message: messages.roleGoalIdMissing });
    expect(
      await json(
        await send("POST", "/api/daily-planner", intruder.token, {
          roleGoalId: roleGoal.id,
          task: "x",
          date: "2026-11-23",
        }),
        404,
      ),
    ).toEqual({ message: messages.notFound });
    expect(
      await json(await send("PUT", `/api/daily-planner/${task.id}`, intruder.token, { completed: true }), 404),
    ).toEqual({ message: messages.notFound });
    expect(await json(await send("GET", "/api/daily-planner?date=2026-11-23", intruder.token))).toEqual({});
    expect(await rows()).toEqual(before);
  });
});

describe("two-week planner: /two-week-planner, /objective and /task", () => {
  it("round-trips objectives and tasks with the default end of start plus 13 days", async () => {
    const { token } = await signUp(t);
    const roleGoal = await addRoleGoal(token);
    const objective = await addObjective(token, roleGoal.id, "2026-11-23", "2026-12-06");
    const task = Task.parse(
      await created("/two-week-planner/task", token, {
        roleGoalId: roleGoal.id,
        task: "Film review",
        startDate: "2026-11-23",
        endDate: "2026-11-24",
        completed: false,
      }),
    );
    const Answer = z.object({ startDate: z.string(), endDate: z.string(), roleGoals: PlanMap });
    const plan = Answer.parse(await json(await send("GET", "/two-week-planner?startDate=2026-11-23", token)));
    expect(plan).toMatchObject({ startDate: "2026-11-23", endDate: "2026-12-06" });
    expect(plan.roleGoals[roleGoal.id]?.objectives.map((item) => item._id)).toEqual([objective.id]);
    expect(plan.roleGoals[roleGoal.id]?.tasks.map((item) => item._id)).toEqual([task.id]);

    expect(
      await json(await send("PUT", `/two-week-planner/objective/${objective.id}`, token, { objective: "Serve 75%" })),
    ).toMatchObject({ objective: "Serve 75%", completed: false });
    expect(
      await json(await send("PUT", `/two-week-planner/objective/${objective.id}`, token, { completed: true })),
    ).toMatchObject({ completed: true });
    expect(
      await json(await send("PUT", `/two-week-planner/task/${task.id}`, token, { completed: true })),
    ).toMatchObject({ completed: true, task: "Film review" });
    expect(await json(await send("PUT", `/two-week-planner/task/${task.id}`, token, { task: "Film" }))).toMatchObject({
      task: "Film",
    });
    await json(await send("DELETE", `/two-week-planner/objective/${objective.id}`, token));
    await json(await send("DELETE", `/two-week-planner/task/${task.id}`, token));
    const empty = Answer.parse(
      await json(await send("GET", "/two-week-planner?startDate=2026-11-23&endDate=2026-12-06", token)),
    );
    expect(empty.roleGoals[roleGoal.id]).toMatchObject({ objectives: [], tasks: [] });
  });

  it("answers with the §5 messages, 401 and 404, and changes nothing", async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const roleGoal = await addRoleGoal(owner.token);
    const valid = { roleGoalId: roleGoal.id, objective: "Serve", startDate: "2026-11-23", endDate: "2026-12-06" };
    const objective = Objective.parse(await created("/two-week-planner/objective", owner.token, valid));
    const before = await rows();
    for (const [body, message] of [
      [{ ...valid, roleGoalId: undefined }, "Role/Goal ID is missing"],
      [{ ...valid, objective: "" }, "Objective text cannot be empty"],
      [{ ...valid, endDate: "" }, "Start date and end date are required"],
      [{ ...valid, startDate: "2026-99-01" }, "Invalid date format"],
    ] as const) {
      expect(await json(await send("POST", "/two-week-planner/objective", owner.token, body), 400)).toEqual({
        message,
      });
    }
    expect((await send("POST", "/two-week-planner/objective", null, valid)).status).toBe(401);
    expect((await send("GET", "/two-week-planner?startDate=2026-11-23", null)).status).toBe(401);
    expect(await json(await send("GET", "/two-week-planner", owner.token), 400)).toEqual({
      message: messages.plannerDatesRequired,
    });
    for (const [method, path, body] of [
      ["POST", "/two-week-planner/objective", valid],
      ["PUT", `/two-week-planner/objective/${objective.id}`, { completed: true }],
      ["DELETE", `/two-week-planner/objective/${objective.id}`, undefined],
      ["POST", "/two-week-planner/task", { ...valid, task: "x" }],
    ] as const) {
      expect(await json(await send(method, path, intruder.token, body), 404)).toEqual({ message: messages.notFound });
    }
    expect(await rows()).toEqual(before);
  });
});
