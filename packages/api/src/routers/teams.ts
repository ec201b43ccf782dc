import {
  JoinTeamInput,
  MembershipView,
  ShareChangeView,
  ShareHistoryInput,
  TeamIdInput,
  TeamRef,
  UpdateSharingInput,
} from "@onepercent/validators/teams";
import { z } from "zod";
import {
  getMembership,
  joinTeam,
  leaveTeam,
  listMemberships,
  listShareChanges,
  updateSharing,
} from "../services/teams";
import { forCaller, protectedProcedure, router } from "../trpc";

/** The athlete's side of teams (issue 29): the teams they are in, and what each team's coaches see. */
export const teamsRouter = router({
  /** Every team the caller is in, with its coaches, what they see and the plain summary of it. */
  list: protectedProcedure.output(z.array(MembershipView)).query(({ ctx }) => listMemberships(ctx.db, ctx.user)),
  /** One team the caller is in (its summary: "Coach Sam Rivera sees: habits, journal ratings"). */
  get: protectedProcedure
    .input(TeamIdInput)
    .output(MembershipView)
    .query(({ ctx, input }) => getMembership(ctx.db, ctx.user, input)),
  /** Joins the team of a code its coach gave; usage counts are shared, nothing else. */
  join: protectedProcedure
    .input(JoinTeamInput)
    .output(MembershipView)
    .mutation(({ ctx, input }) => joinTeam(ctx.db, ctx.user, input)),
  /** Leaves a team: its coaches see nothing of the caller from the next request on. */
  leave: protectedProcedure.input(TeamIdInput).output(TeamRef).mutation(forCaller(leaveTeam)),
  sharing: router({
    /** Sets what the team's coaches see, area by area; applies on their next request and is noted. */
    update: protectedProcedure
      .input(UpdateSharingInput)
      .output(MembershipView)
      .mutation(({ ctx, input }) => updateSharing(ctx.db, ctx.user, input)),
  }),
  audit: router({
    /** Every change of what coaches see (one team's, or all), newest first. */
    list: protectedProcedure
      .input(ShareHistoryInput)
      .output(z.array(ShareChangeView))
      .query(forCaller(listShareChanges)),
  }),
});
