import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import type { Hono } from "hono";
import { parseEnv } from "../config/config";
import { type HttpTimeouts, httpTimeoutsOf } from "./http-timeouts";
import { type LingerLimits, lingerOnRequests } from "./lingering-close";
import type { AppEnv } from "./request-info";

/**
 * What the server reads of a body it answered before reading (a 413, a refused upload): up to
 * 64 MB (a 25 MB recording with room to spare), for 30 s at most, with at most 5 s between pieces.
 */
const LINGER_LIMITS: LingerLimits = { maxBytes: 64 * 1024 * 1024, maxMs: 30_000, idleMs: 5000 };

export interface ListenOptions {
  port: number;
  hostname?: string;
  /** How long a client may take (http-timeouts.ts); the settings' defaults when absent. */
  timeouts?: HttpTimeouts;
}

/**
 * The app on an HTTP/1.1 server, as `npm start` and the tests that need a real socket run it:
 * bodies answered early are read to their end within LINGER_LIMITS (lingering-close.ts) instead
 * of the adapter's own 500 ms clean-up; a client slower than `timeouts` is cut off. Resolves once it listens.
 */
export async function listen(app: Hono<AppEnv>, { port, hostname, timeouts }: ListenOptions) {
  const serverOptions = timeouts ?? httpTimeoutsOf(parseEnv({}));
  const server: ServerType = serve({ fetch: app.fetch, port, hostname, autoCleanupIncoming: false, serverOptions });
  lingerOnRequests(server, LINGER_LIMITS);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", () => resolve());
    server.once("error", reject);
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("the server has no TCP port");
  return { server, port: (address satisfies AddressInfo).port };
}
