import { InvitationCodeInput, InvitationVerification } from "@onepercent/validators";
import { z } from "zod";
import { useInvitation, verifyInvitation } from "../services/invitations";
import { publicProcedure, router } from "../trpc";

/** The invitation link's public side (platform.md §2, §6: no session needed); throttled per address. */
export const invitationsRouter = router({
  verify: publicProcedure
    .input(InvitationCodeInput)
    .output(InvitationVerification)
    .query(({ ctx, input }) => verifyInvitation(ctx.db, input.code, ctx.ip)),

  use: publicProcedure
    .input(InvitationCodeInput)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(({ ctx, input }) => useInvitation(ctx.db, input.code, ctx.ip)),
});
