import {
  LegacyForgotPasswordInput,
  RecoveryDone,
  RecoveryRequested,
  RecoveryRequestInput,
  RecoveryTokenInput,
  ResetWithCodeInput,
  ResetWithTokenInput,
} from "@onepercent/validators";
import { z } from "zod";
import type { Context } from "../context";
import type { RecoveryDelivery } from "../services/recovery/mail";
import { requestRecovery } from "../services/recovery/request";
import { checkRecoveryToken, resetWithCode, resetWithToken } from "../services/recovery/reset";
import { publicProcedure, router } from "../trpc";

const recoveryContext = (ctx: Context) => {
  const delivery: RecoveryDelivery = { mailer: ctx.mailer, origin: ctx.origin, logError: ctx.logError };
  return { ip: ctx.ip, delivery };
};

/**
 * Password recovery (training-and-tools.md §2 "Forgot password", "Reset password through token";
 * ARCHITECTURE.md "identity"): public, throttled, and never a password change without the
 * e-mailed code or link. A reset ends every session and does not sign the caller in.
 */
export const recoveryRouter = router({
  /** Step 1: e-mails a code and a link to a registered address; the same answer for any address. */
  request: publicProcedure
    .input(RecoveryRequestInput)
    .output(RecoveryRequested)
    .mutation(({ ctx, input }) => requestRecovery(ctx.db, input, recoveryContext(ctx))),

  /** Step 2: the code, with the new password and its confirmation. */
  resetWithCode: publicProcedure
    .input(ResetWithCodeInput)
    .output(RecoveryDone)
    .mutation(({ ctx, input }) => resetWithCode(ctx.db, input, recoveryContext(ctx))),

  /** Whether a reset link still works (the page says at once when it does not). */
  checkToken: publicProcedure
    .input(RecoveryTokenInput)
    .output(z.object({ valid: z.boolean() }))
    .query(({ ctx, input }) => checkRecoveryToken(ctx.db, input, { ip: ctx.ip })),

  /** The reset link's form (`PATCH /api/users/resetPassword/{token}` sends only the password). */
  resetWithToken: publicProcedure
    .input(ResetWithTokenInput)
    .output(RecoveryDone)
    .mutation(({ ctx, input }) => resetWithToken(ctx.db, input, recoveryContext(ctx))),

  /**
   * The legacy `POST /users/forgot-password`: `{ email }` is step 1 (`verified` and a message);
   * a body with a new password is step 2, which needs the code like the form's.
   */
  forgotPassword: publicProcedure
    .input(LegacyForgotPasswordInput)
    .output(z.object({ verified: z.literal(true).optional(), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      if (input.step === "request") return requestRecovery(ctx.db, input, recoveryContext(ctx));
      const { message } = await resetWithCode(ctx.db, input, recoveryContext(ctx));
      return { message };
    }),
});
