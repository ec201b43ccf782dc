/**
 * How the routines' writes go through the outbox (issue 28, decision 034): a create carries its
 * `clientId` (the entry's key), so sending it twice makes one routine; a delete or a rehearsal of
 * a routine the server no longer has (404), or never had (its create was dropped), has nothing
 * left to do. The API and the cached list come in from outside, so the tests run it without a page.
 */
import { IdInput } from "@onepercent/validators/ids";
import { CreateRoutineInput, type RoutineView } from "@onepercent/validators/routines";
import { kind, type OutboxKind } from "./outbox-kind";
import { isLocalRoutineId, localRoutineId, renamedTo } from "./routine-outbox";

export interface RoutineCalls {
  create(input: CreateRoutineInput): Promise<RoutineView>;
  delete(id: string): Promise<unknown>;
  rehearsed(id: string): Promise<RoutineView>;
  /** The HTTP status of a failed call (null: no answer). */
  statusOf(error: unknown): number | null;
}

/** The user's cached list of routines. */
export interface RoutineList {
  upsert(routine: RoutineView): void;
  remove(id: string): void;
  refresh(): Promise<unknown>[];
}

/** `call`, where the server no longer having the routine (404) is an answer too: null. */
async function unlessGone<T>(calls: RoutineCalls, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (calls.statusOf(error) === 404) return null;
    throw error;
  }
}

export function routineKindsWith(calls: RoutineCalls, list: RoutineList) {
  return {
    "routines.create": kind<"routines.create", RoutineView>({
      schema: CreateRoutineInput,
      send: (input, key) => calls.create({ ...input, clientId: key }),
      answered: (routine, _input, entry) => ({
        show: () => list.upsert(routine),
        rename: renamedTo(localRoutineId(entry), routine),
      }),
      refresh: list.refresh,
    }),
    "routines.delete": kind<"routines.delete", null>({
      schema: IdInput,
      send: async ({ id }) => {
        if (isLocalRoutineId(id)) return null;
        await unlessGone(calls, () => calls.delete(id));
        return null;
      },
      answered: (_answer, { id }) => ({ show: () => list.remove(id) }),
      refresh: list.refresh,
    }),
    "routines.rehearsed": kind<"routines.rehearsed", RoutineView | null>({
      schema: IdInput,
      send: async ({ id }) => (isLocalRoutineId(id) ? null : unlessGone(calls, () => calls.rehearsed(id))),
      answered: (routine) => ({
        show: () => {
          if (routine) list.upsert(routine);
        },
      }),
      refresh: list.refresh,
    }),
  } satisfies Record<string, OutboxKind>;
}
