import type { Context } from "@onepercent/api";
import type { Context as HonoContext } from "hono";
import type { HandlerDeps } from "./handler-deps";
import type { AppEnv } from "./request-info";
import { clientIp } from "./request-info";

/**
 * The procedures' context for one request, the same for a tRPC call and a legacy REST row: the
 * host resolves the session and chooses how a new session is handed over (cookie or bearer).
 */
export function buildContext(
  c: HonoContext<AppEnv>,
  deps: HandlerDeps,
  session: Pick<Context, "auth" | "transport">,
): Context {
  return {
    db: deps.db,
    mailer: deps.mailer,
    coach: deps.coach,
    ai: deps.ai,
    config: deps.api,
    ip: clientIp(c, deps.proxyHops),
    userAgent: c.req.header("user-agent") ?? null,
    origin: deps.publicUrl ? new URL(deps.publicUrl).origin : new URL(c.req.url).origin,
    logError: (error, message) => deps.logger.error({ err: error, requestId: c.get("requestId") }, message),
    ...session,
  };
}
