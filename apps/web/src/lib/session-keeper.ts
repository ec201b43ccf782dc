import { IDLE_TIMEOUT_MS, KEEP_ALIVE_INTERVAL_MS } from "@onepercent/validators/session";
import { useEffect, useRef } from "react";
import superjson from "superjson";
import { CLIENT_HEADER } from "./trpc";

/** Sent while a guided session (breathwork, relaxation) runs: following it is activity, not absence. */
const GUIDED_ACTIVITY_EVENT = "onepercent:guided-activity";

/** Activity that resets the inactivity timer (platform.md §4). */
const ACTIVITY_EVENTS = [
  GUIDED_ACTIVITY_EVENT,
  "mousedown",
  "mousemove",
  "keypress",
  "keydown",
  "scroll",
  "touchstart",
  "click",
  "wheel",
];

interface SessionKeeperOptions {
  /** Called once after 30 minutes without activity. */
  onIdle: () => void;
  /** The keep-alive call, made every 5 minutes while the user is active. */
  ping: () => Promise<unknown>;
  /** Sessions without "Remember me" tell the server when the tab closes. */
  rememberMe: boolean | undefined;
}

/** Sends the closing notice with a keepalive request, which outlives the page like a beacon. */
function sendClosingBeacon() {
  void fetch("/trpc/auth.closing", {
    method: "POST",
    keepalive: true,
    credentials: "same-origin",
    headers: { "content-type": "application/json", ...CLIENT_HEADER },
    body: JSON.stringify(superjson.serialize(undefined)),
  }).catch(() => {});
}

/**
 * Logs the user out after 30 minutes without activity, pings the server every 5 minutes while
 * they are active, and, for sessions without "Remember me", tells the server when the tab closes.
 */
export function useSessionKeeper({ onIdle, ping, rememberMe }: SessionKeeperOptions): void {
  const lastActivity = useRef(Date.now());
  const lastPing = useRef(Date.now());
  const handlers = useRef({ onIdle, ping });
  handlers.current = { onIdle, ping };

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const check = () => {
      const idleFor = Date.now() - lastActivity.current;
      if (idleFor >= IDLE_TIMEOUT_MS) {
        stopped = true;
        handlers.current.onIdle();
        return;
      }
      timer = setTimeout(check, IDLE_TIMEOUT_MS - idleFor);
    };
    const onActivity = () => {
      if (stopped) return;
      const now = Date.now();
      lastActivity.current = now;
      if (now - lastPing.current >= KEEP_ALIVE_INTERVAL_MS) {
        lastPing.current = now;
        handlers.current.ping().catch(() => {});
      }
    };
    const onVisibility = () => {
      if (document.visibilityState !== "visible") return;
      // Coming back after the limit ends the session; otherwise coming back is activity.
      if (Date.now() - lastActivity.current >= IDLE_TIMEOUT_MS) check();
      else onActivity();
    };
    const keepAlive = setInterval(() => {
      if (!stopped && Date.now() - lastActivity.current < KEEP_ALIVE_INTERVAL_MS) {
        lastPing.current = Date.now();
        handlers.current.ping().catch(() => {});
      }
    }, KEEP_ALIVE_INTERVAL_MS);

    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    document.addEventListener("visibilitychange", onVisibility);
    timer = setTimeout(check, IDLE_TIMEOUT_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(keepAlive);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);

  useEffect(() => {
    if (rememberMe !== false) return;
    window.addEventListener("pagehide", sendClosingBeacon);
    return () => window.removeEventListener("pagehide", sendClosingBeacon);
  }, [rememberMe]);
}

/**
 * While `active`, counts as activity once a minute, so that a long breathing or relaxation
 * session followed hands-free does not end in the 30-minute inactivity sign-out.
 */
export function useGuidedActivity(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const mark = () => window.dispatchEvent(new Event(GUIDED_ACTIVITY_EVENT));
    mark();
    const timer = setInterval(mark, 60_000);
    return () => clearInterval(timer);
  }, [active]);
}
