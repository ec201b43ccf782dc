import { sql } from "@onepercent/db";
import { z } from "zod";
import { publicProcedure, router } from "../trpc";

export const healthRouter = router({
  check: publicProcedure
    .output(z.object({ status: z.literal("ok"), database: z.enum(["ok", "unavailable"]) }))
    .query(async ({ ctx }) => {
      const database = await ctx.db.execute(sql`select 1`).then(
        () => "ok" as const,
        () => "unavailable" as const,
      );
      return { status: "ok" as const, database };
    }),
});
