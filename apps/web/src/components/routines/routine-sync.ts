/**
 * The one routine store of each user in this page, and the sync that both the routines page
 * and the app shell (through `routine-sync-trigger.ts`) run: a store's queue must never run twice.
 */
import { routineMessages } from "@onepercent/validators/messages/routines";
import { errorMessage } from "../../lib/form-errors";
import { routinesStorageKey } from "../../lib/sign-out";
import { api, httpStatusOf, trpcUtils } from "../../lib/trpc";
import { createRoutineStore, type Failure, failureOf, type RoutineStore, type SyncResult } from "./routine-store";

export const failureOfCall = (error: unknown): Failure => failureOf(httpStatusOf(error));

/** A random key; `randomUUID` exists only on secure origins (https, localhost). */
export function newClientId(): string {
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

const stores = new Map<string, RoutineStore>();

/** The one store of a user in this page. */
export function routineStoreFor(userId: string): RoutineStore {
  const known = stores.get(userId);
  if (known) return known;
  const store = createRoutineStore({
    storage: browserStorage(),
    key: routinesStorageKey(userId),
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

/** Offers what waits to the server; the list is asked again when the server took something. */
export async function syncRoutines(userId: string): Promise<SyncResult> {
  const result = await routineStoreFor(userId).sync();
  if (result.sent > 0) await trpcUtils.routines.list.invalidate();
  return result;
}
