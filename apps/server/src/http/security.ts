import { messages } from "@onepercent/validators";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "./request-info";

/**
 * Strict CSP: scripts only from our origin (nothing inline), no framing, no plugins. Styles
 * allow inline because the toast library injects its stylesheet at run time.
 */
const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'"],
    mediaSrc: ["'self'", "blob:"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: "strict-origin-when-cross-origin",
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
});

/**
 * The security headers as hono's secureHeaders writes them with the policy above, read once at
 * start: every answer gets this fixed list (answer-basics.ts writes it without a middleware of
 * its own).
 */
export const SECURITY_HEADERS: readonly [string, string][] = [
  ...(
    await new Hono()
      .use(securityHeaders)
      .get("/", (c) => c.body(null))
      .request("/")
  ).headers,
];

/** The header the web client adds to every tRPC call; a cross-site form cannot set it. */
export const CSRF_HEADER = "x-onepercent-client";

/** Our origin as PUBLIC_URL states it (undefined: the origin each request was made to). */
export const publicOriginOf = (publicUrl: string | undefined) => (publicUrl ? new URL(publicUrl).origin : undefined);

/**
 * Whether a browser sent the request from another site: Sec-Fetch-Site when the browser states it,
 * else an Origin other than ours (`allowedOrigin`, else the request's).
 */
export function isCrossSite(c: Context<AppEnv>, allowedOrigin: string | undefined): boolean {
  const site = c.req.header("sec-fetch-site");
  const origin = c.req.header("origin");
  const ownOrigin = allowedOrigin ?? new URL(c.req.url).origin;
  return site ? site !== "same-origin" && site !== "none" : origin !== undefined && origin !== ownOrigin;
}

/**
 * CSRF guard for state-changing tRPC calls (they may ride on the session cookie): the
 * browser must not call it cross-site (Sec-Fetch-Site, else Origin against our host), the
 * body must be JSON and the client's custom header must be present.
 */
export function csrfGuard(publicUrl: string | undefined): MiddlewareHandler<AppEnv> {
  const allowedOrigin = publicOriginOf(publicUrl);
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
    const json = c.req.header("content-type")?.toLowerCase().startsWith("application/json") ?? false;
    if (isCrossSite(c, allowedOrigin) || !json || !c.req.header(CSRF_HEADER)) {
      return c.json({ message: messages.crossSiteRequest }, 403);
    }
    return next();
  };
}
