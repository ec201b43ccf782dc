import { messages } from "@onepercent/validators";
import type { AnyProcedure } from "@trpc/server";
import { notFound } from "../errors";
import { appRouter } from "../root";
import { deleted, type RestRequest, type RestRow, row, withLegacyId } from "./types";

const { planner } = appRouter;

interface Group {
  roleGoal: { id: string };
  objectives: { id: string }[];
  tasks: { id: string }[];
}

/** §7: a map keyed by role-goal id holding the role-goal, its objectives and its tasks. */
const byRoleGoal = (groups: Group[]) =>
  Object.fromEntries(
    groups.map((group) => [
      group.roleGoal.id,
      {
        roleGoal: withLegacyId(group.roleGoal),
        objectives: group.objectives.map(withLegacyId),
        tasks: group.tasks.map(withLegacyId),
      },
    ]),
  );

const idOf = ({ params }: RestRequest) => ({ id: params.id });
const change = ({ params, body }: RestRequest) => ({ id: params.id, data: body });

/** The procedures behind one kind of planner record. */
interface RecordProcedures {
  create: AnyProcedure;
  update: AnyProcedure;
  remove: AnyProcedure;
}

/**
 * POST `path` (201) and PUT `path/:id` answer the record with its legacy `_id`; DELETE
 * `path/:id` answers `{ message: deletedMessage, _id, id }`.
 */
const recordRows = (path: string | string[], deletedMessage: string, procedures: RecordProcedures): RestRow[] => {
  const paths = typeof path === "string" ? [path] : path;
  const withId = paths.map((each) => `${each}/:id`);
  return [
    row({
      method: "POST",
      path: paths,
      access: "user",
      status: 201,
      procedure: procedures.create,
      answer: withLegacyId,
    }),
    row({
      method: "PUT",
      path: withId,
      access: "user",
      procedure: procedures.update,
      input: change,
      answer: withLegacyId,
    }),
    row({
      method: "DELETE",
      path: withId,
      access: "user",
      procedure: procedures.remove,
      input: idOf,
      answer: deleted(deletedMessage),
    }),
  ];
};

const taskProcedures = (create: AnyProcedure): RecordProcedures => ({
  create,
  update: planner.tasks.update,
  remove: planner.tasks.delete,
});

/** The paths of planning-and-reflection.md §7 "Roles and goals" and "Planners". */
export const plannerRows: RestRow[] = [
  // Roles and goals: GET /roles-and-goals is also an SPA route; a browser navigation gets the app.
  row({
    method: "GET",
    path: ["/roles-and-goals", "/api/roles-and-goals"],
    access: "user",
    procedure: planner.roleGoals.list,
    answer: (list) => list.map(withLegacyId),
  }),
  ...recordRows(["/roles-and-goals", "/api/roles-and-goals"], messages.roleGoalDeletedShort, {
    create: planner.roleGoals.create,
    update: planner.roleGoals.update,
    remove: planner.roleGoals.delete,
  }),
  row({
    method: "GET",
    path: "/api/daily-planner",
    access: "user",
    procedure: planner.daily,
    input: ({ query }) => ({ date: query.date }),
    answer: (plan) => byRoleGoal(plan.groups),
  }),
  ...recordRows("/api/daily-planner", messages.taskDeleted, taskProcedures(planner.tasks.createDaily)),
  // Two-week planner: GET /two-week-planner is also an SPA route.
  row({
    method: "GET",
    path: "/two-week-planner",
    access: "user",
    procedure: planner.twoWeek,
    input: ({ query }) => ({ startDate: query.startDate, endDate: query.endDate || undefined }),
    answer: (plan) => ({ startDate: plan.startDate, endDate: plan.endDate, roleGoals: byRoleGoal(plan.groups) }),
  }),
  ...recordRows("/two-week-planner/objective", messages.objectiveDeleted, {
    create: planner.objectives.create,
    update: planner.objectives.update,
    remove: planner.objectives.delete,
  }),
  ...recordRows("/two-week-planner/task", messages.taskDeleted, taskProcedures(planner.tasks.createRange)),
  row({
    method: "GET",
    path: "/api/tasks",
    access: "user",
    procedure: planner.genericTasks.list,
    answer: (list) => list.map(withLegacyId),
  }),
  ...recordRows("/api/tasks", messages.taskDeleted, {
    create: planner.genericTasks.create,
    update: planner.genericTasks.update,
    remove: planner.genericTasks.delete,
  }),
  row({
    method: "GET",
    path: "/daily-check-in/:date",
    access: "user",
    procedure: planner.checkIn.get,
    input: ({ params }) => ({ date: params.date }),
    answer: (checkIn) => {
      if (!checkIn) throw notFound();
      return checkIn;
    },
  }),
  row({ method: "POST", path: "/daily-check-in", access: "user", procedure: planner.checkIn.save }),
];
