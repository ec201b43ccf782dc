/**
 * Web push in this browser (issue 28): whether it can work here, the browser's subscription, and
 * turning it on (permission, then the service worker's push manager) or off. Permission is only
 * ever asked from a user's action (the reminders screen's "Turn on push notifications").
 * The calls to the server are passed in, so that sign-out can use this without the React client.
 */

/** A subscription as the server takes it (PushSubscriptionInput). */
export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** How turning push on ended: on, refused by the user (now or before), or not possible here. */
export type PushOutcome = "on" | "dismissed" | "denied" | "unsupported" | "failed";

/** How long to wait for the service worker (registered by the app after its first render). */
const SERVICE_WORKER_WAIT_MS = 10_000;

/** Whether this browser has what web push needs: a service worker, a push manager, notifications. */
export const pushSupported = (): boolean =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** Whether the user has blocked notifications for this site. */
export const pushDenied = (): boolean => pushSupported() && Notification.permission === "denied";

/** The browser's current push subscription for this site, if any (never waits for a service worker). */
async function browserSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** A VAPID public key (base64url, as the server gives it) as the bytes the push manager takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

/** What the server needs of a subscription, or null when the browser left a part out. */
export function subscriptionKeys(subscription: PushSubscriptionJSON): PushSubscriptionKeys | null {
  const { endpoint, keys } = subscription;
  const p256dh = keys?.p256dh;
  const auth = keys?.auth;
  return endpoint && p256dh && auth ? { endpoint, keys: { p256dh, auth } } : null;
}

/** Whether `subscription` was made with `key` (after a change of the server's keys it is of no use). */
function madeWith(subscription: PushSubscription, key: Uint8Array): boolean {
  const made = subscription.options.applicationServerKey;
  if (!made) return false;
  const bytes = new Uint8Array(made);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** Whether this browser gets the server's pushes: subscribed, with the server's current key. */
export async function pushIsOn(publicKey: string): Promise<boolean> {
  const subscription = await browserSubscription();
  return subscription !== null && madeWith(subscription, applicationServerKey(publicKey));
}

function readyServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), SERVICE_WORKER_WAIT_MS);
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}

async function newSubscription(publicKey: string): Promise<PushSubscription | null> {
  const registration = await readyServiceWorker();
  if (!registration) return null;
  const key = applicationServerKey(publicKey);
  try {
    // A subscription made with an earlier key of the server blocks a new one: drop it first.
    const earlier = await registration.pushManager.getSubscription();
    if (earlier && !madeWith(earlier, key)) await earlier.unsubscribe();
    return await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch {
    // No push service (headless browsers), or the browser refused: the caller offers e-mail.
    return null;
  }
}

/**
 * Turns push on in this browser: asks for permission (call it from a click), subscribes with
 * the server's VAPID key and hands the subscription to `send`. A subscription the server did
 * not take is dropped again, so browser and server agree.
 */
export async function turnOnPush(
  publicKey: string,
  send: (subscription: PushSubscriptionKeys) => Promise<unknown>,
): Promise<PushOutcome> {
  if (!pushSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "dismissed";
  const subscription = await newSubscription(publicKey);
  const keys = subscription ? subscriptionKeys(subscription.toJSON()) : null;
  if (!subscription || !keys) return "failed";
  try {
    await send(keys);
    return "on";
  } catch {
    await subscription.unsubscribe().catch(() => false);
    return "failed";
  }
}

/**
 * Turns push off in this browser (sign-out): `forget` tells the server first, while the session
 * still holds; a failure there does not keep the browser subscribed.
 */
export async function turnOffPush(forget: (endpoint: string) => Promise<unknown>): Promise<void> {
  const subscription = await browserSubscription().catch(() => null);
  if (!subscription) return;
  await forget(subscription.endpoint).catch(() => {
    // The server drops an endpoint that no longer answers (404/410) on its next send.
  });
  await subscription.unsubscribe().catch(() => false);
}
