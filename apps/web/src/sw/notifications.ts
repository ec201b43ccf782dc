import { PushPayload } from "@onepercent/validators/reminders";

/**
 * Reminders delivered by web push (issue 28): a push shows a notification with "Done" (a habit's
 * reminder: checks the habit for that day without opening the app) and "Open"; a tap or "Open"
 * brings the app to the reminder's page.
 */
const DONE_PATH = "/api/reminders/done";
const DEFAULT_URL = "/dashboard";
const ICON = "/icons/icon-192.png";
/** Shown when a push cannot be read: the browser requires a notification for every push. */
const UNREADABLE: PushPayload = {
  title: "OnePercent",
  body: "You have a reminder.",
  url: DEFAULT_URL,
  tag: "onepercent-reminder",
};

declare global {
  interface NotificationAction {
    action: string;
    title: string;
  }
  interface NotificationOptions {
    actions?: NotificationAction[];
  }
}

function payloadOf(data: PushMessageData | null): PushPayload {
  try {
    const parsed = PushPayload.safeParse(data?.json());
    return parsed.success ? parsed.data : UNREADABLE;
  } catch {
    return UNREADABLE;
  }
}

const optionsFor = (payload: PushPayload): NotificationOptions => ({
  body: payload.body,
  tag: payload.tag,
  icon: ICON,
  data: payload,
  actions: payload.doneToken
    ? [
        { action: "done", title: "Done" },
        { action: "open", title: "Open" },
      ]
    : [{ action: "open", title: "Open" }],
});

/** A window of the app brought to the front on `url`, or a new one. */
async function openApp(worker: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const target = new URL(url, worker.location.origin);
  const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  // Every window listed is one of ours (same origin): the one in front, else the first.
  const open = windows.find((client) => client.focused) ?? windows[0];
  if (!open) {
    await worker.clients.openWindow(target.href);
    return;
  }
  // Brought to the front first (allowed only right after the click), then sent to the page: only a
  // window this worker controls can be sent elsewhere, another one just comes forward.
  await open.focus().catch(() => null);
  if (new URL(open.url).pathname !== target.pathname) await open.navigate(target.href).catch(() => null);
}

/** Checks the habit through the token; if that fails, the app opens on the reminder's page instead. */
async function markDone(worker: ServiceWorkerGlobalScope, payload: PushPayload, token: string): Promise<void> {
  const answer = await fetch(DONE_PATH, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token }),
  }).catch(() => null);
  if (!answer?.ok) await openApp(worker, payload.url);
}

function clicked(worker: ServiceWorkerGlobalScope, event: NotificationEvent): Promise<void> {
  const parsed = PushPayload.safeParse(event.notification.data);
  event.notification.close();
  const payload = parsed.success ? parsed.data : UNREADABLE;
  if (event.action === "done" && payload.doneToken) return markDone(worker, payload, payload.doneToken);
  return openApp(worker, payload.url);
}

export function listenForPushes(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener("push", (event) => {
    const payload = payloadOf(event.data);
    event.waitUntil(worker.registration.showNotification(payload.title, optionsFor(payload)));
  });
  worker.addEventListener("notificationclick", (event) => {
    event.waitUntil(clicked(worker, event));
  });
}
