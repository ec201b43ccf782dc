/**
 * Whether the app can reach the server now (issue 28): the browser's own word (`navigator.onLine`
 * and its online/offline events) and what the last call found (a call that got no HTTP answer at
 * all says "offline" even when the browser believes it is online; the next answer says otherwise).
 * Tiny on purpose: every signed-in page's first load carries it.
 */
import { useSyncExternalStore } from "react";

type Listener = () => void;

const listeners = new Set<Listener>();
let browserOnline = typeof navigator === "undefined" ? true : navigator.onLine;
let unreachable = false;

const emit = () => {
  for (const listener of listeners) listener();
};

function set(next: { browserOnline?: boolean; unreachable?: boolean }): void {
  const before = isOnline();
  browserOnline = next.browserOnline ?? browserOnline;
  unreachable = next.unreachable ?? unreachable;
  if (before !== isOnline()) emit();
}

if (typeof window !== "undefined") {
  // Back online per the browser: the next call decides whether the server answers.
  window.addEventListener("online", () => set({ browserOnline: true, unreachable: false }));
  window.addEventListener("offline", () => set({ browserOnline: false }));
}

/** Whether the app believes it can reach the server. */
export const isOnline = (): boolean => browserOnline && !unreachable;

/** Called with every call's outcome: `answered` is false when no HTTP answer came at all. */
export function noteCallOutcome(answered: boolean): void {
  set({ unreachable: !answered });
}

export function subscribeOnline(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the app believes it can reach the server, kept up to date. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
