import { type Database, objectives } from "@onepercent/db";
import {
  AppError,
  type CreateObjectiveInput,
  type IdInput,
  messages,
  ObjectiveView,
  type UpdateObjectiveInput,
} from "@onepercent/validators";
import { deleteOwned, found, insertOwned, ownedBy, updateOwned } from "../shared/records";
import { requireRoleGoal } from "./role-goals";

// Two-week objectives under a role-goal (planning-and-reflection.md §2.9, §3 "Objective").

export const objectiveColumns = {
  id: objectives.id,
  roleGoalId: objectives.roleGoalId,
  objective: objectives.objective,
  startDate: objectives.startDate,
  endDate: objectives.endDate,
  completed: objectives.completed,
  createdAt: objectives.createdAt,
};

const objective = { table: objectives, columns: objectiveColumns, view: ObjectiveView };

export async function createObjective(
  db: Database,
  userId: string,
  input: CreateObjectiveInput,
): Promise<ObjectiveView> {
  await requireRoleGoal(db, userId, input.roleGoalId);
  return insertOwned(db, objective, { userId, ...input }, messages.plannerObjectiveAddFailed);
}

/** Changes what is given; the range after the change must still end on or after its start. */
export async function updateObjective(
  db: Database,
  userId: string,
  { id, data }: UpdateObjectiveInput,
): Promise<ObjectiveView> {
  const current = found(
    await db
      .select(objectiveColumns)
      .from(objectives)
      .where(ownedBy(objectives, userId, id)),
  );
  const startDate = data.startDate ?? current.startDate;
  const endDate = data.endDate ?? current.endDate;
  if (endDate < startDate) throw new AppError("BAD_INPUT", messages.plannerEndBeforeStart);
  return updateOwned(db, objective, userId, id, { ...data, startDate, endDate });
}

export const deleteObjective = (db: Database, userId: string, { id }: IdInput) =>
  deleteOwned(db, objectives, userId, id);
