import type { MiddlewareHandler } from "hono";
import type { Logger } from "../runtime/logger";
import type { AppEnv } from "./request-info";
import { loggedPath } from "./request-log";
import { SECURITY_HEADERS } from "./security";

/** A request id the caller sent is kept when it is a plain token (as hono's requestId middleware does). */
const requestIdOf = (sent: string | undefined) =>
  sent && sent.length <= 255 && /^[\w\-=]+$/.test(sent) ? sent : crypto.randomUUID();

/**
 * What every answer gets, in one middleware: a request id (`requestId`, sent back as
 * X-Request-Id), the security headers, one log line (id, method, path with secrets redacted,
 * status, time; never a body or a header). An answer given before the request body was read keeps
 * its connection: the server reads and drops the rest of the body after it (lingering-close.ts),
 * so the client reads the answer and its next request on that connection is parsed as one.
 */
export function answerBasics(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header("x-request-id"));
    c.set("requestId", requestId);
    await next();
    const headers = c.res.headers;
    for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
    headers.set("x-request-id", requestId);
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
}
