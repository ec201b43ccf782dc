import { type Database, plannerTasks } from "@onepercent/db";
import {
  type CreateDailyTaskInput,
  type CreateRangeTaskInput,
  type IdInput,
  messages,
  PlannerTaskView,
  type UpdateTaskInput,
} from "@onepercent/validators";
import { deleteOwned, insertOwned, updateOwned } from "../shared/records";
import { requireRoleGoal } from "./role-goals";

// Planner tasks under a role-goal (planning-and-reflection.md §3 "Planner task"): a daily task has a
// date, a two-week task a start and an end date.

export const taskColumns = {
  id: plannerTasks.id,
  roleGoalId: plannerTasks.roleGoalId,
  task: plannerTasks.task,
  completed: plannerTasks.completed,
  date: plannerTasks.date,
  startDate: plannerTasks.startDate,
  endDate: plannerTasks.endDate,
  createdAt: plannerTasks.createdAt,
};

const plannerTask = { table: plannerTasks, columns: taskColumns, view: PlannerTaskView };

/** A daily planner task (one date) or a two-week planner task (a start and an end date). */
export async function createTask(
  db: Database,
  userId: string,
  input: CreateDailyTaskInput | CreateRangeTaskInput,
): Promise<PlannerTaskView> {
  await requireRoleGoal(db, userId, input.roleGoalId);
  return insertOwned(db, plannerTask, { userId, ...input }, messages.plannerTaskAddFailed);
}

export const updateTask = (db: Database, userId: string, { id, data }: UpdateTaskInput) =>
  updateOwned(db, plannerTask, userId, id, data);

export const deleteTask = (db: Database, userId: string, { id }: IdInput) => deleteOwned(db, plannerTasks, userId, id);
