import { api, queryClient } from "./trpc";

/** Ends the session on the server, then forgets everything the browser kept for it. */
export async function signOut(): Promise<void> {
  await api.auth.logout.mutate().catch(() => {
    // Already ended on the server (expired or logged out elsewhere): clear locally anyway.
  });
  queryClient.clear();
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage may be unavailable; nothing to clear then.
  }
}
