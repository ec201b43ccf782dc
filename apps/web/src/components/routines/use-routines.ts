import type { CreateRoutineInput } from "@onepercent/validators/routines";
import { useRouteContext } from "@tanstack/react-router";
import { useEffect, useSyncExternalStore } from "react";
import { routinesStorageKey } from "../../lib/sign-out";
import { trpc } from "../../lib/trpc";
import { type RoutineItem, upsertRoutine, visibleRoutines } from "./offline-routines";
import type { RoutineStore } from "./routine-store";
import { failureOfCall, newClientId, routineStoreFor, syncRoutines } from "./routine-sync";
import { ROUTINE_RETRY_MS } from "./routine-sync-trigger";

/**
 * Offers what waits to the server as the page opens (the app shell goes on when the browser is
 * online again and every ROUTINE_RETRY_MS); another tab's changes are picked up from storage.
 */
function useRoutineSync(store: RoutineStore, userId: string) {
  useEffect(() => {
    const key = routinesStorageKey(userId);
    const fromOtherTab = (event: StorageEvent) => {
      if (event.key === key) store.reload();
    };
    void syncRoutines(userId);
    window.addEventListener("storage", fromOtherTab);
    return () => window.removeEventListener("storage", fromOtherTab);
  }, [store, userId]);
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

  useEffect(() => {
    if (list.data) store.rememberList(list.data);
  }, [store, list.data]);
  useRoutineSync(store, user.id);

  const problem: ListProblem = list.isError
    ? failureOfCall(list.error) === "unreachable"
      ? "offline"
      : "failed"
    : null;
  const answered = () => void syncRoutines(user.id);

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
