import { createCoach } from "@onepercent/ai";
import { databaseDown } from "@onepercent/api";
import { hostRows, restError, restRoutes } from "@onepercent/api/rest";
import type { Database } from "@onepercent/db";
import { messages } from "@onepercent/validators";
import { Hono } from "hono";
import { aiServicesOf, coachSettingsOf } from "../api/ai-services";
import { apiConfigFrom } from "../api/api-config";
import { hostHandlers } from "../api/host-handlers";
import { mailerOf } from "../api/mailer";
import { procedureContext } from "../api/request-context";
import { mountTable, type TableOptions } from "../api/rest-table";
import { trpcHandler } from "../api/trpc-handler";
import { type Sessions, sessionOf } from "../auth/session";
import type { ServerConfig } from "../config/config";
import type { Logger } from "../runtime/logger";
import { isApiPath, isNavigation, mountSpa } from "../spa/spa";
import { answerBasics } from "./answer-basics";
import { limitBodies } from "./body-limits";
import type { AppEnv } from "./request-info";
import { loggedPath } from "./request-log";
import { send } from "./rest-answer";
import { csrfGuard } from "./security";

export interface AppOptions {
  db: Database;
  config: ServerConfig;
  logger: Logger;
  /** The built SPA directory (apps/web/dist when the server runs). */
  webDist: string;
}

/** Pages for visitors who are not signed in (platform.md §2, §4). */
const SIGNED_OUT_ENTRY_PAGES = new Set(["/", "/home", "/login", "/register", "/new-profile"]);

/** The whole HTTP surface: /trpc, the REST table (procedure rows and host rows) and the SPA, behind the shared middleware. */
export function createApp({ db, config, logger, webDist }: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { env } = config;
  const api = apiConfigFrom(config);
  const ai = aiServicesOf(config, logger);
  const sessions: Sessions = { db, signingKey: api.tokenSigningKey };
  const contextOf = procedureContext({
    db,
    mailer: mailerOf(config, db, logger),
    coach: createCoach(coachSettingsOf(config, logger)),
    ai,
    config: api,
    logger,
    proxyHops: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
  });
  const table: TableOptions = {
    sessions,
    contextOf,
    handlers: hostHandlers({ config, sessions, ai, api, logger }),
    logger,
    publicUrl: env.PUBLIC_URL,
  };

  app.use("*", answerBasics(logger));
  limitBodies(app, env.BODY_LIMIT_BYTES);

  // The rows the host answers itself (files, the upload, the Google redirects) come before the
  // SPA: a browser that opens one gets the file or the redirect, not the app.
  mountTable(app, hostRows, table);
  const spaIndex = mountSpa(app, webDist);
  // Browser navigations get the SPA before any legacy path that shares the route. A signed-in
  // visitor opening a public entry page (home, sign-in, registration) goes straight to the
  // dashboard, so those pages render without first asking who is signed in.
  app.use("*", async (c, next) => {
    if (!isNavigation(c)) return next();
    if (SIGNED_OUT_ENTRY_PAGES.has(c.req.path)) {
      // A database that cannot be reached does not keep the page from loading: it says so itself.
      const session = await sessionOf(c, sessions, "cookie").catch(() => null);
      if (session?.auth) return c.redirect("/dashboard", 302);
    }
    return spaIndex(c) ?? next();
  });

  app.use("/trpc/*", csrfGuard(env.PUBLIC_URL));
  app.all(
    "/trpc/*",
    trpcHandler({
      sessions,
      contextOf,
      logger,
      maxBatchSize: env.TRPC_MAX_BATCH_SIZE,
      proxyHops: env.TRUST_PROXY,
      publicUrl: env.PUBLIC_URL,
    }),
  );
  mountTable(app, restRoutes, table);

  app.notFound((c) => {
    if (!isApiPath(c.req.path) && c.req.method === "GET") {
      const index = spaIndex(c);
      if (index) return index;
    }
    return c.json({ message: messages.notFound }, 404);
  });
  app.onError((error, c) => {
    const down = databaseDown(error);
    if (down) {
      logger.warn({ err: error, requestId: c.get("requestId"), path: loggedPath(c.req.path) }, "database unavailable");
      // The REST rows' answer of the same error: its status, message and Retry-After.
      return send(restError(down));
    }
    logger.error({ err: error, requestId: c.get("requestId"), path: loggedPath(c.req.path) }, "unhandled error");
    return c.json({ message: messages.internal }, 500);
  });
  return app;
}
