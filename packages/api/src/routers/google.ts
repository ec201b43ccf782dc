import { AppError, messages } from "@onepercent/validators";
import { GoogleSignupDraft, GoogleSignupInput } from "@onepercent/validators/google";
import { googleMessages } from "@onepercent/validators/messages/google";
import { z } from "zod";
import { completeGoogleSignup } from "../services/google";
import { publicProcedure, router } from "../trpc";

/**
 * Google sign-in (issue 16). The redirects to and from Google are the web host's routes
 * (/auth/google, /auth/google/callback); these procedures tell the web app whether Google is
 * offered and finish the registration of a new Google user from the pending sign-up cookie.
 */
export const googleRouter = router({
  /** Whether the sign-in page shows "Continue with Google". */
  enabled: publicProcedure
    .output(z.object({ enabled: z.boolean() }))
    .query(({ ctx }) => ({ enabled: ctx.config.googleSignIn === true })),

  /** The name and e-mail of the Google sign-up waiting to be completed, or null. */
  pendingSignup: publicProcedure.output(GoogleSignupDraft.nullable()).query(({ ctx }) => {
    const pending = ctx.config.googleSignIn ? (ctx.googleSignup?.read() ?? null) : null;
    return pending ? { name: pending.name, email: pending.email } : null;
  }),

  /** Creates the account of the pending Google sign-up with the rest of registration, and signs in. */
  completeSignup: publicProcedure
    .input(GoogleSignupInput)
    .output(z.object({ token: z.string().nullable(), userId: z.string() }))
    .mutation(async ({ ctx, input }) => {
      if (!ctx.config.googleSignIn) throw new AppError("NOT_FOUND", messages.notFound);
      const pending = ctx.googleSignup?.read() ?? null;
      if (!pending) throw new AppError("BAD_INPUT", googleMessages.signupExpired);
      const session = await completeGoogleSignup(ctx.db, pending, input, {
        ip: ctx.ip,
        throttle: ctx.config.throttle,
        userAgent: ctx.userAgent ?? null,
      });
      ctx.googleSignup?.clear();
      return { token: ctx.transport.issue(session.token, session), userId: session.userId };
    }),
});
