import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./request-info";

/**
 * An answer given before the request body was read (413, a CSRF refusal, an unknown path)
 * closes the connection: the unread rest of the body would otherwise be taken for the start of
 * the client's next request on the same keep-alive connection, which then fails.
 */
export const closeAfterUnreadBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const incoming = c.env?.incoming;
  if (!incoming || incoming.readableEnded) return;
  const { headers } = incoming;
  const hasBody = Number(headers["content-length"] ?? 0) > 0 || headers["transfer-encoding"] !== undefined;
  if (hasBody) c.res.headers.set("connection", "close");
};
