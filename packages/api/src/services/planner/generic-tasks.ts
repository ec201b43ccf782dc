import { asc, type Database, eq, tasks } from "@onepercent/db";
import {
  AppError,
  type CreateGenericTaskInput,
  GENERIC_TASKS_MAX_PER_USER,
  type GenericTaskView,
  type IdInput,
  messages,
  type UpdateGenericTaskInput,
} from "@onepercent/validators";
import { found, inserted, ownedBy } from "../records";

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

export async function updateGenericTask(
  db: Database,
  userId: string,
  { id, data }: UpdateGenericTaskInput,
): Promise<GenericTaskView> {
  const rows = await db
    .update(tasks)
    .set({ ...data, updatedAt: new Date() })
    .where(ownedBy(tasks, userId, id))
    .returning(genericTaskColumns);
  return found(rows);
}

export async function deleteGenericTask(db: Database, userId: string, { id }: IdInput) {
  return found(
    await db
      .delete(tasks)
      .where(ownedBy(tasks, userId, id))
      .returning({ id: tasks.id }),
  );
}
