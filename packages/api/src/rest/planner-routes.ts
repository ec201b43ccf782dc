import {
  CreateDailyTaskInput,
  CreateGenericTaskInput,
  CreateObjectiveInput,
  CreateRangeTaskInput,
  DailyPlannerInput,
  GetCheckInInput,
  IdInput,
  RoleGoalInput,
  SaveCheckInInput,
  TwoWeekPlannerInput,
  UpdateGenericTaskInput,
  UpdateObjectiveInput,
  UpdateRoleGoalInput,
  UpdateTaskInput,
} from "@onepercent/validators";
import { notFound } from "../errors";
import type { RestRequest, RestRoute } from "./routes";

type Caller = Parameters<RestRoute["handle"]>[0];
type Group = Awaited<ReturnType<Caller["planner"]["daily"]>>["groups"][number];

/** Records carry the legacy `_id` beside `id` (planning-and-reflection.md §3). */
const legacy = <T extends { id: string }>(record: T) => ({ _id: record.id, ...record });

/** §7: a map keyed by role-goal id holding the role-goal, its objectives and its tasks. */
const byRoleGoal = (groups: Group[]) =>
  Object.fromEntries(
    groups.map((group) => [
      group.roleGoal.id,
      {
        roleGoal: legacy(group.roleGoal),
        objectives: group.objectives.map(legacy),
        tasks: group.tasks.map(legacy),
      },
    ]),
  );

const roleGoalList = async (caller: Caller) => (await caller.planner.roleGoals.list()).map(legacy);
const addRoleGoal = async (caller: Caller, { body }: RestRequest) =>
  legacy(await caller.planner.roleGoals.create(RoleGoalInput.parse(body)));
const editRoleGoal = async (caller: Caller, { params, body }: RestRequest) =>
  legacy(await caller.planner.roleGoals.update(UpdateRoleGoalInput.parse({ id: params.id, data: body })));
const removeRoleGoal = async (caller: Caller, { params }: RestRequest) => {
  const { id } = await caller.planner.roleGoals.delete(IdInput.parse({ id: params.id }));
  return { message: "Role and goal deleted", _id: id, id };
};

/** Create, edit and delete of one kind of planner record, each through its procedure. */
interface RecordCalls {
  create(caller: Caller, body: unknown): Promise<{ id: string }>;
  update(caller: Caller, input: { id: unknown; data: unknown }): Promise<{ id: string }>;
  remove(caller: Caller, input: { id: unknown }): Promise<{ id: string }>;
}

/**
 * POST `path` (201) and PUT `path/:id` answer the record with its legacy `_id`; DELETE
 * `path/:id` answers `{ message: deletedMessage, _id, id }`.
 */
const recordRoutes = (path: string, deletedMessage: string, calls: RecordCalls): RestRoute[] => [
  {
    method: "POST",
    path,
    access: "user",
    status: 201,
    handle: async (caller, { body }) => legacy(await calls.create(caller, body)),
  },
  {
    method: "PUT",
    path: `${path}/:id`,
    access: "user",
    handle: async (caller, { params, body }) => legacy(await calls.update(caller, { id: params.id, data: body })),
  },
  {
    method: "DELETE",
    path: `${path}/:id`,
    access: "user",
    handle: async (caller, { params }) => {
      const { id } = await calls.remove(caller, { id: params.id });
      return { message: deletedMessage, _id: id, id };
    },
  },
];

/** Edit and delete are the same for a daily and a two-week planner task. */
const taskCalls = (create: RecordCalls["create"]): RecordCalls => ({
  create,
  update: (caller, input) => caller.planner.tasks.update(UpdateTaskInput.parse(input)),
  remove: (caller, input) => caller.planner.tasks.delete(IdInput.parse(input)),
});

/** The paths of planning-and-reflection.md §7 "Roles and goals" and "Planners". */
export const plannerRoutes: RestRoute[] = [
  // Roles and goals: GET /roles-and-goals is also an SPA route; a browser navigation gets the app.
  { method: "GET", path: "/roles-and-goals", access: "user", handle: roleGoalList },
  { method: "GET", path: "/api/roles-and-goals", access: "user", handle: roleGoalList },
  { method: "POST", path: "/roles-and-goals", access: "user", status: 201, handle: addRoleGoal },
  { method: "POST", path: "/api/roles-and-goals", access: "user", status: 201, handle: addRoleGoal },
  { method: "PUT", path: "/roles-and-goals/:id", access: "user", handle: editRoleGoal },
  { method: "PUT", path: "/api/roles-and-goals/:id", access: "user", handle: editRoleGoal },
  { method: "DELETE", path: "/roles-and-goals/:id", access: "user", handle: removeRoleGoal },
  { method: "DELETE", path: "/api/roles-and-goals/:id", access: "user", handle: removeRoleGoal },
  // Daily planner.
  {
    method: "GET",
    path: "/api/daily-planner",
    access: "user",
    handle: async (caller, { query }) =>
      byRoleGoal((await caller.planner.daily(DailyPlannerInput.parse({ date: query.date }))).groups),
  },
  ...recordRoutes(
    "/api/daily-planner",
    "Task deleted",
    taskCalls((caller, body) => caller.planner.tasks.createDaily(CreateDailyTaskInput.parse(body))),
  ),
  // Two-week planner: GET /two-week-planner is also an SPA route.
  {
    method: "GET",
    path: "/two-week-planner",
    access: "user",
    handle: async (caller, { query }) => {
      const plan = await caller.planner.twoWeek(
        TwoWeekPlannerInput.parse({ startDate: query.startDate, endDate: query.endDate || undefined }),
      );
      return { startDate: plan.startDate, endDate: plan.endDate, roleGoals: byRoleGoal(plan.groups) };
    },
  },
  ...recordRoutes("/two-week-planner/objective", "Objective deleted", {
    create: (caller, body) => caller.planner.objectives.create(CreateObjectiveInput.parse(body)),
    update: (caller, input) => caller.planner.objectives.update(UpdateObjectiveInput.parse(input)),
    remove: (caller, input) => caller.planner.objectives.delete(IdInput.parse(input)),
  }),
  ...recordRoutes(
    "/two-week-planner/task",
    "Task deleted",
    taskCalls((caller, body) => caller.planner.tasks.createRange(CreateRangeTaskInput.parse(body))),
  ),
  // Generic tasks.
  {
    method: "GET",
    path: "/api/tasks",
    access: "user",
    handle: async (caller) => (await caller.planner.genericTasks.list()).map(legacy),
  },
  ...recordRoutes("/api/tasks", "Task deleted", {
    create: (caller, body) => caller.planner.genericTasks.create(CreateGenericTaskInput.parse(body)),
    update: (caller, input) => caller.planner.genericTasks.update(UpdateGenericTaskInput.parse(input)),
    remove: (caller, input) => caller.planner.genericTasks.delete(IdInput.parse(input)),
  }),
  // Daily check-in.
  {
    method: "GET",
    path: "/daily-check-in/:date",
    access: "user",
    handle: async (caller, { params }) => {
      const checkIn = await caller.planner.checkIn.get(GetCheckInInput.parse({ date: params.date }));
      if (!checkIn) throw notFound();
      return checkIn;
    },
  },
  {
    method: "POST",
    path: "/daily-check-in",
    access: "user",
    handle: (caller, { body }) => caller.planner.checkIn.save(SaveCheckInInput.parse(body)),
  },
];
