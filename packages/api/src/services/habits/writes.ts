import { type Database, dailyActions, eq, sql } from "@onepercent/db";
import {
  AppError,
  type CreateHabitInput,
  HABITS_MAX_PER_USER,
  HabitView,
  type IdInput,
  messages,
  type UpdateHabitInput,
} from "@onepercent/validators";
import { deleteOwned, inserted, updateOwned } from "../shared/records";
import { actionColumns, ownedAction } from "./rows";

// The caller's actions: added at the end of the list (or where asked), changed, deleted with their checks.

export async function createHabit(db: Database, userId: string, input: CreateHabitInput): Promise<HabitView> {
  const [stats] = await db
    .select({ count: sql<number>`count(*)::int`, maxOrder: sql<number>`coalesce(max(${dailyActions.order}), -1)::int` })
    .from(dailyActions)
    .where(eq(dailyActions.userId, userId));
  if ((stats?.count ?? 0) >= HABITS_MAX_PER_USER) throw new AppError("BAD_INPUT", messages.habitsTooMany);
  const rows = await db
    .insert(dailyActions)
    .values({
      ...input,
      userId,
      customDays: input.frequency === "custom" ? input.customDays : [],
      order: input.order ?? (stats?.maxOrder ?? -1) + 1,
    })
    .returning(actionColumns);
  return inserted(rows, messages.habitAddFailed);
}

/** Changes what is given; days are kept only for a custom frequency. */
export async function updateHabit(db: Database, userId: string, { id, data }: UpdateHabitInput): Promise<HabitView> {
  const current = await ownedAction(db, userId, id);
  const frequency = data.frequency ?? current.frequency;
  const customDays = data.customDays ?? current.customDays;
  const action = { table: dailyActions, columns: actionColumns, view: HabitView };
  return updateOwned(db, action, userId, id, {
    ...data,
    frequency,
    customDays: frequency === "custom" ? customDays : [],
  });
}

export const deleteHabit = (db: Database, userId: string, { id }: IdInput) => deleteOwned(db, dailyActions, userId, id);
