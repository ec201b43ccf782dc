// Only zod-free values from validators: this module is loaded on every page, the home page included.

import type { AnalyticsProperties, TrackEventInput } from "@onepercent/validators/analytics";
import {
  ANALYTICS_MAX_EVENTS_PER_BATCH,
  ANALYTICS_MAX_PATH_LENGTH,
  ANALYTICS_MAX_PROPERTIES,
  ANALYTICS_MAX_PROPERTY_KEY_LENGTH,
  ANALYTICS_MAX_PROPERTY_VALUE_LENGTH,
  type AnalyticsEventName,
  analyticsPath,
} from "@onepercent/validators/analytics-events";
import superjson from "superjson";

/** Queued events are sent after this long, or as soon as FLUSH_SIZE are waiting. */
const FLUSH_DELAY_MS = 2000;
const FLUSH_SIZE = 20;
/** Browsers refuse keepalive bodies above 64 KiB in flight; larger ones go as plain requests. */
const KEEPALIVE_MAX_BYTES = 60_000;
const TRACK_URL = "/trpc/analytics.track";

let queue: TrackEventInput[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;

/** The path as the server accepts it: without query or secrets, and never too long to reject the batch. */
function pathOf(pathname: string): string {
  return analyticsPath(pathname).slice(0, ANALYTICS_MAX_PATH_LENGTH);
}

/** Properties cut to what the server accepts, so that one careless call cannot lose the whole batch. */
function boundedProperties(properties: AnalyticsProperties): AnalyticsProperties {
  const entries = Object.entries(properties)
    .filter(([key]) => key !== "" && key.length <= ANALYTICS_MAX_PROPERTY_KEY_LENGTH)
    .slice(0, ANALYTICS_MAX_PROPERTIES)
    .map(([key, value]) => {
      if (typeof value === "string") return [key, value.slice(0, ANALYTICS_MAX_PROPERTY_VALUE_LENGTH)];
      if (typeof value === "number" && !Number.isFinite(value)) return [key, null];
      return [key, value];
    });
  return Object.fromEntries(entries);
}

/**
 * Sends one batch as tRPC's HTTP link sends a single (non-batched) mutation: a POST to
 * /trpc/<path> whose body is the superjson-serialised input. When the page is being left, a
 * keepalive request outlives it like a beacon and, unlike sendBeacon, carries the header the CSRF
 * guard requires (the same one as CLIENT_HEADER in ./trpc, which is not imported to keep React
 * out); while the page stays, a plain request is enough and costs the page less.
 */
function send(events: TrackEventInput[], leaving: boolean): void {
  try {
    const body = JSON.stringify(superjson.serialize({ events }));
    fetch(TRACK_URL, {
      method: "POST",
      keepalive: leaving && new Blob([body]).size <= KEEPALIVE_MAX_BYTES,
      credentials: "same-origin",
      headers: { "content-type": "application/json", "x-onepercent-client": "web" },
      body,
    }).catch(() => {});
  } catch {
    // Analytics must never break the app.
  }
}

/** Sends everything queued now; `leaving` (the default) when the page is being hidden or left. */
export function flush(leaving = true): void {
  clearTimeout(timer);
  timer = undefined;
  const events = queue;
  queue = [];
  for (let start = 0; start < events.length; start += ANALYTICS_MAX_EVENTS_PER_BATCH) {
    send(events.slice(start, start + ANALYTICS_MAX_EVENTS_PER_BATCH), leaving);
  }
}

function enqueue(event: TrackEventInput): void {
  queue.push(event);
  if (queue.length >= FLUSH_SIZE) flush(false);
  else timer ??= setTimeout(() => flush(false), FLUSH_DELAY_MS);
}

/** Records a product event ("App Loaded", "Feature Used", …) on the current page. */
export function track(name: AnalyticsEventName, properties?: AnalyticsProperties): void {
  enqueue({
    name,
    path: pathOf(location.pathname),
    occurredAt: new Date(),
    ...(properties ? { properties: boundedProperties(properties) } : {}),
  });
}

/** Records a page view; the server derives the page title from the first path segment. */
export function trackPageView(pathname: string): void {
  enqueue({ name: "Page View", path: pathOf(pathname), occurredAt: new Date() });
}

function onVisibilityChange(): void {
  if (document.visibilityState === "hidden") flush();
}

/** Sends what is queued when the page is hidden or left; registers its listeners only once. */
export function startAnalytics(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  window.addEventListener("pagehide", () => flush());
  document.addEventListener("visibilitychange", onVisibilityChange);
}
