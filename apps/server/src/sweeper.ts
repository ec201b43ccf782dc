import { sweepExpired } from "@onepercent/api";
import type { Database } from "@onepercent/db";
import type { Logger } from "./logger";

/** How often expired sessions and old throttle counters are removed. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Runs the clean-up once now and then every SWEEP_INTERVAL_MS, without keeping the process alive;
 * stop() waits for a sweep in progress (before the database closes).
 */
export function startSweeper(db: Database, longestWindowSeconds: number, logger: Logger) {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = sweepExpired(db, longestWindowSeconds).then(
      (removed) => {
        if (removed.sessions + removed.rateLimits > 0) logger.debug({ removed }, "expired rows swept");
      },
      (error: unknown) => logger.error({ err: error }, "sweeping expired rows failed"),
    );
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      return running;
    },
  };
}
