import path from "node:path";
import { fileURLToPath } from "node:url";
import { connectDatabase, migrationsFolder } from "@onepercent/db";
import { mailerOf } from "./api/mailer";
import { ConfigError, loadConfig } from "./config/config";
import { audioFilesOf, prepareRelaxationTracks } from "./files/audio-files";
import { createApp } from "./http/app";
import { listen } from "./http/http-server";
import { type HttpTimeouts, httpTimeoutsOf } from "./http/http-timeouts";
import { bootstrapAdmin } from "./jobs/admin-bootstrap";
import { startReminders } from "./jobs/reminders";
import { startSweeper } from "./jobs/sweeper";
import { startWatchdog } from "./jobs/watchdog";
import { guardDriverDefects } from "./runtime/driver-guard";
import { createLogger } from "./runtime/logger";

/** apps/web/dist, found from this module in source (src/main.ts) and bundled (dist/main.js) form alike. */
const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

async function main() {
  let config: ReturnType<typeof loadConfig>;
  let timeouts: HttpTimeouts;
  try {
    config = loadConfig();
    timeouts = httpTimeoutsOf(config.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { env } = config;
  const logger = createLogger(env.LOG_LEVEL);
  guardDriverDefects(logger);

  const database = await connectDatabase({
    url: env.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, "pgdata"),
    poolSize: env.DATABASE_POOL_SIZE,
    timeouts: {
      connectSeconds: env.DATABASE_CONNECT_TIMEOUT_SECONDS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      acquireMs: env.DATABASE_ACQUIRE_TIMEOUT_MS,
    },
  });
  await database.migrate(migrationsFolder());
  await bootstrapAdmin(
    database.db,
    { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, dataDir: config.dataDir },
    logger,
  );
  const sweeper = startSweeper(database.db, env.THROTTLE_WINDOW_SECONDS, logger, audioFilesOf(config, logger).storage);

  const app = createApp({ db: database.db, config, logger, webDist: WEB_DIST });
  const { server, port } = await listen(app, { port: env.PORT, hostname: env.HOST, timeouts });
  logger.info(
    { port, database: database.kind, dataDir: config.dataDir, env: env.NODE_ENV },
    `OnePercent is listening on http://localhost:${port}`,
  );
  // From now on an event loop stuck for EVENT_LOOP_STALL_EXIT_MS ends the process (watchdog.ts).
  const watchdog =
    env.EVENT_LOOP_STALL_EXIT_MS > 0
      ? startWatchdog({
          stallExitMs: env.EVENT_LOOP_STALL_EXIT_MS,
          log: env.LOG_LEVEL !== "silent",
          onError: (error) => logger.error({ err: error }, "the event loop watchdog stopped"),
        })
      : null;
  prepareRelaxationTracks(config, logger);
  const reminders = startReminders(
    {
      db: database.db,
      mailer: mailerOf(config, database.db, logger),
      vapid: config.vapid ?? null,
      ...(env.PUSH_SERVICES ? { pushServices: env.PUSH_SERVICES } : {}),
      tokenSigningKey: config.tokenSigningKey,
      // E-mailed links need an origin: PUBLIC_URL, else this machine's port.
      origin: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${port}`,
      logError: (error, message) => logger.error({ err: error }, message),
    },
    env.REMINDERS_TICK_SECONDS,
    logger,
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: no new connections, finishing requests in flight");
    const force = setTimeout(() => {
      logger.warn("requests still running at the shutdown timeout; closing them");
      if ("closeAllConnections" in server) server.closeAllConnections();
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      await Promise.all([sweeper.stop(), reminders.stop()]);
      await database.close();
      await watchdog?.stop();
      logger.info("stopped");
      logger.flush(() => process.exit(0));
    });
    // Keep-alive connections become idle as their last request finishes: close them as they do.
    if ("closeIdleConnections" in server) {
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), 100).unref();
    }
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

await main();
