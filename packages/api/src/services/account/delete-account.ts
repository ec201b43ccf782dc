import type { AudioStorage } from "@onepercent/audio";
import {
  adminAuditLog,
  aiFiles,
  analyticsEvents,
  and,
  type Database,
  emailOutbox,
  eq,
  invitations,
  or,
  rateLimits,
  sessions,
  sql,
  users,
} from "@onepercent/db";
import { AppError, accountMessages, GOOGLE_CONFIRMATION_MS } from "@onepercent/validators";
import type { ThrottleLimits } from "../../context";
import { notFound } from "../../errors";
import { passwordMatches } from "../shared/password-recheck";

// Delete my account (issue 16 part 5). What is removed, and what is kept:
// - the users row, and with it (ON DELETE CASCADE) every table of the user's: sessions, logins,
//   password resets, admin unlocks, habits and checks, journals, planner, focus, routines, mvp,
//   mindset, AI files and libraries and conversations, contact messages, starter tasks, reminders,
//   reminder preferences and push subscriptions;
// - rows that only mention the user and would outlive them: their analytics events, throttle
//   counters whose key names their id or e-mail, outbox e-mails to or from their address, and
//   invitations sent to their address;
// - the admin audit log keeps what the coach did (who, what, when) but not whom: the target's
//   e-mail becomes "deleted account" (the target id is set null by its foreign key);
// - after the commit, the bytes of their audio files (everything under ai/<userId>/ in the storage).
// Routine speech files are not the user's: they are named by the hash of a text and shared by
// every user who wrote the same words, so they stay (a cache that any routine may use again).

/** What the audit log says in place of a deleted account's e-mail. */
const DELETED_ACCOUNT_EMAIL = "deleted account";

/** The current session's Google sign-in, when it confirms a deletion: signed in with Google less than 10 minutes ago. */
async function googleConfirmedUntil(db: Database, userId: string, sessionId: string, now = new Date()) {
  const [session] = await db
    .select({ signedInWith: sessions.signedInWith, createdAt: sessions.createdAt, googleSubject: users.googleSubject })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  if (session?.signedInWith !== "google" || session.googleSubject === null) return null;
  const until = new Date(session.createdAt.getTime() + GOOGLE_CONFIRMATION_MS);
  return until.getTime() > now.getTime() ? until : null;
}

/** What deleting the caller's account asks for (the dialog shows the password field or Confirm with Google). */
export async function accountDeletionView(db: Database, caller: { userId: string; sessionId: string }) {
  const [user] = await db
    .select({ isAdmin: users.isAdmin, googleSubject: users.googleSubject })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (!user) throw notFound();
  return {
    isAdmin: user.isAdmin,
    googleLinked: user.googleSubject !== null,
    googleConfirmedUntil: await googleConfirmedUntil(db, caller.userId, caller.sessionId),
  };
}

/**
 * Checks that the caller may delete their account: not the admin; the password (a wrong one is
 * counted like a failed sign-in, its slot reserved before the hash is verified), or for a Google
 * account with no password given, a Google sign-in of this session less than 10 minutes old.
 */
async function confirmDeletion(
  db: Database,
  caller: { userId: string; sessionId: string },
  password: string,
  throttle: ThrottleLimits,
): Promise<{ email: string }> {
  const [user] = await db
    .select({ email: users.email, isAdmin: users.isAdmin, googleSubject: users.googleSubject })
    .from(users)
    .where(eq(users.id, caller.userId));
  if (!user) throw notFound();
  if (user.isAdmin) throw new AppError("FORBIDDEN", accountMessages.adminCannotDelete);
  if (password === "") {
    if (user.googleSubject === null) throw new AppError("BAD_INPUT", accountMessages.passwordRequired);
    if (!(await googleConfirmedUntil(db, caller.userId, caller.sessionId))) {
      throw new AppError("BAD_INPUT", accountMessages.googleConfirmationNeeded);
    }
    return { email: user.email };
  }
  const matched = await passwordMatches(db, caller.userId, password, "delete-account", throttle);
  if (!matched) throw new AppError("INVALID_CREDENTIALS", accountMessages.passwordIncorrect);
  return { email: user.email };
}

/** Removes every row of the user in one transaction; answers the storage keys of their audio files. */
async function deleteUserRows(db: Database, userId: string, email: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const files = await tx
      .select({ storageKey: aiFiles.storageKey })
      .from(aiFiles)
      .where(eq(aiFiles.userId, userId))
      .for("update");
    await tx.delete(analyticsEvents).where(eq(analyticsEvents.userId, userId));
    // Counters name an account by id or e-mail as one segment of the key (`login:account:<email>`,
    // `login:account-ip:<email>|<ip>`): matched whole, so another address that ends the same is kept.
    await tx
      .delete(rateLimits)
      .where(
        or(
          sql`strpos(${rateLimits.key}, ${userId}) > 0`,
          sql`right(${rateLimits.key}, ${email.length + 1}) = ${`:${email}`}`,
          sql`strpos(${rateLimits.key}, ${`:${email}|`}) > 0`,
        ),
      );
    await tx.delete(emailOutbox).where(or(eq(emailOutbox.recipient, email), eq(emailOutbox.replyTo, email)));
    await tx.delete(invitations).where(eq(invitations.email, email));
    await tx
      .update(adminAuditLog)
      .set({ targetEmail: DELETED_ACCOUNT_EMAIL })
      .where(or(eq(adminAuditLog.targetUserId, userId), eq(adminAuditLog.targetEmail, email)));
    const removed = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    if (removed.length === 0) throw notFound();
    return files.map((file) => file.storageKey);
  });
}

/** Removes the user's audio bytes: the files their rows named, and anything else under their folder. */
async function deleteUserFiles(storage: AudioStorage, userId: string, keys: string[]): Promise<void> {
  const folder = await storage.list(`ai/${userId}/`);
  for (const key of new Set([...keys, ...folder])) await storage.delete(key);
}

/**
 * Delete my account: confirmed (confirmDeletion), then every row of the user removed in one
 * transaction (their sessions with it), then their files. Answers nothing: the caller is gone.
 */
export async function deleteAccount(
  db: Database,
  caller: { userId: string; sessionId: string },
  input: { password: string },
  context: { throttle: ThrottleLimits; storage: AudioStorage | undefined },
): Promise<void> {
  const { email } = await confirmDeletion(db, caller, input.password, context.throttle);
  const keys = await deleteUserRows(db, caller.userId, email);
  if (context.storage) await deleteUserFiles(context.storage, caller.userId, keys);
}
