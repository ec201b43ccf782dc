import { databaseDown, dispatchDueReminders, type ReminderDelivery } from "@onepercent/api";
import type { Logger } from "../runtime/logger";

/**
 * Sends due reminders (decision 032) now and then every `tickSeconds`, without keeping the
 * process alive; a tick that comes while a run is still going is left out, and stop() waits for
 * the run in progress (before the database closes). Any number of processes may run it.
 * `clock` tells the time (tests fix it).
 */
export function startReminders(
  delivery: ReminderDelivery,
  tickSeconds: number,
  logger: Logger,
  clock: () => Date = () => new Date(),
) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = dispatchDueReminders(delivery, clock())
      .then(
        (summary) => {
          if (summary.claimed > 0) logger.info({ reminders: summary }, "due reminders handled");
        },
        (error: unknown) => {
          // The database away (decision 025): the next tick tries again, and sends what is still in time.
          if (databaseDown(error)) logger.warn({ err: error }, "due reminders wait: the database is unavailable");
          else logger.error({ err: error }, "sending due reminders failed");
        },
      )
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, tickSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
