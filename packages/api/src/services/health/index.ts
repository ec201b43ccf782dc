import { type Database, sql } from "@onepercent/db";
import { AppError, messages } from "@onepercent/validators";
import type { EventLoopHealth } from "../../context";
import { databaseDown } from "../../errors";

/**
 * How long a client is told to wait while the event loop is over its limit: the delay is the p99
 * of the last minute, so one stall keeps it high for up to that minute.
 */
export const EVENT_LOOP_RETRY_AFTER_SECONDS = 10;

/** The 503 of a process whose event loop turns too late to serve anyone well (issue 25). */
const eventLoopOverLimit = (delayMs: number, limitMs: number) =>
  new AppError(
    "UNAVAILABLE",
    `The server is overloaded: its event loop's delay (p99 of the last minute) is ${delayMs} ms, over the limit of ${limitMs} ms.`,
    { retryAfterSeconds: EVENT_LOOP_RETRY_AFTER_SECONDS },
  );

/** The delay rounded to a tenth of a millisecond; throws the 503 while it is over the limit. */
export function checkEventLoop(eventLoop: EventLoopHealth): number {
  const delayMs = Math.round(eventLoop.p99Ms() * 10) / 10;
  if (delayMs > eventLoop.limitMs) throw eventLoopOverLimit(delayMs, eventLoop.limitMs);
  return delayMs;
}

/** Asks the database for one row; a database that cannot answer is the 503 saying so. */
export async function checkDatabase(db: Database): Promise<void> {
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    throw databaseDown(error, messages.databaseUnreachable) ?? error;
  }
}
