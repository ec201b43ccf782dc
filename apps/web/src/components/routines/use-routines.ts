import { type CreateRoutineInput, routineMessages } from "@onepercent/validators/routines";
import { useRouteContext } from "@tanstack/react-router";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { errorMessage } from "../../lib/form-errors";
import { ROUTINES_STORAGE_PREFIX } from "../../lib/sign-out";
import { api, httpStatusOf, trpc } from "../../lib/trpc";
import { type RoutineItem, upsertRoutine, visibleRoutines } from "./offline-routines";
import { createRoutineStore, type Failure, failureOf, type RoutineStore } from "./routine-store";

/** How often what waits is offered to the server again, and a failed list asked again. */
export const ROUTINE_RETRY_MS = 30_000;

const failureOfCall = (error: unknown): Failure => failureOf(httpStatusOf(error));

/** A random key; `randomUUID` exists only on secure origins (https, localhost). */
function newClientId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const storageKey = (userId: string) => `${ROUTINES_STORAGE_PREFIX}${userId}`;

const stores = new Map<string, RoutineStore>();

/** The one store of a user in this page (its queue must not run twice). */
function routineStoreFor(userId: string): RoutineStore {
  const known = stores.get(userId);
  if (known) return known;
  const store = createRoutineStore({
    storage: browserStorage(),
    key: storageKey(userId),
    now: Date.now,
    newClientId,
    api: {
      create: (input) => api.routines.create.mutate(input),
      delete: (id) => api.routines.delete.mutate({ id }),
      rehearsed: (id) => api.routines.rehearsed.mutate({ id }),
    },
    describe: (error) => ({
      failure: failureOfCall(error),
      message: errorMessage(error, routineMessages.createFailed),
    }),
  });
  stores.set(userId, store);
  return store;
}

/**
 * Offers what waits to the server: now (the page loads), when the browser says it is online
 * again, and every ROUTINE_RETRY_MS; another tab's changes are picked up from storage.
 */
function useRoutineSync(store: RoutineStore, key: string, onSent: () => void) {
  useEffect(() => {
    const run = () =>
      void store.sync().then((result) => {
        if (result.sent > 0) onSent();
      });
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === key) store.reload();
    };
    run();
    const timer = setInterval(run, ROUTINE_RETRY_MS);
    window.addEventListener("online", run);
    window.addEventListener("storage", fromOtherTab);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", run);
      window.removeEventListener("storage", fromOtherTab);
    };
  }, [store, key, onSent]);
}

/** Why the list shown is not the server's of this moment: it could not be reached, or it failed. */
export type ListProblem = "offline" | "failed" | null;

/**
 * The user's routines (§2, §7): the server's when it answers, else the ones kept in this
 * browser, with those made offline shown at once and sent later. Create, delete and rehearse
 * try the server first and fall back to the queue when it cannot be reached.
 */
export function useRoutines() {
  const { user } = useRouteContext({ from: "/_authed" });
  const store = routineStoreFor(user.id);
  const kept = useSyncExternalStore(store.subscribe, store.getState);
  const utils = trpc.useUtils();
  const list = trpc.routines.list.useQuery(undefined, {
    retry: false,
    refetchInterval: (query) => (query.state.status === "error" ? ROUTINE_RETRY_MS : false),
  });
  const createCall = trpc.routines.create.useMutation();
  const deleteCall = trpc.routines.delete.useMutation();
  const rehearsedCall = trpc.routines.rehearsed.useMutation();
  const refresh = useCallback(() => void utils.routines.list.invalidate(), [utils]);

  useEffect(() => {
    if (list.data) store.rememberList(list.data);
  }, [store, list.data]);
  useRoutineSync(store, storageKey(user.id), refresh);

  const problem: ListProblem = list.isError
    ? failureOfCall(list.error) === "unreachable"
      ? "offline"
      : "failed"
    : null;
  const answered = () => void store.sync().then((result) => result.sent > 0 && refresh());

  /** Saves on the server, or keeps it here when the server cannot be reached; a refusal is thrown for the form. */
  async function create(input: CreateRoutineInput): Promise<"saved" | "queued"> {
    const clientId = newClientId();
    try {
      const routine = await createCall.mutateAsync({ ...input, clientId });
      utils.routines.list.setData(undefined, (old) => old && upsertRoutine(old, routine));
      store.remember(routine);
      answered();
      return "saved";
    } catch (error) {
      if (failureOfCall(error) !== "unreachable") throw error;
      store.createLater(input, clientId);
      return "queued";
    }
  }

  /** Deletes on the server, or hides it here and tells the server later (§4: removed locally anyway). */
  async function remove(routine: RoutineItem): Promise<"deleted" | "queued"> {
    if (routine.pending) {
      store.deleteLater(routine._id);
      return "deleted";
    }
    const forget = () => {
      utils.routines.list.setData(undefined, (old) => old?.filter((item) => item._id !== routine._id));
      store.forget(routine._id);
    };
    try {
      await deleteCall.mutateAsync({ id: routine._id });
      forget();
      answered();
      return "deleted";
    } catch (error) {
      const failure = failureOfCall(error);
      if (failure === "refused") throw error;
      if (failure === "gone") {
        forget();
        return "deleted";
      }
      store.deleteLater(routine._id);
      return "queued";
    }
  }

  /** Counts a rehearsal done now; kept here until the server counts it. */
  async function rehearsed(routine: RoutineItem): Promise<void> {
    if (routine.pending) {
      store.rehearseLater(routine._id);
      return;
    }
    try {
      const counted = await rehearsedCall.mutateAsync({ id: routine._id });
      utils.routines.list.setData(undefined, (old) => old && upsertRoutine(old, counted));
      store.remember(counted);
    } catch (error) {
      if (failureOfCall(error) === "unreachable") store.rehearseLater(routine._id);
    }
  }

  return {
    routines: visibleRoutines(kept, list.data ?? null),
    /** Nothing to show yet: the list is loading and this browser kept none. */
    loading: list.isPending && kept.cached === null && kept.creates.length === 0,
    /** The list failed and this browser has nothing to show instead. */
    nothingKept: list.isError && kept.cached === null && kept.creates.length === 0,
    problem,
    retry: () => void list.refetch(),
    create,
    creating: createCall.isPending,
    remove,
    removing: deleteCall.isPending,
    rehearsed,
  };
}
