import { appRouter, resolveSession, syncTimeZone } from "@onepercent/api";
import { AppError, SESSION_COOKIE, TIME_ZONE_HEADER } from "@onepercent/validators";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { Context as HonoContext } from "hono";
import { getCookie } from "hono/cookie";
import type { HandlerDeps } from "./handler-deps";
import { buildContext } from "./request-context";
import { type AppEnv, bearerToken, isHttps } from "./request-info";
import { bearerTransport, cookieTransport, maxAgeSeconds, writeSessionCookie } from "./session-cookie";

/** Serves /trpc with the fetch adapter; the session comes from a bearer token or the cookie. */
export function trpcHandler(deps: HandlerDeps) {
  return (c: HonoContext<AppEnv>) =>
    fetchRequestHandler({
      endpoint: "/trpc",
      req: c.req.raw,
      router: appRouter,
      maxBatchSize: deps.maxBatchSize,
      async createContext({ resHeaders }) {
        const bearer = bearerToken(c);
        const cookie = getCookie(c, SESSION_COOKIE);
        const session = await resolveSession(deps.db, deps.api.tokenSigningKey, { bearer, cookie });
        const auth = await syncTimeZone(deps.db, session, c.req.header(TIME_ZONE_HEADER));
        const secure = isHttps(c, deps.proxyHops, deps.publicUrl);
        const transport =
          bearer !== undefined ? bearerTransport(deps.api.tokenSigningKey) : cookieTransport(resHeaders, secure);
        if (cookie && auth?.session.renewed && auth.session.rememberMe && bearer === undefined) {
          // A persistent cookie is re-sent so that its own lifetime slides with the session's.
          writeSessionCookie(resHeaders, secure, cookie, maxAgeSeconds(auth.session.expiresAt));
        }
        return buildContext(c, deps, { auth, transport });
      },
      responseMeta({ errors }) {
        const headers = new Headers({ "cache-control": "no-store" });
        for (const error of errors) {
          if (error.cause instanceof AppError && error.cause.retryAfterSeconds !== undefined) {
            headers.set("retry-after", String(error.cause.retryAfterSeconds));
          }
        }
        return { headers };
      },
      onError({ error, path }) {
        if (error.code === "INTERNAL_SERVER_ERROR" || error.code === "SERVICE_UNAVAILABLE") {
          deps.logger.error({ err: error.cause ?? error, path, requestId: c.get("requestId") }, "procedure failed");
        }
      },
    });
}
