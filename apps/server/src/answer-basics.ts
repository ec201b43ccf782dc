import type { MiddlewareHandler } from "hono";
import type { Logger } from "./logger";
import type { AppEnv } from "./request-info";
import { loggedPath } from "./request-log";
import { SECURITY_HEADERS } from "./security";

/** A request id the caller sent is kept when it is a plain token (as hono's requestId middleware does). */
const requestIdOf = (sent: string | undefined) =>
  sent && sent.length <= 255 && /^[\w\-=]+$/.test(sent) ? sent : crypto.randomUUID();

/**
 * What every answer gets, in one middleware: a request id (`requestId`, sent back as
 * X-Request-Id), the security headers, one log line (id, method, path with secrets redacted,
 * status, time; never a body or a header), and `Connection: close` when it was given before the
 * request body was read: the unread rest of the body would otherwise be taken for the start of
 * the client's next request on the same keep-alive connection, which then fails.
 */
export function answerBasics(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header("x-request-id"));
    c.set("requestId", requestId);
    await next();
    const incoming = c.env?.incoming;
    const unreadBody =
      incoming !== undefined &&
      !incoming.readableEnded &&
      (Number(incoming.headers["content-length"] ?? 0) > 0 || incoming.headers["transfer-encoding"] !== undefined);
    const headers = c.res.headers;
    for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
    headers.set("x-request-id", requestId);
    if (unreadBody) headers.set("connection", "close");
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
