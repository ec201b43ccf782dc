/**
 * What this browser keeps of a user's routines (training-and-tools.md §3, §7; issue 14 scope 3),
 * as pure functions of a plain state: the last list the server answered, the routines created
 * while it could not be reached (each with a time-based id and the key that makes sending it
 * twice harmless), the deletes and rehearsals still to tell it. Nothing here touches storage,
 * the clock or the network (`routine-store.ts` does).
 */
import { CreateRoutineInput, RoutineView } from "@onepercent/validators/routines";
import { z } from "zod";

/** A routine as kept in browser storage: JSON turns its dates into text. */
const StoredRoutine = RoutineView.extend({
  _id: z.string(),
  createdAt: z.coerce.date(),
  lastRehearsedAt: z.coerce.date().nullable(),
});

/** A routine created while the server could not be reached, waiting to be sent. */
const PendingCreate = z.object({
  /** The idempotency key sent with it, every time. */
  clientId: z.string(),
  /** The time-based id it is shown under until the server answers (§7). */
  localId: z.string(),
  createdAt: z.coerce.date(),
  input: CreateRoutineInput.omit({ clientId: true }),
  /** The server refused it for good (a limit): kept, with the reason, until the user deletes it. */
  refused: z.string().nullable().default(null),
});
export type PendingCreate = z.infer<typeof PendingCreate>;

const PendingRehearsal = z.object({ id: z.string(), at: z.coerce.date() });
export type PendingRehearsal = z.infer<typeof PendingRehearsal>;

export const OfflineRoutines = z.object({
  /** The last list the server answered; null when this browser never had one. */
  cached: z.array(StoredRoutine).nullable(),
  creates: z.array(PendingCreate),
  /** Ids the user deleted that the server has not confirmed yet: hidden meanwhile. */
  deletes: z.array(z.string()),
  rehearsals: z.array(PendingRehearsal),
  /** Keys of creates deleted while on their way: what they make is deleted when it arrives. */
  cancelled: z.array(z.string()),
});
export type OfflineRoutines = z.infer<typeof OfflineRoutines>;

export const EMPTY_OFFLINE: OfflineRoutines = { cached: null, creates: [], deletes: [], rehearsals: [], cancelled: [] };

/** A routine as the page shows it: from the server, or kept here and waiting to be sent. */
export type RoutineItem = RoutineView & {
  pending: boolean;
  /** Why the server refused a routine made offline (shown on its card), else null. */
  refused: string | null;
};

/** The stored state, or an empty one when the text is missing or not ours (an older shape, a hand edit). */
export function parseOffline(text: string | null): OfflineRoutines {
  if (!text) return EMPTY_OFFLINE;
  try {
    const parsed = OfflineRoutines.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : EMPTY_OFFLINE;
  } catch {
    return EMPTY_OFFLINE;
  }
}

/** `list` with `routine` in it once: replaced where it was, else first (the newest). */
export function upsertRoutine(list: readonly RoutineView[], routine: RoutineView): RoutineView[] {
  return list.some((item) => item._id === routine._id)
    ? list.map((item) => (item._id === routine._id ? routine : item))
    : [routine, ...list];
}

export const withServerList = (state: OfflineRoutines, list: readonly RoutineView[]): OfflineRoutines => ({
  ...state,
  cached: [...list],
});

export const rememberRoutine = (state: OfflineRoutines, routine: RoutineView): OfflineRoutines => ({
  ...state,
  cached: upsertRoutine(state.cached ?? [], routine),
});

/** An id based on the time (§7), unique among the routines kept here. */
export function nextLocalId(state: OfflineRoutines, now: number): string {
  const taken = new Set(state.creates.map((create) => create.localId));
  let time = now;
  while (taken.has(String(time))) time += 1;
  return String(time);
}

export const queueCreate = (state: OfflineRoutines, create: PendingCreate): OfflineRoutines => ({
  ...state,
  creates: [...state.creates.filter((item) => item.clientId !== create.clientId), create],
});

/**
 * The server made the routine sent with `clientId`: it replaces the local one, and rehearsals
 * done on the local one now count for it. A routine deleted while it was on its way is
 * deleted on the server next.
 */
export function applyCreated(state: OfflineRoutines, clientId: string, routine: RoutineView): OfflineRoutines {
  const local = state.creates.find((create) => create.clientId === clientId);
  const creates = state.creates.filter((create) => create.clientId !== clientId);
  const rehearsals = state.rehearsals.map((entry) =>
    local && entry.id === local.localId ? { ...entry, id: routine._id } : entry,
  );
  if (state.cancelled.includes(clientId)) {
    return {
      ...state,
      creates,
      rehearsals: rehearsals.filter((entry) => entry.id !== routine._id),
      cancelled: state.cancelled.filter((key) => key !== clientId),
      deletes: [...state.deletes.filter((id) => id !== routine._id), routine._id],
    };
  }
  return { ...rememberRoutine(state, routine), creates, rehearsals };
}

export const refuseCreate = (state: OfflineRoutines, clientId: string, reason: string): OfflineRoutines => ({
  ...state,
  creates: state.creates.map((create) => (create.clientId === clientId ? { ...create, refused: reason } : create)),
});

/**
 * The user deleted `id`: a routine never sent is simply dropped (or, when it is being sent
 * right now, marked so that what the server makes of it is deleted); any other is hidden and
 * its delete waits for the server.
 */
export function queueDelete(state: OfflineRoutines, id: string, sendingKeys: ReadonlySet<string>): OfflineRoutines {
  const rehearsals = state.rehearsals.filter((entry) => entry.id !== id);
  const local = state.creates.find((create) => create.localId === id);
  if (local) {
    return {
      ...state,
      rehearsals,
      creates: state.creates.filter((create) => create !== local),
      cancelled: sendingKeys.has(local.clientId) ? [...state.cancelled, local.clientId] : state.cancelled,
    };
  }
  return { ...state, rehearsals, deletes: [...state.deletes.filter((item) => item !== id), id] };
}

/** The server no longer has `id` (deleted now, or before). */
export const applyDeleted = (state: OfflineRoutines, id: string): OfflineRoutines => ({
  ...state,
  deletes: state.deletes.filter((item) => item !== id),
  rehearsals: state.rehearsals.filter((entry) => entry.id !== id),
  cached: state.cached?.filter((routine) => routine._id !== id) ?? null,
});

export const queueRehearsal = (state: OfflineRoutines, entry: PendingRehearsal): OfflineRoutines => ({
  ...state,
  rehearsals: [...state.rehearsals, entry],
});

const sameRehearsal = (a: PendingRehearsal, b: PendingRehearsal) => a.id === b.id && a.at.getTime() === b.at.getTime();

/** Forgets one rehearsal waiting to be counted (the server refused it: its routine is gone). */
export function dropRehearsal(state: OfflineRoutines, entry: PendingRehearsal): OfflineRoutines {
  const index = state.rehearsals.findIndex((item) => sameRehearsal(item, entry));
  return { ...state, rehearsals: state.rehearsals.filter((_, position) => position !== index) };
}

/** The server counted `entry`: it answers the routine with its new count. */
export const applyRehearsed = (
  state: OfflineRoutines,
  entry: PendingRehearsal,
  routine: RoutineView,
): OfflineRoutines => dropRehearsal(rememberRoutine(state, routine), entry);

/** Whether anything still has to reach the server (a refused create waits for the user, not the server). */
export const hasWork = (state: OfflineRoutines): boolean =>
  state.creates.some((create) => create.refused === null) || state.deletes.length > 0 || state.rehearsals.length > 0;

const latest = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** A rehearsal done here but not yet counted by the server adds to what the server says. */
function withLocalRehearsals(routine: RoutineView, rehearsals: readonly PendingRehearsal[]): RoutineView {
  const mine = rehearsals.filter((entry) => entry.id === routine._id);
  if (mine.length === 0) return routine;
  return {
    ...routine,
    rehearsals: routine.rehearsals + mine.length,
    lastRehearsedAt: mine.reduce<Date | null>((last, entry) => latest(last, entry.at), routine.lastRehearsedAt),
  };
}

/**
 * The routines to show, newest first: the server's list (`server` when it just answered, else
 * the one kept here), less what the user deleted, plus the routines waiting to be sent, with
 * every rehearsal counted.
 */
export function visibleRoutines(state: OfflineRoutines, server: readonly RoutineView[] | null): RoutineItem[] {
  const hidden = new Set(state.deletes);
  const known: RoutineItem[] = (server ?? state.cached ?? [])
    .filter((routine) => !hidden.has(routine._id))
    .map((routine) => ({ ...withLocalRehearsals(routine, state.rehearsals), pending: false, refused: null }));
  const waiting: RoutineItem[] = state.creates.map((create) => ({
    ...withLocalRehearsals(
      { _id: create.localId, ...create.input, createdAt: create.createdAt, rehearsals: 0, lastRehearsedAt: null },
      state.rehearsals,
    ),
    pending: true,
    refused: create.refused,
  }));
  return [...waiting, ...known].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
