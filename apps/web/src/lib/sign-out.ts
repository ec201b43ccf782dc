import { api, queryClient } from "./trpc";

/**
 * Keys that outlive a sign-out: each user's routines saved offline and not yet sent (nothing a
 * user saved may be lost; they are keyed by user and shown to that user only).
 */
const ROUTINES_STORAGE_PREFIX = "onepercent.routines.";
/** Where this browser keeps the routines of `userId`. */
export const routinesStorageKey = (userId: string) => `${ROUTINES_STORAGE_PREFIX}${userId}`;
const KEPT_PREFIXES = [ROUTINES_STORAGE_PREFIX];

function clearLocalStorageExceptKept(): void {
  const doomed: string[] = [];
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index);
    if (key !== null && !KEPT_PREFIXES.some((prefix) => key.startsWith(prefix))) doomed.push(key);
  }
  for (const key of doomed) localStorage.removeItem(key);
}

/** Ends the session on the server, then forgets everything the browser kept for it but unsent routines. */
export async function signOut(): Promise<void> {
  await api.auth.logout.mutate().catch(() => {
    // Already ended on the server (expired or logged out elsewhere): clear locally anyway.
  });
  queryClient.clear();
  try {
    clearLocalStorageExceptKept();
    sessionStorage.clear();
  } catch {
    // Storage may be unavailable; nothing to clear then.
  }
}
