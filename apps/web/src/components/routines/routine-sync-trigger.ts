/**
 * Sends the routines queued offline from any signed-in page (issue 14): the app shell watches
 * here, and the routines' code (zod, the store) loads only once this browser keeps routines
 * for the user. This module stays tiny: it is part of every signed-in page's first load.
 */
import { useEffect } from "react";
import { routinesStorageKey } from "../../lib/sign-out";

/** How often what waits is offered to the server again, and a failed list asked again. */
export const ROUTINE_RETRY_MS = 30_000;

export interface QueueWatch {
  /** Where the browser says it is online again. */
  target: Pick<EventTarget, "addEventListener" | "removeEventListener">;
  /** Whether this browser keeps routines for the user (else there is nothing to send). */
  kept: () => boolean;
  /** Offers what waits to the server. */
  sync: () => Promise<unknown>;
  every: number;
}

/** Syncs now, when the browser is online again and every `every` ms, while something is kept; returns the stop. */
export function watchRoutineQueue({ target, kept, sync, every }: QueueWatch): () => void {
  const run = () => {
    if (kept()) void sync().catch(() => {});
  };
  run();
  const timer = setInterval(run, every);
  target.addEventListener("online", run);
  return () => {
    clearInterval(timer);
    target.removeEventListener("online", run);
  };
}

function hasKey(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** The app shell's part: the user's queue is sent on whatever page they are. */
export function useRoutineQueueSync(userId: string): void {
  useEffect(
    () =>
      watchRoutineQueue({
        target: window,
        kept: () => hasKey(routinesStorageKey(userId)),
        sync: () => import("./routine-sync").then((sync) => sync.syncRoutines(userId)),
        every: ROUTINE_RETRY_MS,
      }),
    [userId],
  );
}
