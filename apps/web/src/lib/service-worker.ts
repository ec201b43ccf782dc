import { Workbox } from "workbox-window";

/**
 * Registers the service worker (/sw.js, docs/decisions/033) and offers each new version with a
 * prompt: "A new version of OnePercent is ready" with a "Reload" button. The new version takes
 * over only when the athlete presses it (never a silent reload that would lose a half-written
 * entry; a page with unsaved edits still asks before it is left). Dismissed, the prompt comes back
 * on the next visit while the new version waits.
 */
const UPDATE_TOAST_ID = "app-update";
const UPDATE_CHECK_MS = 60 * 60 * 1000;

async function acceptUpdate(workbox: Workbox): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  // Another tab may have let the new version in already: this one just reloads onto it.
  if (!registration?.waiting) {
    window.location.reload();
    return;
  }
  workbox.addEventListener("controlling", () => window.location.reload());
  workbox.messageSkipWaiting();
}

async function offerUpdate(workbox: Workbox): Promise<void> {
  const { toast } = await import("@onepercent/ui/toaster");
  toast("A new version of OnePercent is ready", {
    id: UPDATE_TOAST_ID,
    duration: Number.POSITIVE_INFINITY,
    action: { label: "Reload", onClick: () => void acceptUpdate(workbox) },
  });
}

async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const workbox = new Workbox("/sw.js", { scope: "/" });
  workbox.addEventListener("waiting", () => void offerUpdate(workbox));
  // Without a service worker the app works as before (online only): nothing to tell the athlete.
  const registration = await workbox.register().catch(() => undefined);
  if (registration) checkForUpdatesOnReturn(workbox);
}

/**
 * The browser looks for a new worker on each page load; an app left open for days (a single page
 * app never loads a page again) asks when it comes back to the front, at most once an hour.
 */
function checkForUpdatesOnReturn(workbox: Workbox): void {
  let lastCheck = Date.now();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || Date.now() - lastCheck < UPDATE_CHECK_MS) return;
    lastCheck = Date.now();
    void workbox.update().catch(() => undefined);
  });
}

/** Registers once the page has loaded and the browser is idle: never in the way of the first render. */
export function registerWhenIdle(): void {
  const register = () => void registerServiceWorker();
  const whenIdle = () =>
    typeof requestIdleCallback === "function" ? requestIdleCallback(register) : setTimeout(register, 0);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
