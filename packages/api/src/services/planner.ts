import {
  and,
  asc,
  type Database,
  eq,
  gte,
  isNull,
  lte,
  objectives,
  plannerTasks,
  roleGoals,
  sql,
  tasks,
} from "@onepercent/db";
import {
  AppError,
  type CreateDailyTaskInput,
  type CreateGenericTaskInput,
  type CreateObjectiveInput,
  type CreateRangeTaskInput,
  type DailyPlannerInput,
  messages,
  PLANNER_ITEMS_MAX_PER_ROLE_GOAL,
  type PlannerIdInput,
  ROLE_GOALS_MAX_PER_USER,
  type RoleGoalInput,
  type UpdateGenericTaskInput,
  type UpdateObjectiveInput,
  type UpdateRoleGoalInput,
  type UpdateTaskInput,
} from "@onepercent/validators";
import { notFound } from "../errors";

/**
 * Roles and goals, the daily and two-week planners and generic tasks (the daily check-in is in
 * check-in.ts) (planning-and-reflection.md §2.7, §2.9, §3, §7). Every query is the caller's own: ownership
 * is part of each `where`, so another user's record answers like a missing one.
 */

const roleGoalColumns = {
  id: roleGoals.id,
  role: roleGoals.role,
  goal: roleGoals.goal,
  createdAt: roleGoals.createdAt,
  updatedAt: roleGoals.updatedAt,
};
const objectiveColumns = {
  id: objectives.id,
  roleGoalId: objectives.roleGoalId,
  objective: objectives.objective,
  startDate: objectives.startDate,
  endDate: objectives.endDate,
  completed: objectives.completed,
  createdAt: objectives.createdAt,
};
const taskColumns = {
  id: plannerTasks.id,
  roleGoalId: plannerTasks.roleGoalId,
  task: plannerTasks.task,
  completed: plannerTasks.completed,
  date: plannerTasks.date,
  startDate: plannerTasks.startDate,
  endDate: plannerTasks.endDate,
  createdAt: plannerTasks.createdAt,
};
const genericTaskColumns = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  dueDate: tasks.dueDate,
  completed: tasks.completed,
  createdAt: tasks.createdAt,
};

type Row<C extends Record<string, { _: { data: unknown; notNull: boolean } }>> = {
  [K in keyof C]: C[K]["_"]["notNull"] extends true ? C[K]["_"]["data"] : C[K]["_"]["data"] | null;
};
export type RoleGoalRow = Row<typeof roleGoalColumns>;
export type ObjectiveRow = Row<typeof objectiveColumns>;
export type PlannerTaskRow = Row<typeof taskColumns>;
export type GenericTaskRow = Row<typeof genericTaskColumns>;

export interface PlannerGroup {
  roleGoal: RoleGoalRow;
  objectives: ObjectiveRow[];
  tasks: PlannerTaskRow[];
}

const ownedRoleGoal = (userId: string, id: string) => and(eq(roleGoals.id, id), eq(roleGoals.userId, userId));
const ownedObjective = (userId: string, id: string) => and(eq(objectives.id, id), eq(objectives.userId, userId));
const ownedTask = (userId: string, id: string) => and(eq(plannerTasks.id, id), eq(plannerTasks.userId, userId));
const ownedGenericTask = (userId: string, id: string) => and(eq(tasks.id, id), eq(tasks.userId, userId));

// ——— Roles and goals ———

export function listRoleGoals(db: Database, userId: string): Promise<RoleGoalRow[]> {
  return db
    .select(roleGoalColumns)
    .from(roleGoals)
    .where(eq(roleGoals.userId, userId))
    .orderBy(asc(roleGoals.createdAt), asc(roleGoals.id));
}

export async function createRoleGoal(db: Database, userId: string, input: RoleGoalInput): Promise<RoleGoalRow> {
  const [stats] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(roleGoals)
    .where(eq(roleGoals.userId, userId));
  if ((stats?.count ?? 0) >= ROLE_GOALS_MAX_PER_USER) throw new AppError("BAD_INPUT", messages.roleGoalsTooMany);
  const [row] = await db
    .insert(roleGoals)
    .values({ userId, role: input.role, goal: input.goal })
    .returning(roleGoalColumns);
  if (!row) throw new AppError("UNAVAILABLE", messages.roleGoalAddFailed);
  return row;
}

export async function updateRoleGoal(db: Database, userId: string, { id, data }: UpdateRoleGoalInput) {
  const [row] = await db
    .update(roleGoals)
    .set({ role: data.role, goal: data.goal, updatedAt: new Date() })
    .where(ownedRoleGoal(userId, id))
    .returning(roleGoalColumns);
  if (!row) throw notFound();
  return row;
}

/** Deletes the role-goal with its objectives and tasks. */
export async function deleteRoleGoal(db: Database, userId: string, { id }: PlannerIdInput) {
  const [row] = await db.delete(roleGoals).where(ownedRoleGoal(userId, id)).returning({ id: roleGoals.id });
  if (!row) throw notFound();
  return row;
}

/** The caller's role-goal, or NOT_FOUND; with how many planner items it holds. */
async function requireRoleGoal(db: Database, userId: string, id: string) {
  const [row] = await db.select({ id: roleGoals.id }).from(roleGoals).where(ownedRoleGoal(userId, id));
  if (!row) throw notFound();
  const [counts] = await db
    .select({
      items: sql<number>`(select count(*) from ${objectives} where ${objectives.roleGoalId} = ${id})::int
        + (select count(*) from ${plannerTasks} where ${plannerTasks.roleGoalId} = ${id})::int`,
    })
    .from(roleGoals)
    .where(eq(roleGoals.id, id));
  if ((counts?.items ?? 0) >= PLANNER_ITEMS_MAX_PER_ROLE_GOAL) {
    throw new AppError("BAD_INPUT", messages.plannerItemsTooMany);
  }
}

// ——— Planner reads ———

function group(roles: RoleGoalRow[], objectiveRows: ObjectiveRow[], taskRows: PlannerTaskRow[]): PlannerGroup[] {
  return roles.map((roleGoal) => ({
    roleGoal,
    objectives: objectiveRows.filter((row) => row.roleGoalId === roleGoal.id),
    tasks: taskRows.filter((row) => row.roleGoalId === roleGoal.id),
  }));
}

/** §2.9 daily planner: each role-goal with the objectives covering the date and that date's tasks. */
export async function dailyPlanner(db: Database, userId: string, { date }: DailyPlannerInput) {
  const [roles, objectiveRows, taskRows] = await Promise.all([
    listRoleGoals(db, userId),
    db
      .select(objectiveColumns)
      .from(objectives)
      .where(and(eq(objectives.userId, userId), lte(objectives.startDate, date), gte(objectives.endDate, date)))
      .orderBy(asc(objectives.startDate), asc(objectives.createdAt)),
    db
      .select(taskColumns)
      .from(plannerTasks)
      .where(and(eq(plannerTasks.userId, userId), eq(plannerTasks.date, date)))
      .orderBy(asc(plannerTasks.createdAt), asc(plannerTasks.id)),
  ]);
  return { date, groups: group(roles, objectiveRows, taskRows) };
}

/** §2.9 two-week planner: each role-goal with the objectives and range tasks overlapping the range. */
export async function twoWeekPlanner(db: Database, userId: string, range: { startDate: string; endDate: string }) {
  const { startDate, endDate } = range;
  const [roles, objectiveRows, taskRows] = await Promise.all([
    listRoleGoals(db, userId),
    db
      .select(objectiveColumns)
      .from(objectives)
      .where(and(eq(objectives.userId, userId), lte(objectives.startDate, endDate), gte(objectives.endDate, startDate)))
      .orderBy(asc(objectives.startDate), asc(objectives.createdAt)),
    db
      .select(taskColumns)
      .from(plannerTasks)
      .where(
        and(
          eq(plannerTasks.userId, userId),
          isNull(plannerTasks.date),
          lte(plannerTasks.startDate, endDate),
          gte(plannerTasks.endDate, startDate),
        ),
      )
      .orderBy(asc(plannerTasks.startDate), asc(plannerTasks.createdAt)),
  ]);
  return { startDate, endDate, groups: group(roles, objectiveRows, taskRows) };
}

// ——— Objectives ———

export async function createObjective(db: Database, userId: string, input: CreateObjectiveInput) {
  await requireRoleGoal(db, userId, input.roleGoalId);
  const [row] = await db
    .insert(objectives)
    .values({
      userId,
      roleGoalId: input.roleGoalId,
      objective: input.objective,
      startDate: input.startDate,
      endDate: input.endDate,
      completed: input.completed,
    })
    .returning(objectiveColumns);
  if (!row) throw new AppError("UNAVAILABLE", messages.plannerObjectiveAddFailed);
  return row;
}

export async function updateObjective(db: Database, userId: string, { id, data }: UpdateObjectiveInput) {
  const [current] = await db.select(objectiveColumns).from(objectives).where(ownedObjective(userId, id));
  if (!current) throw notFound();
  const startDate = data.startDate ?? current.startDate;
  const endDate = data.endDate ?? current.endDate;
  if (endDate < startDate) throw new AppError("BAD_INPUT", messages.plannerEndBeforeStart);
  const [row] = await db
    .update(objectives)
    .set({
      ...(data.objective === undefined ? {} : { objective: data.objective }),
      ...(data.completed === undefined ? {} : { completed: data.completed }),
      startDate,
      endDate,
      updatedAt: new Date(),
    })
    .where(ownedObjective(userId, id))
    .returning(objectiveColumns);
  if (!row) throw notFound();
  return row;
}

export async function deleteObjective(db: Database, userId: string, { id }: PlannerIdInput) {
  const [row] = await db.delete(objectives).where(ownedObjective(userId, id)).returning({ id: objectives.id });
  if (!row) throw notFound();
  return row;
}

// ——— Planner tasks ———

export async function createDailyTask(db: Database, userId: string, input: CreateDailyTaskInput) {
  await requireRoleGoal(db, userId, input.roleGoalId);
  const [row] = await db
    .insert(plannerTasks)
    .values({ userId, roleGoalId: input.roleGoalId, task: input.task, completed: input.completed, date: input.date })
    .returning(taskColumns);
  if (!row) throw new AppError("UNAVAILABLE", messages.plannerTaskAddFailed);
  return row;
}

export async function createRangeTask(db: Database, userId: string, input: CreateRangeTaskInput) {
  await requireRoleGoal(db, userId, input.roleGoalId);
  const [row] = await db
    .insert(plannerTasks)
    .values({
      userId,
      roleGoalId: input.roleGoalId,
      task: input.task,
      completed: input.completed,
      startDate: input.startDate,
      endDate: input.endDate,
    })
    .returning(taskColumns);
  if (!row) throw new AppError("UNAVAILABLE", messages.plannerTaskAddFailed);
  return row;
}

export async function updateTask(db: Database, userId: string, { id, data }: UpdateTaskInput) {
  const [row] = await db
    .update(plannerTasks)
    .set({
      ...(data.task === undefined ? {} : { task: data.task }),
      ...(data.completed === undefined ? {} : { completed: data.completed }),
      updatedAt: new Date(),
    })
    .where(ownedTask(userId, id))
    .returning(taskColumns);
  if (!row) throw notFound();
  return row;
}

export async function deleteTask(db: Database, userId: string, { id }: PlannerIdInput) {
  const [row] = await db.delete(plannerTasks).where(ownedTask(userId, id)).returning({ id: plannerTasks.id });
  if (!row) throw notFound();
  return row;
}

// ——— Generic tasks ———

export const GENERIC_TASKS_MAX_PER_USER = 500;

export function listGenericTasks(db: Database, userId: string): Promise<GenericTaskRow[]> {
  return db
    .select(genericTaskColumns)
    .from(tasks)
    .where(eq(tasks.userId, userId))
    .orderBy(asc(tasks.createdAt), asc(tasks.id));
}

export async function createGenericTask(db: Database, userId: string, input: CreateGenericTaskInput) {
  const [stats] = await db.select({ count: sql<number>`count(*)::int` }).from(tasks).where(eq(tasks.userId, userId));
  if ((stats?.count ?? 0) >= GENERIC_TASKS_MAX_PER_USER) throw new AppError("BAD_INPUT", messages.plannerItemsTooMany);
  const [row] = await db
    .insert(tasks)
    .values({
      userId,
      title: input.title,
      description: input.description,
      dueDate: input.dueDate,
      completed: input.completed,
    })
    .returning(genericTaskColumns);
  if (!row) throw new AppError("UNAVAILABLE", messages.plannerTaskAddFailed);
  return row;
}

export async function updateGenericTask(db: Database, userId: string, { id, data }: UpdateGenericTaskInput) {
  const [row] = await db
    .update(tasks)
    .set({
      ...(data.title === undefined ? {} : { title: data.title }),
      ...(data.description === undefined ? {} : { description: data.description }),
      ...(data.dueDate === undefined ? {} : { dueDate: data.dueDate }),
      ...(data.completed === undefined ? {} : { completed: data.completed }),
      updatedAt: new Date(),
    })
    .where(ownedGenericTask(userId, id))
    .returning(genericTaskColumns);
  if (!row) throw notFound();
  return row;
}

export async function deleteGenericTask(db: Database, userId: string, { id }: PlannerIdInput) {
  const [row] = await db.delete(tasks).where(ownedGenericTask(userId, id)).returning({ id: tasks.id });
  if (!row) throw notFound();
  return row;
}
