import type { CreateRoutineInput } from "@onepercent/validators/routines";
import { useRouteContext } from "@tanstack/react-router";
import { useOutboxEntries } from "../../lib/offline/outbox-status";
import { type RoutineItem, visibleRoutines } from "../../lib/offline/routine-list";
import { isLocalRoutineId, upsertRoutine } from "../../lib/offline/routine-outbox";
import { loadOffline } from "../../lib/offline/use-offline-data";
import { useOutboxMutation } from "../../lib/offline/use-outbox-mutation";
import { api, httpStatusOf, trpc } from "../../lib/trpc";

/** How often a list that failed is asked again. */
const LIST_RETRY_MS = 30_000;

/** Why the list shown is not the server's of this moment: it could not be reached, or it failed. */
export type ListProblem = "offline" | "failed" | null;

/** No answer, signed out for a moment, or the server cannot answer now: the list is asked again later. */
function problemOf(error: unknown): ListProblem {
  const status = httpStatusOf(error);
  return status === null || status === 401 || status === 408 || status === 429 || status >= 500 ? "offline" : "failed";
}

/** `call`, where the server no longer having the routine (404) counts as done: null. */
async function unlessGone<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (httpStatusOf(error) === 404) return null;
    throw error;
  }
}

/**
 * The user's routines (§2, §7): the server's list (or the one saved for offline use) with the
 * routine writes still in the athlete's outbox laid over it (issue 28). Create, delete and rehearse
 * go to the server at once when it can be reached, else into the outbox, sent later in order.
 */
export function useRoutines() {
  const { user } = useRouteContext({ from: "/_authed" });
  const entries = useOutboxEntries(user.id);
  const utils = trpc.useUtils();
  const list = trpc.routines.list.useQuery(undefined, {
    retry: false,
    refetchInterval: (query) => (query.state.status === "error" ? LIST_RETRY_MS : false),
  });
  const createCall = useOutboxMutation("routines.create", (input, key) =>
    api.routines.create.mutate({ ...input, clientId: key }),
  );
  const deleteCall = useOutboxMutation("routines.delete", (input) =>
    unlessGone(() => api.routines.delete.mutate(input)),
  );
  const rehearsedCall = useOutboxMutation("routines.rehearsed", (input) =>
    isLocalRoutineId(input.id) ? Promise.resolve(null) : unlessGone(() => api.routines.rehearsed.mutate(input)),
  );

  /** Saves on the server, or keeps it in the outbox; a refusal is thrown for the form. */
  async function create(input: CreateRoutineInput): Promise<"saved" | "queued"> {
    const result = await createCall.mutateAsync(input);
    if ("kept" in result) return "queued";
    utils.routines.list.setData(undefined, (old) => old && upsertRoutine(old, result.sent));
    return "saved";
  }

  /** Deletes on the server, or hides it here and tells the server later (§4: removed locally anyway). */
  async function remove(routine: RoutineItem): Promise<"deleted" | "queued"> {
    if (routine.pending) {
      const { dropOfflineRoutine } = await loadOffline();
      await dropOfflineRoutine(user.id, routine._id);
      return "deleted";
    }
    const result = await deleteCall.mutateAsync({ id: routine._id });
    if ("kept" in result) return "queued";
    utils.routines.list.setData(undefined, (old) => old?.filter((item) => item._id !== routine._id));
    return "deleted";
  }

  /** Counts a rehearsal done now; one made while the server cannot be reached waits in the outbox. */
  async function rehearsed(routine: RoutineItem): Promise<void> {
    const result = await rehearsedCall.mutateAsync({ id: routine._id }).catch(() => null);
    const counted = result && "sent" in result ? result.sent : null;
    if (counted) utils.routines.list.setData(undefined, (old) => old && upsertRoutine(old, counted));
  }

  const kept = list.data ?? null;
  return {
    routines: visibleRoutines(entries, kept),
    /** Nothing to show yet: the list is loading and nothing waits to be sent. */
    loading: list.isPending && !entries.some((entry) => entry.kind === "routines.create"),
    /** The list failed and nothing was saved to show instead. */
    nothingKept: list.isError && kept === null && !entries.some((entry) => entry.kind === "routines.create"),
    problem: list.isError ? problemOf(list.error) : null,
    retry: () => void list.refetch(),
    create,
    creating: createCall.isPending,
    remove,
    removing: deleteCall.isPending,
    rehearsed,
  };
}
