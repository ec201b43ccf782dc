import { OfferInput, OfferView } from "@onepercent/validators/assignments";
import { MyNotesInput, NoteIdInput, NoteView, ReplyNoteInput } from "@onepercent/validators/coach-notes";
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
  acceptOffer,
  declineOffer,
  getMembership,
  hideNote,
  joinTeam,
  leaveTeam,
  listMemberships,
  listMyNotes,
  listOffers,
  listShareChanges,
  replyToNote,
  updateSharing,
} from "../services/teams";
import { forCaller, forUser, protectedProcedure, router } from "../trpc";

/** The athlete's side of teams (issue 29): the teams they are in, and what each team's coaches see. */
export const teamsRouter = router({
  /** Every team the caller is in, with its coaches, what they see and the plain summary of it. */
  list: protectedProcedure.output(z.array(MembershipView)).query(({ ctx }) => listMemberships(ctx.db, ctx.user)),
  /** One team the caller is in (its summary: "Coach Sam Rivera sees: habits, journal ratings"). */
  get: protectedProcedure.input(TeamIdInput).output(MembershipView).query(forUser(getMembership)),
  /** Joins the team of a code its coach gave; usage counts are shared, nothing else. */
  join: protectedProcedure.input(JoinTeamInput).output(MembershipView).mutation(forUser(joinTeam)),
  /** Leaves a team: its coaches see nothing of the caller from the next request on. */
  leave: protectedProcedure.input(TeamIdInput).output(TeamRef).mutation(forCaller(leaveTeam)),
  sharing: router({
    /** Sets what the team's coaches see, area by area; applies on their next request and is noted. */
    update: protectedProcedure.input(UpdateSharingInput).output(MembershipView).mutation(forUser(updateSharing)),
  }),
  audit: router({
    /** Every change of what coaches see (one team's, or all), newest first. */
    list: protectedProcedure
      .input(ShareHistoryInput)
      .output(z.array(ShareChangeView))
      .query(forCaller(listShareChanges)),
  }),
  offers: router({
    /** What coaches offered the caller: pending ones of their teams, and every one they answered. */
    list: protectedProcedure.output(z.array(OfferView)).query(({ ctx }) => listOffers(ctx.db, ctx.user.id)),
    /** Accepts an offer: its items join the caller's own lists, once, however often it is sent. */
    accept: protectedProcedure.input(OfferInput).output(OfferView).mutation(forUser(acceptOffer)),
    /** Declines an offer (again: the same answer). */
    decline: protectedProcedure.input(OfferInput).output(OfferView).mutation(forCaller(declineOffer)),
  }),
  notes: router({
    /** Coaches' notes on the caller's items (hidden ones when asked for), whatever is shared now. */
    list: protectedProcedure.input(MyNotesInput).output(z.array(NoteView)).query(forCaller(listMyNotes)),
    /** Answers a note, once. */
    reply: protectedProcedure.input(ReplyNoteInput).output(NoteView).mutation(forCaller(replyToNote)),
    /** Hides a note from the caller's list. */
    hide: protectedProcedure.input(NoteIdInput).output(NoteView).mutation(forCaller(hideNote)),
  }),
});
