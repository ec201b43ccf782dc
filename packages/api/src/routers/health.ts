import { z } from "zod";
import { checkDatabase, checkEventLoop } from "../services/health";
import { publicProcedure, router } from "../trpc";

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
      await checkDatabase(ctx.db);
      return {
        status: "ok" as const,
        database: "ok" as const,
        ...(eventLoopDelayMs === undefined ? {} : { eventLoopDelayMs }),
      };
    }),
});
