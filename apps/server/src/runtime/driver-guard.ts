import type { Logger } from "./logger";

/**
 * postgres.js 3.4.9 (the latest) can write to a connection its close has just dropped: the small
 * write it deferred with setImmediate runs after `closed()` set the socket to null, and the
 * TypeError it throws there cannot be caught by any caller, so it would end the process
 * (porsager/postgres#1066, #1154, #1208; the guard of PR #1176 is not released). By then the
 * query of that connection was already rejected with CONNECTION_CLOSED (our requests answer
 * 503), so the write is moot. The faults test (`npm run test:faults`) met it on nearly every
 * PostgreSQL crash.
 */
export function isDroppedConnectionWrite(error: unknown): boolean {
  if (!(error instanceof TypeError) || !error.message.includes("reading 'write'")) return false;
  const stack = error.stack ?? "";
  return stack.includes("nextWrite") && /postgres[\\/]src[\\/]connection\.js/.test(stack);
}

/**
 * Keeps the server running through that one driver defect and ends it, as Node would, on any
 * other uncaught exception (logged first).
 */
export function guardDriverDefects(logger: Logger): void {
  process.on("uncaughtException", (error) => {
    if (isDroppedConnectionWrite(error)) {
      logger.warn(
        { err: error },
        "a PostgreSQL connection closed while a write was queued; its query had failed already",
      );
      return;
    }
    logger.fatal({ err: error }, "uncaught exception");
    logger.flush(() => process.exit(1));
  });
}
