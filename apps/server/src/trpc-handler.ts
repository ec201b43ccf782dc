import { appRouter, type Context, databaseDown, resolveSession, syncTimeZone, toTRPCError } from "@onepercent/api";
import { AppError, SESSION_COOKIE, TIME_ZONE_HEADER } from "@onepercent/validators";
import type { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { Context as HonoContext } from "hono";
import { getCookie } from "hono/cookie";
import { googleSignupCookie } from "./google-auth-cookies";
import type { HandlerDeps } from "./handler-deps";
import { buildContext } from "./request-context";
import { type AppEnv, bearerToken, isHttps } from "./request-info";
import { bearerTransport, cookieTransport, maxAgeSeconds, writeSessionCookie } from "./session-cookie";
import { answerQueries, type QueryHost, queryCalls } from "./trpc-queries";

/**
 * The procedures' context: the session comes from a bearer token or the cookie. A database that
 * cannot be reached makes every call of the request a 503 (decision 025).
 */
async function trpcContext(c: HonoContext<AppEnv>, deps: HandlerDeps, resHeaders: Headers): Promise<Context> {
  try {
    return await sessionContext(c, deps, resHeaders);
  } catch (error) {
    const down = databaseDown(error);
    throw down ? toTRPCError(down) : error;
  }
}

async function sessionContext(c: HonoContext<AppEnv>, deps: HandlerDeps, resHeaders: Headers): Promise<Context> {
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
  const googleSignup = googleSignupCookie(c, deps.api.tokenSigningKey, resHeaders, secure);
  return { ...buildContext(c, deps, { auth, transport }), googleSignup };
}

/** Never cached; a throttled call says when to try again. */
function metaHeaders(errors: unknown[]): Headers {
  const headers = new Headers({ "cache-control": "no-store" });
  for (const error of errors) {
    const cause = error instanceof Error ? error.cause : undefined;
    if (cause instanceof AppError && cause.retryAfterSeconds !== undefined) {
      headers.set("retry-after", String(cause.retryAfterSeconds));
    }
  }
  return headers;
}

function host(c: HonoContext<AppEnv>, deps: HandlerDeps): QueryHost {
  return {
    createContext: (resHeaders) => trpcContext(c, deps, resHeaders),
    metaHeaders,
    onError(error: TRPCError, path: string | undefined) {
      if (error.code === "INTERNAL_SERVER_ERROR" || error.code === "SERVICE_UNAVAILABLE") {
        deps.logger.error({ err: error.cause ?? error, path, requestId: c.get("requestId") }, "procedure failed");
      }
    },
  };
}

/**
 * Serves /trpc: GET query calls (what the web app reads) are answered directly in tRPC's wire
 * format; everything else goes through tRPC's fetch adapter.
 */
export function trpcHandler(deps: HandlerDeps) {
  return (c: HonoContext<AppEnv>) => {
    const calls = c.req.method === "GET" ? queryCalls(c, deps.maxBatchSize) : null;
    if (calls) return answerQueries(host(c, deps), calls, c.req.query("batch") === "1");
    return fetchTrpc(c, deps);
  };
}

/** tRPC's own fetch adapter: mutations, and every call the GET path leaves to it. */
export function fetchTrpc(c: HonoContext<AppEnv>, deps: HandlerDeps): Promise<Response> {
  const { createContext, onError } = host(c, deps);
  return fetchRequestHandler({
    endpoint: "/trpc",
    req: c.req.raw,
    router: appRouter,
    maxBatchSize: deps.maxBatchSize,
    createContext: ({ resHeaders }) => createContext(resHeaders),
    responseMeta: ({ errors }) => ({ headers: metaHeaders(errors) }),
    onError: ({ error, path }) => onError(error, path),
  });
}
