import {
  AdminUnlockInput,
  AdminUserListItem,
  AppError,
  CreateInvitationInput,
  IdInput,
  InvitationSent,
  InvitationView,
  messages,
} from "@onepercent/validators";
import {
  AdminAuditListInput,
  AdminAuditPage,
  AdminUserIdInput,
  AdminUserListInput,
  AdminUserPage,
  AdminUserState,
} from "@onepercent/validators/admin-users";
import { CoachGrantView, CoachState } from "@onepercent/validators/coach-team";
import { z } from "zod";
import type { Context } from "../context";
import { toTRPCError } from "../errors";
import {
  isAdminUnlocked,
  listAuditLog,
  listUsersPage,
  listUsersWithUsage,
  lockAdmin,
  recordInvitation,
  revokeInvitation,
  setUserDisabled,
  unlockAdmin,
} from "../services/admin";
import { grantCoach, listCoachGrants, revokeCoach } from "../services/coach";
import { createInvitation, listInvitations, resendInvitation } from "../services/invitations";
import { adminProcedure, router } from "../trpc";

const GateStatus = z.object({ unlocked: z.boolean() });

type AdminContext = Context & { auth: NonNullable<Context["auth"]> };

/**
 * Past the password gate. A bearer session was created by a password login (REST clients), which
 * is the proof the gate asks for; a cookie session (the web app) needs the admin's password again.
 */
const gatePassed = (ctx: AdminContext) =>
  ctx.transport.kind === "bearer" ||
  isAdminUnlocked(ctx.db, { userId: ctx.auth.user.id, sessionId: ctx.auth.session.id });

const unlockedProcedure = adminProcedure.use(async ({ ctx, next }) => {
  if (!(await gatePassed(ctx))) throw toTRPCError(new AppError("FORBIDDEN", messages.adminLocked));
  return next();
});

const delivery = (ctx: Context) => ({ mailer: ctx.mailer, origin: ctx.origin });

/** The admin page (platform.md §2, §4, §6): the role comes from the database, never the browser. */
export const adminRouter = router({
  /** Whether this session is past the password gate. */
  status: adminProcedure.output(GateStatus).query(async ({ ctx }) => ({ unlocked: await gatePassed(ctx) })),

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
      .mutation(async ({ ctx, input }) =>
        recordInvitation(ctx.db, ctx.user.id, await createInvitation(ctx.db, ctx.user.id, input, delivery(ctx))),
      ),

    list: unlockedProcedure.output(z.array(InvitationView)).query(({ ctx }) => listInvitations(ctx.db)),

    resend: unlockedProcedure
      .input(IdInput)
      .output(InvitationSent)
      .mutation(({ ctx, input }) => resendInvitation(ctx.db, ctx.user.id, input.id, delivery(ctx))),

    delete: unlockedProcedure
      .input(IdInput)
      .output(z.object({ id: z.string() }))
      .mutation(({ ctx, input }) => revokeInvitation(ctx.db, ctx.user.id, input.id)),
  }),

  users: router({
    /** One page of the users table (search, sort, last activity, disabled state). */
    list: unlockedProcedure
      .input(AdminUserListInput)
      .output(AdminUserPage)
      .query(({ ctx, input }) => listUsersPage(ctx.db, input)),

    /** Every user at once, as the legacy GET /api/users/all answers. */
    all: unlockedProcedure.output(z.array(AdminUserListItem)).query(({ ctx }) => listUsersWithUsage(ctx.db)),

    /** The account cannot sign in and its sessions end; logged. */
    disable: unlockedProcedure
      .input(AdminUserIdInput)
      .output(AdminUserState)
      .mutation(({ ctx, input }) => setUserDisabled(ctx.db, ctx.user.id, input.userId, true)),

    enable: unlockedProcedure
      .input(AdminUserIdInput)
      .output(AdminUserState)
      .mutation(({ ctx, input }) => setUserDisabled(ctx.db, ctx.user.id, input.userId, false)),
  }),

  /** Who may coach (issue 29): a capability apart from the role given at registration. */
  coaches: router({
    list: unlockedProcedure.output(z.array(CoachGrantView)).query(({ ctx }) => listCoachGrants(ctx.db)),
    /** The account may make teams and coach them. */
    grant: unlockedProcedure
      .input(AdminUserIdInput)
      .output(CoachState)
      .mutation(({ ctx, input }) => grantCoach(ctx.db, ctx.user.id, input.userId)),
    /** The account coaches no more: it leaves every team it coached at once. */
    revoke: unlockedProcedure
      .input(AdminUserIdInput)
      .output(CoachState)
      .mutation(({ ctx, input }) => revokeCoach(ctx.db, input.userId)),
  }),

  audit: router({
    /** What the admin did (who, what, when), newest first. */
    list: unlockedProcedure
      .input(AdminAuditListInput)
      .output(AdminAuditPage)
      .query(({ ctx, input }) => listAuditLog(ctx.db, input.page)),
  }),
});
