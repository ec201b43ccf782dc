import type { MiddlewareHandler } from "hono";
import type { Logger } from "./logger";
import type { AppEnv } from "./request-info";

/** Paths whose last part is a secret (an invitation code, a reset token): the log keeps only the prefix. */
const SECRET_PATHS = [
  /^(\/api\/invitations\/(?:verify|use)\/)[^/]+/,
  /^(\/invite\/)[^/]+/,
  /^(\/reset-password\/)[^/]+/,
  /^(\/api\/users\/resetPassword\/)[^/]+/i,
];

/** The path as the request log writes it: secrets in the path are replaced, the query is never written. */
export function loggedPath(pathname: string): string {
  for (const pattern of SECRET_PATHS) {
    if (pattern.test(pathname)) return pathname.replace(pattern, "$1[redacted]");
  }
  return pathname;
}

/** One line per request: id, method, path (secrets redacted), status and time; never a body or a header. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    c.res.headers.set("x-request-id", c.get("requestId"));
    logger.info(
      {
        requestId: c.get("requestId"),
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
}
