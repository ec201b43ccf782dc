import { asc, type Database, eq, tasks } from "@onepercent/db";
import {
  AppError,
  type CreateGenericTaskInput,
  GENERIC_TASKS_MAX_PER_USER,
  GenericTaskView,
  type IdInput,
  messages,
  type UpdateGenericTaskInput,
} from "@onepercent/validators";
import { deleteOwned, inserted, updateOwned } from "../records";

// Generic tasks (planning-and-reflection.md §7: title, description, dueDate, completed).

const genericTaskColumns = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  dueDate: tasks.dueDate,
  completed: tasks.completed,
  createdAt: tasks.createdAt,
};

export async function listGenericTasks(db: Database, userId: string): Promise<GenericTaskView[]> {
  return db
    .select(genericTaskColumns)
    .from(tasks)
    .where(eq(tasks.userId, userId))
    .orderBy(asc(tasks.createdAt), asc(tasks.id));
}

export async function createGenericTask(
  db: Database,
  userId: string,
  input: CreateGenericTaskInput,
): Promise<GenericTaskView> {
  if ((await db.$count(tasks, eq(tasks.userId, userId))) >= GENERIC_TASKS_MAX_PER_USER) {
    throw new AppError("BAD_INPUT", messages.plannerItemsTooMany);
  }
  return inserted(
    await db
      .insert(tasks)
      .values({ userId, ...input })
      .returning(genericTaskColumns),
    messages.plannerTaskAddFailed,
  );
}

export const updateGenericTask = (db: Database, userId: string, { id, data }: UpdateGenericTaskInput) =>
  updateOwned(db, { table: tasks, columns: genericTaskColumns, view: GenericTaskView }, userId, id, data);

export const deleteGenericTask = (db: Database, userId: string, { id }: IdInput) => deleteOwned(db, tasks, userId, id);
