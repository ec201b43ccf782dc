import { and, type Database, eq, routines, sql } from "@onepercent/db";
import {
  type CreateRoutineInput,
  type IdInput,
  ROUTINES_MAX_PER_USER,
  RoutineView,
  routineMessages,
} from "@onepercent/validators";
import { deleteOwned, insertOwned, listOwned, oneAtATime, refuseAtLimit, updateOwned } from "../shared/records";

// Performance routines (training-and-tools.md §2 Routine builder, §7 Routines; issue 14): the caller's own.

const routine = {
  table: routines,
  columns: {
    _id: routines.id,
    name: routines.name,
    triggerDescription: routines.triggerDescription,
    physicalAction: routines.physicalAction,
    steps: routines.steps,
    createdAt: routines.createdAt,
    rehearsals: routines.rehearsals,
    lastRehearsedAt: routines.lastRehearsedAt,
  },
  view: RoutineView,
};

/** The caller's routines, newest first. */
export const listRoutines = async (db: Database, userId: string): Promise<RoutineView[]> =>
  (await listOwned(db, routine, userId)).reverse();

/** The caller's routine made with this client key, if any. */
async function madeWithKey(db: Database, userId: string, clientId: string): Promise<RoutineView | undefined> {
  const [row] = await db
    .select(routine.columns)
    .from(routines)
    .where(and(eq(routines.userId, userId), eq(routines.clientId, clientId)));
  return row && RoutineView.parse(row);
}

/**
 * Adds a routine (the input is already trimmed), at most ROUTINES_MAX_PER_USER a user. A create
 * with the `clientId` of one of the caller's routines answers that routine and adds none. Creates
 * of one user run one at a time (their user row is held), so neither rule can be raced.
 */
export const createRoutine = (db: Database, userId: string, input: CreateRoutineInput): Promise<RoutineView> =>
  oneAtATime(db, userId, async (tx) => {
    const existing = input.clientId === undefined ? undefined : await madeWithKey(tx, userId, input.clientId);
    if (existing) return existing;
    await refuseAtLimit(tx, routines, userId, ROUTINES_MAX_PER_USER, routineMessages.tooManyRoutines);
    return insertOwned(tx, routine, { userId, ...input }, routineMessages.createFailed);
  });

/** Deletes the caller's routine (NOT_FOUND for any other id). */
export const deleteRoutine = (db: Database, userId: string, { id }: IdInput) => deleteOwned(db, routines, userId, id);

/** Counts one rehearsal of the caller's routine, done at `now`. */
export const rehearseRoutine = (db: Database, userId: string, { id }: IdInput, now = new Date()) =>
  updateOwned(db, routine, userId, id, { rehearsals: sql`${routines.rehearsals} + 1`, lastRehearsedAt: now });
