import { type Database, eq, getTableColumns, objectives, plannerTasks, roleGoals, sql } from "@onepercent/db";
import {
  AppError,
  type IdInput,
  messages,
  PLANNER_ITEMS_MAX_PER_ROLE_GOAL,
  ROLE_GOALS_MAX_PER_USER,
  type RoleGoalInput,
  RoleGoalView,
  type UpdateRoleGoalInput,
} from "@onepercent/validators";
import { deleteOwned, found, insertOwned, listOwned, ownedBy, refuseAtLimit, updateOwned } from "../shared/records";

// Roles and goals, the quarterly goals (planning-and-reflection.md §2.7): objectives and tasks hang under them.

const { userId: _owner, ...roleGoalColumns } = getTableColumns(roleGoals);

const roleGoal = { table: roleGoals, columns: roleGoalColumns, view: RoleGoalView };

export const listRoleGoals = (db: Database, userId: string) => listOwned(db, roleGoal, userId);

export async function createRoleGoal(db: Database, userId: string, input: RoleGoalInput): Promise<RoleGoalView> {
  await refuseAtLimit(db, roleGoals, userId, ROLE_GOALS_MAX_PER_USER, messages.roleGoalsTooMany);
  return insertOwned(db, roleGoal, { userId, ...input }, messages.roleGoalAddFailed);
}

export const updateRoleGoal = (db: Database, userId: string, { id, data }: UpdateRoleGoalInput) =>
  updateOwned(db, roleGoal, userId, id, data);

/** Deletes the role-goal with its objectives and tasks. */
export const deleteRoleGoal = (db: Database, userId: string, { id }: IdInput) => deleteOwned(db, roleGoals, userId, id);

/** The caller's role-goal, or NOT_FOUND; refused when it already holds as many planner items as it may. */
export async function requireRoleGoal(db: Database, userId: string, id: string): Promise<void> {
  found(
    await db
      .select({ id: roleGoals.id })
      .from(roleGoals)
      .where(ownedBy(roleGoals, userId, id)),
  );
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
