import type { CoachProvider } from "@onepercent/ai";
import type { AiServices, ApiConfig, Context } from "@onepercent/api";
import type { Database } from "@onepercent/db";
import type { Mailer } from "@onepercent/email";
import type { Context as HonoContext } from "hono";
import { type AppEnv, clientIp } from "../http/request-info";
import type { Logger } from "../runtime/logger";

/** What the procedures' context is made of, besides the request and its session. */
export interface ProcedureServices {
  db: Database;
  mailer: Mailer;
  coach: CoachProvider;
  /** The AI tools: the configured coach's tools, speech and the audio storage (api/ai-services.ts). */
  ai: AiServices;
  config: ApiConfig;
  logger: Logger;
  /** Proxies in front of the server that append to X-Forwarded-For (TRUST_PROXY); 0: none. */
  proxyHops: number;
  publicUrl: string | undefined;
}

/** The procedures' context of one request, given its session and how a new session is handed over. */
export type ContextOf = (c: HonoContext<AppEnv>, session: Pick<Context, "auth" | "transport">) => Context;

/**
 * The procedures' context for one request, the same for a tRPC call, a legacy REST row and a host
 * row: the host resolves the session and chooses how a new session is handed over (cookie or bearer).
 */
export function procedureContext(services: ProcedureServices): ContextOf {
  const { db, mailer, coach, ai, config, logger, proxyHops, publicUrl } = services;
  return (c, session) => ({
    db,
    mailer,
    coach,
    ai,
    config,
    ip: clientIp(c, proxyHops),
    userAgent: c.req.header("user-agent") ?? null,
    origin: publicUrl ? new URL(publicUrl).origin : new URL(c.req.url).origin,
    logError: (error, message) => logger.error({ err: error, requestId: c.get("requestId") }, message),
    ...session,
  });
}
