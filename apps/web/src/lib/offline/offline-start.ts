/**
 * What a signed-in page starts once it has rendered (issue 28): the saved query cache and the
 * outbox of the athlete. Loaded after the first render, never with it (decision 005), or at boot
 * when the server gave no answer (`restoreAtBoot`).
 */
import type { QueryClient } from "@tanstack/react-query";
import { queryClient } from "../trpc";
import { watchNetwork } from "./network-watch";
import { startOutbox } from "./outbox-client";
import { restoreLastUser, startPersisting } from "./query-persist";

export { discardOutbox, keepInOutbox, sendBeforeSignOut } from "./outbox-client";
export { clearPersistedCache } from "./query-persist";
export { dropOfflineRoutine } from "./routine-drop";

export function startOffline(userId: string): () => void {
  watchNetwork(queryClient);
  const stopPersisting = startPersisting(queryClient, userId);
  const stopOutbox = startOutbox(userId);
  return () => {
    stopPersisting();
    stopOutbox();
  };
}

/** The app opened with no answer from the server: calls stop waiting for the network, and the saved answers come back. */
export function restoreAtBoot(client: QueryClient): Promise<boolean> {
  watchNetwork(client);
  return restoreLastUser(client);
}
