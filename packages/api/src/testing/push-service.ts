import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import { PushPayload } from "@onepercent/validators/reminders";
import ece from "http_ece";
import { z } from "zod";

/**
 * A stand-in push service (issue 28) on 127.0.0.1, doing what a browser's push service and the
 * browser do with a web push request: it checks the VAPID Authorization header (RFC 8292: an
 * ES256 JWT for this origin, signed by the server's key, naming its subject) and decrypts the
 * aes128gcm body (RFC 8291) with the subscription's private key and auth secret. Each endpoint
 * answers 201, or the status a test sets (404/410: the subscription has expired).
 */

interface ReceivedPush {
  /** The subscription's name in this service. */
  name: string;
  payload: PushPayload;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
}

/** What a browser keeps for one subscription: its ECDH key pair and auth secret. */
interface Subscriber {
  ecdh: ECDH;
  authSecret: Buffer;
  status: number;
}

const Claims = z.object({ aud: z.string(), exp: z.number(), sub: z.string() });

/** Checks `vapid t=<jwt>, k=<public key>`; answers the reason it is refused, or null. */
function vapidRefusal(header: string | undefined, expected: { publicKey: string; subject: string; origin: string }) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? "");
  if (!match?.[1] || !match[2]) return "no VAPID authorization";
  if (match[2] !== expected.publicKey) return "another server's key";
  const [head = "", body = "", signature = ""] = match[1].split(".");
  const point = Buffer.from(expected.publicKey, "base64url");
  const key = createPublicKey({
    format: "jwk",
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33, 65).toString("base64url"),
    },
  });
  const signed = Buffer.from(`${head}.${body}`);
  if (!verify("sha256", signed, { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"))) {
    return "a bad signature";
  }
  const claims = Claims.safeParse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
  if (!claims.success) return "claims missing";
  const { aud, exp, sub } = claims.data;
  const nowSeconds = Date.now() / 1000;
  if (aud !== expected.origin) return `audience ${aud}`;
  if (exp <= nowSeconds || exp > nowSeconds + 24 * 60 * 60) return "an expiry outside 24 hours";
  if (sub !== expected.subject) return `subject ${sub}`;
  return null;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const headerOf = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Starts the stand-in for the server's VAPID identity; close() when done. */
export async function startPushService(vapid: { publicKey: string; subject: string }) {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const refusals: string[] = [];
  const server = createServer(async (request, response) => {
    const name = decodeURIComponent(request.url?.replace(/^\/push\//, "") ?? "");
    const subscriber = subscribers.get(name);
    const body = await bodyOf(request);
    const refusal = vapidRefusal(headerOf(request, "authorization"), { ...vapid, origin });
    if (refusal) {
      refusals.push(`${name}: ${refusal}`);
      response.writeHead(401).end();
      return;
    }
    if (!subscriber || request.method !== "POST") {
      response.writeHead(404).end();
      return;
    }
    if (subscriber.status === 201) {
      // The browser's side: decrypt with the subscription's private key and auth secret.
      const plain = ece.decrypt(body, {
        version: "aes128gcm",
        privateKey: subscriber.ecdh,
        authSecret: subscriber.authSecret,
      });
      received.push({
        name,
        payload: PushPayload.parse(JSON.parse(plain.toString("utf8"))),
        ttl: headerOf(request, "ttl"),
        urgency: headerOf(request, "urgency"),
        topic: headerOf(request, "topic"),
      });
    }
    response.writeHead(subscriber.status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the push service has no port");
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    /** Every message delivered and decrypted, in order. */
    received,
    /** Requests refused for their VAPID authorization. */
    refusals,
    /** A new browser subscription named `name`: what the browser sends the server. */
    subscribe(name: string = randomBytes(6).toString("hex")) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      subscribers.set(name, { ecdh, authSecret, status: 201 });
      return {
        name,
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        p256dh: ecdh.getPublicKey().toString("base64url"),
        auth: authSecret.toString("base64url"),
      };
    },
    /** From now on the subscription `name` is answered with `status` (404 or 410: it has expired). */
    answer(name: string, status: number) {
      const subscriber = subscribers.get(name);
      if (subscriber) subscriber.status = status;
    },
    clear() {
      received.length = 0;
      refusals.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
