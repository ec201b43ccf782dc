import { randomBytes } from "node:crypto";
import { createSession, hashPassword } from "@onepercent/auth";
import { and, type Database, eq, isNull, users } from "@onepercent/db";
import { AppError, messages } from "@onepercent/validators";
import type { GoogleLoginError, GoogleSignupInput, PendingGoogleSignup } from "@onepercent/validators/google";
import type { z } from "zod";
import type { ThrottleLimits } from "../../context";
import { type NewSession, registrationProfile } from "../auth";
import { reserveSlots } from "../shared/rate-limit";

/** What a verified ID token says about the person signing in. */
export interface GoogleIdentity {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

export type GoogleSignIn =
  | { outcome: "signed-in"; session: NewSession }
  | { outcome: "signup"; pending: PendingGoogleSignup }
  | { outcome: "refused"; reason: GoogleLoginError };

interface SignInContext {
  userAgent: string | null;
  now?: Date;
}

const account = { id: users.id, googleSubject: users.googleSubject, disabledAt: users.disabledAt };

async function openSession(db: Database, userId: string, context: SignInContext): Promise<GoogleSignIn> {
  const session = await createSession(db, userId, false, context.now ?? new Date(), "google", [], context.userAgent);
  return {
    outcome: "signed-in",
    session: { userId, token: session.token, rememberMe: false, expiresAt: session.expiresAt },
  };
}

/**
 * The account behind a Google identity (issue 16): the one linked to its subject; else the one
 * with its e-mail, linked now only when Google says the e-mail is verified; else none yet, and
 * the person goes through the rest of registration. A disabled account is refused.
 */
export async function signInWithGoogle(
  db: Database,
  identity: GoogleIdentity,
  context: SignInContext,
): Promise<GoogleSignIn> {
  const [linked] = await db.select(account).from(users).where(eq(users.googleSubject, identity.sub));
  if (linked) {
    return linked.disabledAt ? { outcome: "refused", reason: "google_disabled" } : openSession(db, linked.id, context);
  }
  const email = identity.email?.trim().toLowerCase();
  // Without a verified address there is nothing to link or register safely.
  if (!email) return { outcome: "refused", reason: "google_auth_failed" };
  const [existing] = await db.select(account).from(users).where(eq(users.email, email));
  if (!existing) {
    if (!identity.emailVerified) return { outcome: "refused", reason: "google_auth_failed" };
    const name = (identity.name ?? "").trim().slice(0, 100);
    return { outcome: "signup", pending: { sub: identity.sub, email, name } };
  }
  if (!identity.emailVerified) return { outcome: "refused", reason: "google_unverified" };
  if (existing.disabledAt) return { outcome: "refused", reason: "google_disabled" };
  // An account already linked to another Google account keeps that link.
  if (existing.googleSubject !== null) return { outcome: "refused", reason: "google_auth_failed" };
  const [updated] = await db
    .update(users)
    .set({ googleSubject: identity.sub })
    .where(and(eq(users.id, existing.id), isNull(users.googleSubject)))
    .returning({ id: users.id });
  if (!updated) return { outcome: "refused", reason: "google_auth_failed" };
  return openSession(db, updated.id, context);
}

/**
 * Creates the account of a new Google user from the rest of registration: linked to the Google
 * subject, with an unusable random password (a password can be set through "Forgot password").
 * Registrations count against the address's throttle like the e-mail form's.
 */
export async function completeGoogleSignup(
  db: Database,
  pending: PendingGoogleSignup,
  input: z.output<typeof GoogleSignupInput>,
  context: { ip: string; throttle: ThrottleLimits; userAgent: string | null },
): Promise<NewSession> {
  await reserveSlots(
    db,
    [{ key: `register:ip:${context.ip}`, max: context.throttle.registerPerIp }],
    context.throttle.windowSeconds,
  );
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  const [created] = await db
    .insert(users)
    .values({
      email: pending.email,
      googleSubject: pending.sub,
      passwordHash,
      ...registrationProfile(input),
    })
    // The e-mail or the Google account registered meanwhile (another tab): nothing is created.
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) throw new AppError("EMAIL_TAKEN", messages.emailTaken);
  const session = await createSession(db, created.id, false, new Date(), "google", [], context.userAgent);
  return { userId: created.id, token: session.token, rememberMe: false, expiresAt: session.expiresAt };
}
