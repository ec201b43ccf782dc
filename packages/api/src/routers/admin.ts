import {
  AdminUnlockInput,
  AdminUserListItem,
  AppError,
  CreateInvitationInput,
  InvitationIdInput,
  InvitationSent,
  InvitationView,
  messages,
} from "@onepercent/validators";
import { z } from "zod";
import type { Context } from "../context";
import { toTRPCError } from "../errors";
import { isAdminUnlocked, listUsersWithUsage, lockAdmin, unlockAdmin } from "../services/admin";
import { createInvitation, deleteInvitation, listInvitations, resendInvitation } from "../services/invitations";
import { adminProcedure, router } from "../trpc";

const GateStatus = z.object({ unlocked: z.boolean() });

/** Past the password gate: the admin re-entered their password in this session. */
const unlockedProcedure = adminProcedure.use(async ({ ctx, next }) => {
  const unlocked = await isAdminUnlocked(ctx.db, { userId: ctx.user.id, sessionId: ctx.auth.session.id });
  if (!unlocked) throw toTRPCError(new AppError("FORBIDDEN", messages.adminLocked));
  return next();
});

const delivery = (ctx: Context) => ({ mailer: ctx.mailer, origin: ctx.origin });

/** The admin page (platform.md §2, §4, §6): the role comes from the database, never the browser. */
export const adminRouter = router({
  /** Whether this session is past the password gate. */
  status: adminProcedure.output(GateStatus).query(async ({ ctx }) => ({
    unlocked: await isAdminUnlocked(ctx.db, { userId: ctx.user.id, sessionId: ctx.auth.session.id }),
  })),

  /** The password gate: the admin's own password, re-checked on the server. */
  unlock: adminProcedure
    .input(AdminUnlockInput)
    .output(z.object({ unlocked: z.literal(true) }))
    .mutation(({ ctx, input }) =>
      unlockAdmin(ctx.db, { userId: ctx.user.id, sessionId: ctx.auth.session.id }, input.password),
    ),

  lock: adminProcedure
    .output(z.object({ unlocked: z.literal(false) }))
    .mutation(({ ctx }) => lockAdmin(ctx.db, { userId: ctx.user.id, sessionId: ctx.auth.session.id })),

  invitations: router({
    create: unlockedProcedure
      .input(CreateInvitationInput)
      .output(InvitationSent)
      .mutation(({ ctx, input }) => createInvitation(ctx.db, ctx.user.id, input, delivery(ctx))),

    list: unlockedProcedure.output(z.array(InvitationView)).query(({ ctx }) => listInvitations(ctx.db)),

    resend: unlockedProcedure
      .input(InvitationIdInput)
      .output(InvitationSent)
      .mutation(({ ctx, input }) => resendInvitation(ctx.db, ctx.user.id, input.id, delivery(ctx))),

    delete: unlockedProcedure
      .input(InvitationIdInput)
      .output(z.object({ id: z.string() }))
      .mutation(({ ctx, input }) => deleteInvitation(ctx.db, input.id)),
  }),

  users: router({
    list: unlockedProcedure.output(z.array(AdminUserListItem)).query(({ ctx }) => listUsersWithUsage(ctx.db)),
  }),
});
