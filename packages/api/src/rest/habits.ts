import { type HabitListItem, messages } from "@onepercent/validators";
import { appRouter } from "../root";
import { type Caller, deleted, type RestRow, row } from "./types";

const { habits } = appRouter;

/** One action in the legacy shape (planning-and-reflection.md §7 "Daily action"). */
const legacyAction = (action: HabitListItem) => ({
  _id: action.id,
  id: action.id,
  action: action.action,
  category: action.category,
  frequency: action.frequency,
  customDays: action.customDays,
  timeOfDay: action.timeOfDay,
  order: action.order,
  completionRate: action.completionRate,
  streaks: action.streaks,
  dailyStatus: action.week.map((day) => ({
    day: day.day,
    date: day.date,
    status: day.stored,
    timestamp: day.updatedAt?.toISOString() ?? null,
    note: day.note,
  })),
});
const actionList = ({ actions }: { actions: HabitListItem[] }) => actions.map(legacyAction);

/** One action in the legacy shape, read back after a change. */
async function actionById(caller: Caller, id: string) {
  const action = (await caller.habits.list()).actions.find((item) => item.id === id);
  return action ? legacyAction(action) : { _id: id, id };
}

const status = (body: unknown) =>
  typeof body === "object" && body !== null && "status" in body ? body.status : undefined;

/** The daily actions (habits) of planning-and-reflection.md §7. */
export const habitRows: RestRow[] = [
  row({
    method: "GET",
    path: ["/api/daily-actions", "/api/daily-checklist"],
    access: "user",
    procedure: habits.list,
    answer: actionList,
  }),
  row({
    method: "GET",
    path: ["/api/daily-actions/incomplete-today", "/api/daily-checklist/incomplete"],
    access: "user",
    procedure: habits.incompleteToday,
    answer: (actions) => actions.map(legacyAction),
  }),
  row({
    method: "POST",
    path: "/api/daily-actions",
    access: "user",
    status: 201,
    procedure: habits.create,
    answer: (created, { caller }) => actionById(caller, created.id),
  }),
  row({
    method: "POST",
    path: "/api/daily-actions/reset",
    access: "user",
    procedure: habits.reset,
    answer: async ({ weekStart, reset }, { caller }) => ({
      message: messages.actionsReset,
      weekStart,
      reset,
      actions: actionList(await caller.habits.list()),
    }),
  }),
  row({
    method: "PUT",
    path: "/api/daily-actions/:id",
    access: "user",
    procedure: habits.update,
    input: ({ params, body }) => ({ id: params.id, data: body }),
    answer: (updated, { caller }) => actionById(caller, updated.id),
  }),
  row({
    method: "DELETE",
    path: "/api/daily-actions/:id",
    access: "user",
    procedure: habits.delete,
    input: ({ params }) => ({ id: params.id }),
    answer: deleted(messages.actionDeleted),
  }),
  row({
    method: "PUT",
    path: "/api/daily-actions/:id/day/:day",
    access: "user",
    procedure: habits.setDay,
    input: ({ params, body }) => ({ id: params.id, day: params.day?.toUpperCase(), status: status(body) }),
    answer: async (day, { caller }) => ({ ...(await actionById(caller, day.id)), firstCheck: day.firstCheck }),
  }),
];
