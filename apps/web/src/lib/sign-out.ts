import { ROUTINES_STORAGE_PREFIX } from "./offline/storage-keys";
import { loadOffline } from "./offline/use-offline-data";
import { api, queryClient } from "./trpc";

const KEPT_PREFIXES = [ROUTINES_STORAGE_PREFIX];

function clearLocalStorageExceptKept(): void {
  const doomed: string[] = [];
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index);
    if (key !== null && !KEPT_PREFIXES.some((prefix) => key.startsWith(prefix))) doomed.push(key);
  }
  for (const key of doomed) localStorage.removeItem(key);
}

/**
 * This browser stops receiving the user's reminders (push), told to the server while the session
 * holds. Loaded on demand: sign-out is on every page, push only matters here.
 */
async function stopPush(): Promise<void> {
  const { turnOffPush } = await import("./push");
  await turnOffPush((endpoint) => api.reminders.push.unsubscribe.mutate({ endpoint }));
}

/** Forgets the athlete's saved query cache (IndexedDB, issue 28); their unsent outbox stays, keyed by user. */
async function forgetSavedCache(userId: string): Promise<void> {
  const { clearPersistedCache } = await loadOffline();
  await clearPersistedCache(userId);
}

/** Forgets the writes a deleted account had waiting: nobody can send them any more. */
async function discardUnsent(userId: string): Promise<void> {
  const { discardOutbox } = await loadOffline();
  await discardOutbox(userId);
}

/**
 * Ends the session on the server, then forgets everything the browser kept for it (with the
 * user's id: their saved query cache too) but unsent routines and outbox writes (those too when
 * the account was deleted).
 */
export async function signOut(userId?: string, options: { accountDeleted?: boolean } = {}): Promise<void> {
  await stopPush().catch(() => {
    // Offline, or the module could not load: signing out goes on; the server drops dead endpoints.
  });
  await api.auth.logout.mutate().catch(() => {
    // Already ended on the server (expired or logged out elsewhere): clear locally anyway.
  });
  if (userId) await forgetSavedCache(userId).catch(() => {});
  if (userId && options.accountDeleted) await discardUnsent(userId).catch(() => {});
  queryClient.clear();
  try {
    clearLocalStorageExceptKept();
    sessionStorage.clear();
  } catch {
    // Storage may be unavailable; nothing to clear then.
  }
}
