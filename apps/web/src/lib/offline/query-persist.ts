/**
 * Saves the signed-in athlete's query cache to IndexedDB (at most once a second, and as the page is
 * hidden) and restores it when the server cannot be reached (issue 28, decision 034). Loaded after
 * the first render, or at boot only when the signed-in check got no answer.
 */
import { dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { del, get, set } from "idb-keyval";
import { readLocal, removeLocal, writeLocal } from "../flags";
import { isOnline, subscribeOnline } from "./network-status";
import { CACHE_BUSTER, queryCacheKey, type SavedCache, shouldKeep, usableCache } from "./persisted-cache";

/** Which athlete's cache this browser restores when it opens offline (an id, not a secret; cleared at sign-out). */
const LAST_USER = "onepercent.cache.user";
const SAVE_EVERY_MS = 1000;

const hasIndexedDb = () => typeof indexedDB !== "undefined";

/** Restores `userId`'s saved cache; an answer already in memory and newer stays (hydrate keeps the newer). */
async function restoreCache(queryClient: QueryClient, userId: string): Promise<boolean> {
  if (!hasIndexedDb()) return false;
  try {
    const saved = usableCache(await get<unknown>(queryCacheKey(userId)), Date.now());
    if (!saved) return false;
    hydrate(queryClient, saved.state);
    return true;
  } catch {
    return false;
  }
}

/** At boot with no answer from the server: the cache of the athlete this browser last had signed in. */
export function restoreLastUser(queryClient: QueryClient): Promise<boolean> {
  const userId = readLocal(LAST_USER);
  return userId ? restoreCache(queryClient, userId) : Promise.resolve(false);
}

async function save(queryClient: QueryClient, userId: string): Promise<void> {
  const saved: SavedCache = {
    buster: CACHE_BUSTER,
    savedAt: Date.now(),
    state: dehydrate(queryClient, { shouldDehydrateQuery: shouldKeep, shouldDehydrateMutation: () => false }),
  };
  await set(queryCacheKey(userId), saved).catch(() => {
    // Storage full or refused: the page works on; the next save tries again.
  });
}

/** The running saver of each athlete in this page, stopped before their saved cache is forgotten. */
const savers = new Map<string, () => void>();

/** Saves the cache as it changes, and fills it from the saved one when the connection drops; returns the stop. */
export function startPersisting(queryClient: QueryClient, userId: string): () => void {
  if (!hasIndexedDb()) return () => {};
  writeLocal({ [LAST_USER]: userId });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = () => {
    clearTimeout(timer);
    timer = undefined;
    void save(queryClient, userId);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "success" && timer === undefined) {
      timer = setTimeout(saveNow, SAVE_EVERY_MS);
    }
  });
  const hidden = () => {
    if (document.visibilityState === "hidden") saveNow();
  };
  // Offline: pages not visited in this visit open from the saved answers.
  const offline = subscribeOnline(() => {
    if (!isOnline()) void restoreCache(queryClient, userId);
  });
  document.addEventListener("visibilitychange", hidden);
  saveNow();
  const stop = () => {
    clearTimeout(timer);
    unsubscribe();
    offline();
    document.removeEventListener("visibilitychange", hidden);
    savers.delete(userId);
  };
  savers.get(userId)?.();
  savers.set(userId, stop);
  return stop;
}

/** Forgets `userId`'s saved cache (sign-out, account deleted). */
export async function clearPersistedCache(userId: string): Promise<void> {
  savers.get(userId)?.();
  removeLocal(LAST_USER);
  if (hasIndexedDb()) await del(queryCacheKey(userId)).catch(() => {});
}
