import { type Database, getTableColumns, tasks } from "@onepercent/db";
import {
  type CreateGenericTaskInput,
  GENERIC_TASKS_MAX_PER_USER,
  GenericTaskView,
  type IdInput,
  messages,
  type UpdateGenericTaskInput,
} from "@onepercent/validators";
import { deleteOwned, insertOwned, listOwned, refuseAtLimit, updateOwned } from "../shared/records";

// Generic tasks (planning-and-reflection.md §7: title, description, dueDate, completed).

const { userId: _owner, updatedAt: _updated, ...genericTaskColumns } = getTableColumns(tasks);

const genericTask = { table: tasks, columns: genericTaskColumns, view: GenericTaskView };

export const listGenericTasks = (db: Database, userId: string) => listOwned(db, genericTask, userId);

export async function createGenericTask(
  db: Database,
  userId: string,
  input: CreateGenericTaskInput,
): Promise<GenericTaskView> {
  await refuseAtLimit(db, tasks, userId, GENERIC_TASKS_MAX_PER_USER, messages.plannerItemsTooMany);
  return insertOwned(db, genericTask, { userId, ...input }, messages.plannerTaskAddFailed);
}

export const updateGenericTask = (db: Database, userId: string, { id, data }: UpdateGenericTaskInput) =>
  updateOwned(db, genericTask, userId, id, data);

export const deleteGenericTask = (db: Database, userId: string, { id }: IdInput) => deleteOwned(db, tasks, userId, id);
