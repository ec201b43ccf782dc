import { sweepExpired, sweepGeneratedAudio } from "@onepercent/api";
import type { AudioStorage } from "@onepercent/audio";
import type { Database } from "@onepercent/db";
import type { Logger } from "../runtime/logger";

/** How often expired sessions, old throttle counters and unsaved generated tracks are removed. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Runs the clean-up once now and then every SWEEP_INTERVAL_MS, without keeping the process alive;
 * stop() waits for a sweep in progress (before the database closes). With `audio`, generated
 * tracks no library item plays are removed after GENERATED_AUDIO_KEEP_HOURS.
 */
export function startSweeper(db: Database, longestWindowSeconds: number, logger: Logger, audio?: AudioStorage) {
  let running: Promise<void> = Promise.resolve();
  const sweepAll = async () => {
    const expired = await sweepExpired(db, longestWindowSeconds);
    const generatedAudio = audio ? await sweepGeneratedAudio(db, audio) : 0;
    return { ...expired, generatedAudio };
  };
  const sweep = () => {
    running = sweepAll().then(
      (removed) => {
        if (removed.sessions + removed.rateLimits + removed.idempotencyKeys + removed.generatedAudio > 0) {
          logger.debug({ removed }, "expired rows swept");
        }
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
