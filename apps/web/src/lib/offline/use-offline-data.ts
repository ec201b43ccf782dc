/**
 * The app shell's part of the offline work (issue 28): after the page has rendered and the
 * browser is idle, the athlete's cache starts being saved and their outbox is read and sent.
 */
import { useEffect } from "react";

/** The offline code (saved cache, outbox): one chunk, loaded after the first render or when a write is kept. */
export const loadOffline = () => import("./offline-start");

const whenIdle = (work: () => void): (() => void) => {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 200);
  return () => clearTimeout(handle);
};

export function useOfflineData(userId: string): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void loadOffline().then(({ startOffline }) => {
        if (!cancelled) stop = startOffline(userId);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [userId]);
}
