import type { ServerOptions } from "node:http";
import { ConfigError, type Env } from "../config/config";

/** The HTTP server's timeouts: how long a client may take, so a slow one cannot hold a connection for long. */
export type HttpTimeouts = Required<
  Pick<ServerOptions, "headersTimeout" | "requestTimeout" | "keepAliveTimeout" | "connectionsCheckingInterval">
>;

type TimeoutSettings = Pick<Env, "HEADERS_TIMEOUT_MS" | "REQUEST_TIMEOUT_MS" | "KEEP_ALIVE_TIMEOUT_MS">;

/**
 * The server options for the timeout settings (README "Configuration"):
 * - headers within HEADERS_TIMEOUT_MS (10 s): a real client sends them in one packet, so 10 s
 *   leaves room for the slowest link and ends a slowloris (a byte a second) early;
 * - the whole request within REQUEST_TIMEOUT_MS (300 s): a 25 MB recording takes 300 s at
 *   0.7 Mbit/s, a weak phone uplink; it ends at the last byte of the request, not of the answer;
 * - an idle keep-alive connection closed after KEEP_ALIVE_TIMEOUT_MS (5 s): enough for a page's
 *   next calls; behind a proxy that reuses connections, set it above the proxy's idle timeout.
 * Node checks the first two only every `connectionsCheckingInterval` (30 s by default, longer than
 * the headers timeout itself): here a quarter of the headers timeout, at most 1 s.
 */
export function httpTimeoutsOf(env: TimeoutSettings): HttpTimeouts {
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      `Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not be over REQUEST_TIMEOUT_MS (${env.REQUEST_TIMEOUT_MS})`,
    );
  }
  return {
    headersTimeout: env.HEADERS_TIMEOUT_MS,
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: env.KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(env.HEADERS_TIMEOUT_MS / 4))),
  };
}
