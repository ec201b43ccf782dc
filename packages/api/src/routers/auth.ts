import { markSessionClosing } from "@onepercent/auth";
import { LoginInput, RegisterInput, UserProfile } from "@onepercent/validators";
import { z } from "zod";
import type { Context } from "../context";
import { logIn, logOut, type NewSession, registerUser } from "../services/auth";
import { toUserProfile } from "../services/profile";
import { protectedProcedure, publicProcedure, router } from "../trpc";

/** `token` is the bearer token for REST clients; the web app gets an httpOnly cookie and null. */
const SessionOutput = z.object({ token: z.string().nullable(), userId: z.string() });

function issueSession(ctx: Context, session: NewSession) {
  const token = ctx.transport.issue(session.token, session);
  return { token, userId: session.userId };
}

/** Where a sign-in comes from, for its throttles and the session's device. */
const signInContext = (ctx: Context) => ({ ip: ctx.ip, throttle: ctx.config.throttle, userAgent: ctx.userAgent });

export const authRouter = router({
  register: publicProcedure
    .input(RegisterInput)
    .output(SessionOutput)
    .mutation(async ({ ctx, input }) => issueSession(ctx, await registerUser(ctx.db, input, signInContext(ctx)))),

  login: publicProcedure
    .input(LoginInput)
    .output(SessionOutput)
    .mutation(async ({ ctx, input }) => issueSession(ctx, await logIn(ctx.db, input, signInContext(ctx)))),

  logout: protectedProcedure.output(z.object({ success: z.literal(true) })).mutation(async ({ ctx }) => {
    await logOut(ctx.db, ctx.user.id, ctx.auth.session.id);
    ctx.transport.clear();
    return { success: true as const };
  }),

  /** Who is signed in, or null: lets the web app decide without an error for guests. */
  viewer: publicProcedure
    .output(UserProfile.nullable())
    .query(({ ctx }) => (ctx.auth ? toUserProfile(ctx.auth.user) : null)),

  /** The caller's profile. */
  me: protectedProcedure.output(UserProfile).query(({ ctx }) => toUserProfile(ctx.user)),

  /** How the current session lives: the web app sends a closing beacon only without "Remember me". */
  session: protectedProcedure
    .output(z.object({ rememberMe: z.boolean(), expiresAt: z.date() }))
    .query(({ ctx }) => ({ rememberMe: ctx.auth.session.rememberMe, expiresAt: ctx.auth.session.expiresAt })),

  /** The tab of a session without "Remember me" is closing (sent with a keepalive request). */
  closing: protectedProcedure.output(z.object({ success: z.literal(true) })).mutation(async ({ ctx }) => {
    await markSessionClosing(ctx.db, ctx.user.id, ctx.auth.session.id);
    return { success: true as const };
  }),

  /** Keep-alive: validating the session already slid its expiry. */
  ping: protectedProcedure
    .output(z.object({ expiresAt: z.date() }))
    .mutation(({ ctx }) => ({ expiresAt: ctx.auth.session.expiresAt })),
});
