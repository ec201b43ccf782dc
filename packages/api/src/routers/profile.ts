import { ChangePasswordInput, messages, ProfileUpdateInput, ProfileView } from "@onepercent/validators";
import { z } from "zod";
import { changePassword, getProfileView, updateProfile } from "../services/profile";
import { forCaller, protectedProcedure, router } from "../trpc";

/** The /profile page (training-and-tools.md "Profile"): the caller's own profile only. */
export const profileRouter = router({
  /** Personal and sport data, age, and the mental performance profile answers with the missing ones. */
  get: protectedProcedure.output(ProfileView).query(forCaller(getProfileView)),

  /** Changes the caller's profile; a legacy path's userId must be the caller's own (else NOT_FOUND). */
  update: protectedProcedure.input(ProfileUpdateInput).output(ProfileView).mutation(forCaller(updateProfile)),

  /**
   * Checks the current password, stores the new one and ends every session; the caller goes on
   * with a new one (a new cookie, or for bearer clients the new `token`).
   */
  changePassword: protectedProcedure
    .input(ChangePasswordInput)
    .output(z.object({ success: z.literal(true), message: z.string(), token: z.string().optional() }))
    .mutation(async ({ ctx, input }) => {
      const { rememberMe } = ctx.auth.session;
      const session = await changePassword(
        ctx.db,
        { userId: ctx.user.id, rememberMe, userAgent: ctx.userAgent },
        input,
        ctx.config.throttle,
      );
      const token = ctx.transport.issue(session.token, {
        userId: ctx.user.id,
        rememberMe,
        expiresAt: session.expiresAt,
      });
      return { success: true as const, message: messages.passwordChanged, ...(token === null ? {} : { token }) };
    }),
});
