import { createCoach } from "@onepercent/ai";
import { type ApiConfig, databaseDown, resolveSession } from "@onepercent/api";
import { restError } from "@onepercent/api/rest";
import type { Database } from "@onepercent/db";
import { createMailer } from "@onepercent/email";
import { messages, SESSION_COOKIE } from "@onepercent/validators";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { mountAccountExport } from "./account-export";
import { mountAiFiles } from "./ai-files";
import { aiServicesOf, coachSettingsOf } from "./ai-services";
import { mountAiSpeech } from "./ai-speech";
import { AI_UPLOAD_PATH, mountAiUpload } from "./ai-upload";
import { answerBasics } from "./answer-basics";
import { mountAudioFiles } from "./audio-files";
import type { ServerConfig } from "./config";
import { processEventLoopDelay } from "./event-loop-delay";
import { mountGoogleAuth } from "./google-auth";
import { googleSettingsOf } from "./google-auth-provider";
import type { HandlerDeps } from "./handler-deps";
import type { Logger } from "./logger";
import type { AppEnv } from "./request-info";
import { loggedPath } from "./request-log";
import { mountRestRoutes, send } from "./rest-handler";
import { mountRoutineSpeech } from "./routine-speech";
import { CSRF_HEADER, csrfGuard } from "./security";
import { defaultWebDist, isApiPath, isNavigation, mountSpa } from "./spa";
import { trpcHandler } from "./trpc-handler";

export interface AppOptions {
  db: Database;
  config: ServerConfig;
  logger: Logger;
  /** Built SPA directory; apps/web/dist by default. */
  webDist?: string;
}

/** Pages for visitors who are not signed in (platform.md §2, §4). */
const SIGNED_OUT_ENTRY_PAGES = new Set(["/", "/home", "/login", "/register", "/new-profile"]);

export function apiConfigFrom(config: ServerConfig): ApiConfig {
  const { env } = config;
  const delay = processEventLoopDelay();
  return {
    tokenSigningKey: config.tokenSigningKey,
    production: config.production,
    contactEmail: env.CONTACT_EMAIL ?? env.ADMIN_EMAIL,
    aiSuggestionsPerIpPerHour: env.AI_SUGGESTIONS_MAX_PER_IP,
    googleSignIn: googleSettingsOf(env) !== null,
    aiQuotas: {
      callsPerHour: env.AI_CALLS_PER_USER_PER_HOUR,
      audioMinutesPerDay: env.AUDIO_MINUTES_PER_USER_PER_DAY,
    },
    throttle: {
      loginPerAccountAndIp: env.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
      loginPerIp: env.LOGIN_MAX_FAILURES_PER_IP,
      loginPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      registerPerIp: env.REGISTER_MAX_PER_IP,
      windowSeconds: env.THROTTLE_WINDOW_SECONDS,
    },
    // The process's one window over the last minute, started with the first app (issue 25).
    eventLoop: { p99Ms: () => delay.p99Ms(), limitMs: env.EVENT_LOOP_DELAY_LIMIT_MS },
  };
}

/** The whole HTTP surface: /trpc, the legacy REST table and the SPA, behind the shared middleware. */
export function createApp({ db, config, logger, webDist = defaultWebDist() }: AppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const deps: HandlerDeps = {
    db,
    mailer: createMailer({
      smtpUrl: config.env.SMTP_URL,
      from: config.env.MAIL_FROM,
      db,
      // Without SMTP the log is the delivery (ARCHITECTURE.md "E-mail"): reset links and invitations
      // work locally. The request log itself never carries bodies or codes.
      log: (message) => logger.info({ email: message }, "e-mail kept in the outbox (SMTP_URL is not set)"),
    }),
    coach: createCoach(coachSettingsOf(config, logger)),
    ai: aiServicesOf(config, logger),
    api: apiConfigFrom(config),
    logger,
    proxyHops: config.env.TRUST_PROXY,
    maxBatchSize: config.env.TRPC_MAX_BATCH_SIZE,
    publicUrl: config.env.PUBLIC_URL,
  };

  app.use("*", answerBasics(logger));

  const payloadTooLarge = (c: Context<AppEnv>) => c.json({ message: messages.payloadTooLarge }, 413);
  const limit = bodyLimit({ maxSize: config.env.BODY_LIMIT_BYTES, onError: payloadTooLarge });
  // A declared length is checked from the header; only a chunked body is counted as it is read
  // (hono's bodyLimit builds a full fetch Request for that, so it runs only then).
  const tooLarge: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    // A recording upload has its own, larger limit, checked the same two ways (ai-upload.ts).
    if (c.req.method === "POST" && c.req.path === AI_UPLOAD_PATH) return next();
    const length = c.req.header("content-length");
    if (c.req.header("transfer-encoding") !== undefined || length === undefined) return limit(c, next);
    return Number(length) > config.env.BODY_LIMIT_BYTES ? payloadTooLarge(c) : next();
  };
  app.use("/api/*", tooLarge);
  app.use("/trpc/*", tooLarge);
  app.use("/users/*", tooLarge);
  app.use("/ai/*", tooLarge);
  app.use("/journal", tooLarge);
  for (const path of [
    "/roles-and-goals",
    "/roles-and-goals/*",
    "/two-week-planner/*",
    "/daily-check-in",
    "/breathwork",
    "/breathwork/*",
    "/relaxation/*",
    "/routines",
    "/routines/*",
  ]) {
    app.use(path, tooLarge);
  }

  mountAudioFiles(app, { config, logger });
  mountRoutineSpeech(app, deps, config);
  mountAiFiles(app, deps);
  mountAccountExport(app, deps);
  mountAiUpload(app, deps);
  mountAiSpeech(app, deps);
  // Before the SPA: the provider's redirect back to /auth/google/callback is a browser navigation.
  mountGoogleAuth(app, deps, config.env);
  const spaIndex = mountSpa(app, webDist);
  // Browser navigations get the SPA before any legacy path that shares the route. A signed-in
  // visitor opening a public entry page (home, sign-in, registration) goes straight to the
  // dashboard, so those pages render without first asking who is signed in.
  app.use("*", async (c, next) => {
    if (!isNavigation(c)) return next();
    const cookie = getCookie(c, SESSION_COOKIE);
    if (cookie && SIGNED_OUT_ENTRY_PAGES.has(c.req.path)) {
      // A database that cannot be reached does not keep the page from loading: it says so itself.
      const auth = await resolveSession(db, deps.api.tokenSigningKey, { cookie }).catch(() => null);
      if (auth) return c.redirect("/dashboard", 302);
    }
    return spaIndex(c) ?? next();
  });

  app.use("/trpc/*", csrfGuard(config.env.PUBLIC_URL));
  app.all("/trpc/*", trpcHandler(deps));
  mountRestRoutes(app, deps);

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

export { CSRF_HEADER };
