import { appRouter, type Context, databaseDown, syncTimeZone, toTRPCError } from "@onepercent/api";
import { AppError, TIME_ZONE_HEADER } from "@onepercent/validators";
import type { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { Context as HonoContext } from "hono";
import { googleSignupCookie } from "../auth/google-cookies";
import { type Sessions, sessionOf } from "../auth/session";
import { bearerTransport, cookieTransport, maxAgeSeconds, writeSessionCookie } from "../auth/session-cookie";
import { type AppEnv, isHttps } from "../http/request-info";
import type { Logger } from "../runtime/logger";
import type { ContextOf } from "./request-context";
import { answerQueries, type QueryHost, queryCalls } from "./trpc-queries";

/** What /trpc is answered with. */
export interface TrpcOptions {
  sessions: Sessions;
  contextOf: ContextOf;
  logger: Logger;
  /** Calls allowed in one batch; a larger batch gets 400 before any procedure runs. */
  maxBatchSize: number;
  /** Proxies in front of the server (TRUST_PROXY), for whether the browser came over HTTPS. */
  proxyHops: number;
  publicUrl: string | undefined;
}

/**
 * The procedures' context: the session comes from a bearer token or the cookie. A database that
 * cannot be reached makes every call of the request a 503 (decision 025).
 */
async function trpcContext(c: HonoContext<AppEnv>, options: TrpcOptions, resHeaders: Headers): Promise<Context> {
  try {
    return await sessionContext(c, options, resHeaders);
  } catch (error) {
    const down = databaseDown(error);
    throw down ? toTRPCError(down) : error;
  }
}

async function sessionContext(c: HonoContext<AppEnv>, options: TrpcOptions, resHeaders: Headers): Promise<Context> {
  const { sessions } = options;
  const { auth: session, bearer, cookie } = await sessionOf(c, sessions, "bearer-or-cookie");
  const auth = await syncTimeZone(sessions.db, session, c.req.header(TIME_ZONE_HEADER));
  const secure = isHttps(c, options.proxyHops, options.publicUrl);
  const transport = bearer !== undefined ? bearerTransport(sessions.signingKey) : cookieTransport(resHeaders, secure);
  if (cookie && auth?.session.renewed && auth.session.rememberMe && bearer === undefined) {
    // A persistent cookie is re-sent so that its own lifetime slides with the session's.
    writeSessionCookie(resHeaders, secure, cookie, maxAgeSeconds(auth.session.expiresAt));
  }
  const googleSignup = googleSignupCookie(c, sessions.signingKey, resHeaders, secure);
  return { ...options.contextOf(c, { auth, transport }), googleSignup };
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

function host(c: HonoContext<AppEnv>, options: TrpcOptions): QueryHost {
  return {
    createContext: (resHeaders) => trpcContext(c, options, resHeaders),
    metaHeaders,
    onError(error: TRPCError, path: string | undefined) {
      if (error.code === "INTERNAL_SERVER_ERROR" || error.code === "SERVICE_UNAVAILABLE") {
        options.logger.error({ err: error.cause ?? error, path, requestId: c.get("requestId") }, "procedure failed");
      }
    },
  };
}

/**
 * Serves /trpc: GET query calls (what the web app reads) are answered directly in tRPC's wire
 * format; everything else goes through tRPC's fetch adapter.
 */
export function trpcHandler(options: TrpcOptions) {
  return (c: HonoContext<AppEnv>) => {
    const calls = c.req.method === "GET" ? queryCalls(c, options.maxBatchSize) : null;
    if (calls) return answerQueries(host(c, options), calls, c.req.query("batch") === "1");
    return fetchTrpc(c, options);
  };
}

/** tRPC's own fetch adapter: mutations, and every call the GET path leaves to it. */
function fetchTrpc(c: HonoContext<AppEnv>, options: TrpcOptions): Promise<Response> {
  const { createContext, onError } = host(c, options);
  return fetchRequestHandler({
    endpoint: "/trpc",
    req: c.req.raw,
    router: appRouter,
    maxBatchSize: options.maxBatchSize,
    createContext: ({ resHeaders }) => createContext(resHeaders),
    responseMeta: ({ errors }) => ({ headers: metaHeaders(errors) }),
    onError: ({ error, path }) => onError(error, path),
  });
}
