/**
 * A user's routines kept in browser storage, and the queue that sends what the server missed
 * (issue 14 scope 3). Storage, clock, id maker and API come in from outside, so the tests run
 * it without a browser. Every change reads the stored state first and writes it back at once:
 * two tabs (two stores on one storage) never undo each other's work.
 */
import type { CreateRoutineInput, RoutineView } from "@onepercent/validators/routines";
import { createListeners } from "../../lib/offline/listeners";
import {
  applyCreated,
  applyDeleted,
  applyRehearsed,
  dropRehearsal,
  EMPTY_OFFLINE,
  hasWork,
  nextLocalId,
  type OfflineRoutines,
  type PendingRehearsal,
  parseOffline,
  queueCreate,
  queueDelete,
  queueRehearsal,
  refuseCreate,
  rememberRoutine,
  withServerList,
} from "./offline-routines";

/** The part of `localStorage` the store uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface RoutinesApi {
  create(input: CreateRoutineInput): Promise<RoutineView>;
  delete(id: string): Promise<unknown>;
  rehearsed(id: string): Promise<RoutineView>;
}

/**
 * How a failed call ended: the server could not be reached (or is down for a moment: try again
 * later), it no longer has the routine, or it refused for good (a limit).
 */
export type Failure = "unreachable" | "gone" | "refused";

/** The failure for an HTTP status (null: no answer at all). A 401 waits for the user to sign in again. */
export function failureOf(status: number | null): Failure {
  if (status === null || status === 401 || status === 408 || status === 429 || status >= 500) return "unreachable";
  return status === 404 ? "gone" : "refused";
}

export interface RoutineStoreDeps {
  /** null when the browser offers none (private mode): the store then lives in memory only. */
  storage: KeyValueStorage | null;
  key: string;
  now: () => number;
  newClientId: () => string;
  api: RoutinesApi;
  /** The failure a rejected call stands for, and the message to keep when it was refused. */
  describe: (error: unknown) => { failure: Failure; message: string };
}

export interface SyncResult {
  /** Calls the server answered. */
  sent: number;
  /** Whether the server could not be reached (what is left waits for the next try). */
  unreachable: boolean;
}

export type RoutineStore = ReturnType<typeof createRoutineStore>;

export function createRoutineStore(deps: RoutineStoreDeps) {
  const read = (): OfflineRoutines => {
    try {
      return deps.storage ? parseOffline(deps.storage.getItem(deps.key)) : state;
    } catch {
      return state;
    }
  };
  let state: OfflineRoutines = EMPTY_OFFLINE;
  state = read();
  const { emit, subscribe } = createListeners();
  /** Keys of the creates on their way to the server right now. */
  const sending = new Set<string>();
  let running: Promise<SyncResult> | null = null;
  let again = false;

  const update = (change: (current: OfflineRoutines) => OfflineRoutines) => {
    state = change(read());
    try {
      deps.storage?.setItem(deps.key, JSON.stringify(state));
    } catch {
      // Storage full or refused: the state lives on in memory for this page.
    }
    emit();
  };

  /** One pass over the queue; stops at the first sign that the server cannot be reached. */
  async function sendAll(): Promise<SyncResult> {
    let sent = 0;
    /** A call's outcome: true when answered, false when refused or gone, null when unreachable. */
    const attempt = async <T>(
      call: () => Promise<T>,
      onDone: (value: T) => void,
      onFailed: (failure: Failure, message: string) => void,
    ) => {
      try {
        const value = await call();
        sent += 1;
        onDone(value);
        return true;
      } catch (error) {
        const { failure, message } = deps.describe(error);
        if (failure === "unreachable") return null;
        sent += 1;
        onFailed(failure, message);
        return false;
      }
    };
    for (const create of read().creates) {
      if (create.refused !== null || sending.has(create.clientId)) continue;
      sending.add(create.clientId);
      const outcome = await attempt(
        () => deps.api.create({ ...create.input, clientId: create.clientId }),
        (routine) => update((current) => applyCreated(current, create.clientId, routine)),
        (_, message) => update((current) => refuseCreate(current, create.clientId, message)),
      ).finally(() => sending.delete(create.clientId));
      if (outcome === null) return { sent, unreachable: true };
    }
    for (const id of read().deletes) {
      const gone = () => update((current) => applyDeleted(current, id));
      // A delete the server refuses (not the owner's any more) has nothing left to do either.
      if ((await attempt(() => deps.api.delete(id), gone, gone)) === null) return { sent, unreachable: true };
    }
    for (const entry of read().rehearsals) {
      const outcome = await attempt(
        () => deps.api.rehearsed(entry.id),
        (routine) => update((current) => applyRehearsed(current, entry, routine)),
        () => update((current) => dropRehearsal(current, entry)),
      );
      if (outcome === null) return { sent, unreachable: true };
    }
    return { sent, unreachable: false };
  }

  return {
    getState: (): OfflineRoutines => state,
    subscribe,
    /** Another tab changed the stored state. */
    reload(): void {
      state = read();
      emit();
    },
    rememberList: (list: readonly RoutineView[]) => update((current) => withServerList(current, list)),
    remember: (routine: RoutineView) => update((current) => rememberRoutine(current, routine)),
    forget: (id: string) => update((current) => applyDeleted(current, id)),
    /** Keeps a routine the server could not take now; it is shown at once and sent later with `clientId`. */
    createLater(input: Omit<CreateRoutineInput, "clientId">, clientId: string = deps.newClientId()): void {
      update((current) =>
        queueCreate(current, {
          clientId,
          localId: nextLocalId(current, deps.now()),
          createdAt: new Date(deps.now()),
          input,
          refused: null,
        }),
      );
    },
    deleteLater: (id: string) => update((current) => queueDelete(current, id, sending)),
    rehearseLater: (id: string) =>
      update((current) => queueRehearsal(current, { id, at: new Date(deps.now()) } satisfies PendingRehearsal)),
    /**
     * Sends what waits. A call while a sync runs joins it (and one more pass follows, for what
     * was queued meanwhile), so nothing is ever sent twice at once.
     */
    sync(): Promise<SyncResult> {
      if (running) {
        again = true;
        return running;
      }
      if (!hasWork(read())) return Promise.resolve({ sent: 0, unreachable: false });
      running = (async () => {
        let total = 0;
        try {
          for (;;) {
            again = false;
            const result = await sendAll();
            total += result.sent;
            if (result.unreachable || !again) return { sent: total, unreachable: result.unreachable };
          }
        } finally {
          running = null;
        }
      })();
      return running;
    },
  };
}
