import { sql } from "@onepercent/db";
import { messages } from "@onepercent/validators";
import { z } from "zod";
import { databaseDown, toTRPCError } from "../errors";
import { publicProcedure, router } from "../trpc";

export const healthRouter = router({
  /** 200 when the database answers; 503 with Retry-After naming the database when it does not. */
  check: publicProcedure
    .output(z.object({ status: z.literal("ok"), database: z.literal("ok") }))
    .query(async ({ ctx }) => {
      try {
        await ctx.db.execute(sql`select 1`);
      } catch (error) {
        const down = databaseDown(error, messages.databaseUnreachable);
        throw down ? toTRPCError(down) : error;
      }
      return { status: "ok" as const, database: "ok" as const };
    }),
});
