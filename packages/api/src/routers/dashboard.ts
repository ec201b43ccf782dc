import { StarterTaskInput } from "@onepercent/validators";
import { dashboardSummary, recordStarterTask } from "../services/dashboard";
import { forCaller, protectedProcedure, router } from "../trpc";

export const dashboardRouter = router({
  /** The Get Started tasks and the Weekly Performance metrics, in one query. */
  get: protectedProcedure.query(({ ctx }) => dashboardSummary(ctx.db, ctx.user)),

  /** A starter task done where its own data does not show it (platform.md §4). */
  recordStarterTask: protectedProcedure.input(StarterTaskInput).mutation(forCaller(recordStarterTask)),
});
