import { sql } from "@onepercent/db";
import { AppError, messages } from "@onepercent/validators";
import { z } from "zod";
import type { EventLoopHealth } from "../context";
import { databaseDown, toTRPCError } from "../errors";
import { publicProcedure, router } from "../trpc";

/**
 * How long a client is told to wait while the event loop is over its limit: the delay is the p99
 * of the last minute, so one stall keeps it high for up to that minute.
 */
export const EVENT_LOOP_RETRY_AFTER_SECONDS = 10;

/** The 503 of a process whose event loop turns too late to serve anyone well (issue 25). */
export const eventLoopOverLimit = (delayMs: number, limitMs: number) =>
  new AppError(
    "UNAVAILABLE",
    `The server is overloaded: its event loop's delay (p99 of the last minute) is ${delayMs} ms, over the limit of ${limitMs} ms.`,
    { retryAfterSeconds: EVENT_LOOP_RETRY_AFTER_SECONDS },
  );

/** The delay rounded to a tenth of a millisecond; throws the 503 while it is over the limit. */
function checkEventLoop(eventLoop: EventLoopHealth): number {
  const delayMs = Math.round(eventLoop.p99Ms() * 10) / 10;
  if (delayMs > eventLoop.limitMs) throw toTRPCError(eventLoopOverLimit(delayMs, eventLoop.limitMs));
  return delayMs;
}

export const healthRouter = router({
  /**
   * 200 when the event loop keeps up and the database answers, with the loop's delay (absent when
   * the host does not measure it); 503 with Retry-After naming what is wrong otherwise.
   */
  check: publicProcedure
    .output(
      z.object({
        status: z.literal("ok"),
        database: z.literal("ok"),
        eventLoopDelayMs: z.number().nonnegative().optional(),
      }),
    )
    .query(async ({ ctx }) => {
      const { eventLoop } = ctx.config;
      const eventLoopDelayMs = eventLoop ? checkEventLoop(eventLoop) : undefined;
      try {
        await ctx.db.execute(sql`select 1`);
      } catch (error) {
        const down = databaseDown(error, messages.databaseUnreachable);
        throw down ? toTRPCError(down) : error;
      }
      return {
        status: "ok" as const,
        database: "ok" as const,
        ...(eventLoopDelayMs === undefined ? {} : { eventLoopDelayMs }),
      };
    }),
});
