import http from "node:http";
import https from "node:https";
import type { PushPayload } from "@onepercent/validators/reminders";
import { REMINDER_LATE_LIMIT_MS } from "@onepercent/validators/reminders";
import webpush from "web-push";
import type { VapidKeys } from "../../context";

/**
 * Sends one web push message (RFC 8030/8291/8292, decision 032): web-push encrypts the payload
 * (aes128gcm) for the subscription's keys and signs the VAPID header; the request goes out on a
 * kept-alive connection that gives up when idle for 10 s, follows no redirect and reads no answer body.
 */

/** A browser's subscription, as stored. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** "gone": the push service no longer knows the subscription (404/410); it should be removed. */
export type PushOutcome = "sent" | "gone" | "failed";

/** A push service keeps an undelivered reminder as long as it may still be sent late. */
const PUSH_TTL_SECONDS = REMINDER_LATE_LIMIT_MS / 1000;
/** One push service request gives up after this long. */
const PUSH_TIMEOUT_MS = 10_000;

const bytesOf = (value: string) =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, "base64url") : Buffer.alloc(0);
/** Keys a browser makes: an uncompressed P-256 point (65 bytes) and a 16-byte auth secret. */
function encryptableFor(target: PushTarget): boolean {
  const key = bytesOf(target.p256dh);
  return key.length === 65 && key[0] === 4 && bytesOf(target.auth).length === 16;
}

/** A VAPID JWT is good for 12 hours (web-push's default); one is signed per push service and reused for an hour. */
const VAPID_REUSE_MS = 60 * 60 * 1000;
const vapidHeaders = new Map<string, { authorization: string; signedAt: number }>();

/** The VAPID Authorization header for the push service of `endpoint` (signing one costs a millisecond). */
function vapidAuthorization(vapid: VapidKeys, endpoint: string): string {
  const audience = new URL(endpoint).origin;
  const key = `${vapid.publicKey} ${audience}`;
  const cached = vapidHeaders.get(key);
  const now = Date.now();
  if (cached && now - cached.signedAt < VAPID_REUSE_MS) return cached.authorization;
  const { Authorization } = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    "aes128gcm",
  );
  // Push services are few (one per browser vendor): the map stays small; cleared if it does not.
  if (vapidHeaders.size > 1000) vapidHeaders.clear();
  vapidHeaders.set(key, { authorization: Authorization, signedAt: now });
  return Authorization;
}

/** The request web-push builds, as fetch takes it (web-push's header values are numbers and strings). */
function requestOf(vapid: VapidKeys, target: PushTarget, payload: PushPayload, topic: string | undefined) {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      headers: { Authorization: vapidAuthorization(vapid, target.endpoint) },
      TTL: PUSH_TTL_SECONDS,
      urgency: "normal",
      contentEncoding: "aes128gcm",
      ...(topic ? { topic } : {}),
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
  return { url: new URL(details.endpoint), headers, body: details.body ?? Buffer.alloc(0) };
}

/** Connections to push services are kept open between messages (a due minute sends many). */
const agents = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 64 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

/** POSTs the message; answers the push service's status (its body is not read). */
function post(request: ReturnType<typeof requestOf>): Promise<number> {
  const { url, headers, body } = request;
  const transport = url.protocol === "https:" ? https : url.protocol === "http:" ? http : null;
  if (!transport) return Promise.reject(new Error(`not a push service: ${url.protocol}`));
  const agent = url.protocol === "https:" ? agents["https:"] : agents["http:"];
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(url, { method: "POST", headers, agent, timeout: PUSH_TIMEOUT_MS }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    outgoing.on("timeout", () => outgoing.destroy(new Error("the push service did not answer in time")));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/**
 * Delivers `payload` to one subscription. `topic` (up to 32 URL-safe characters) lets the push
 * service replace a message still waiting for the device with a newer one of the same topic.
 */
export async function sendPush(
  vapid: VapidKeys,
  target: PushTarget,
  payload: PushPayload,
  topic?: string,
): Promise<PushOutcome> {
  // Keys no browser makes: nothing can be encrypted for this subscription.
  if (!encryptableFor(target)) return "gone";
  try {
    const status = await post(requestOf(vapid, target, payload, topic));
    if (status === 404 || status === 410) return "gone";
    return status >= 200 && status < 300 ? "sent" : "failed";
  } catch {
    return "failed";
  }
}
