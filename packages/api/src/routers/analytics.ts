import { TrackInput } from "@onepercent/validators";
import { z } from "zod";
import { recordEvents } from "../services/analytics";
import { publicProcedure, router } from "../trpc";

export const analyticsRouter = router({
  /** Public: the home page is viewed before sign-in. The user comes from the session, never the input. */
  track: publicProcedure
    .input(TrackInput)
    .output(z.object({ recorded: z.number() }))
    .mutation(async ({ ctx, input }) => {
      const recorded = await recordEvents(
        ctx.db,
        { userId: ctx.auth?.user.id ?? null, ip: ctx.ip, events: input.events },
        { windowSeconds: ctx.config.throttle.windowSeconds },
      );
      return { recorded };
    }),
});
