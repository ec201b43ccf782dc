import {
  AccountDeletionView,
  accountMessages,
  DeleteAccountInput,
  DeviceSession,
  RevokeSessionInput,
} from "@onepercent/validators";
import { z } from "zod";
import { accountDeletionView, deleteAccount } from "../services/account/delete-account";
import { listDevices, revokeDevice, signOutOtherDevices } from "../services/account/devices";
import { protectedProcedure, router } from "../trpc";

/** The caller and the session they call with. */
const callerOf = (ctx: { user: { id: string }; auth: { session: { id: string } } }) => ({
  userId: ctx.user.id,
  sessionId: ctx.auth.session.id,
});

/**
 * The account on /profile (issue 16, parts 4 and 5): the caller's signed-in devices, and deleting
 * the account. The data export is a download: GET /api/account/export (apps/server).
 */
export const accountRouter = router({
  /** The caller's live sessions, the current one marked; each named by an opaque handle. */
  sessions: protectedProcedure
    .output(z.array(DeviceSession))
    .query(({ ctx }) => listDevices(ctx.db, callerOf(ctx), ctx.config.tokenSigningKey)),

  /** Ends one of the caller's other sessions (the current one is Logout). */
  revokeSession: protectedProcedure
    .input(RevokeSessionInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => revokeDevice(ctx.db, callerOf(ctx), ctx.config.tokenSigningKey, input.handle)),

  /** 'Sign out everywhere else': every session of the caller but this one ends. */
  signOutOthers: protectedProcedure
    .output(z.object({ signedOut: z.number().int() }))
    .mutation(({ ctx }) => signOutOtherDevices(ctx.db, callerOf(ctx))),

  /** What deleting the account asks of the caller: the password, or a fresh Google sign-in. */
  deletion: protectedProcedure
    .output(AccountDeletionView)
    .query(({ ctx }) => accountDeletionView(ctx.db, callerOf(ctx))),

  /**
   * Deletes the caller's account and everything of theirs, after the password (or a Google sign-in
   * of this session under 10 minutes old); the admin account is refused. The caller is signed out.
   */
  delete: protectedProcedure
    .input(DeleteAccountInput)
    .output(z.object({ success: z.literal(true), message: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await deleteAccount(ctx.db, callerOf(ctx), input, { throttle: ctx.config.throttle, storage: ctx.ai?.storage });
      ctx.transport.clear();
      return { success: true as const, message: accountMessages.accountDeleted };
    }),
});
