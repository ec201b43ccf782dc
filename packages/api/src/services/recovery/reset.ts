import { hashPassword, invalidateUserSessions } from "@onepercent/auth";
import { and, type Database, eq, gt, gte, inArray, isNull, lt, passwordResets, sql, users } from "@onepercent/db";
import { AppError, RECOVERY_CODE_MAX_ATTEMPTS, type RecoveryDone, recoveryMessages } from "@onepercent/validators";
import { type RecoveryDelivery, sendPasswordChangedEmail } from "./mail";
import { codeMatches, tokenDigest } from "./secrets";
import { reserveCheck, reserveCheckFromIp } from "./throttle";

const codeInvalid = () => new AppError("BAD_INPUT", recoveryMessages.codeInvalid);
const linkInvalid = () => new AppError("BAD_INPUT", recoveryMessages.linkInvalid);

/** An enabled account by its address, as a subquery. */
const enabledAccount = (db: Database, email: string) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.disabledAt)));

/**
 * The new password, in one transaction: the recovery row is consumed (deleted; a second use of
 * the same code or link, even a parallel one, finds nothing), the hash is stored and every
 * session of the user ends. Then the owner is told by e-mail. The caller is not signed in.
 */
async function completeReset(
  db: Database,
  recovery: { id: string; userId: string },
  password: string,
  delivery: RecoveryDelivery,
  invalid: () => AppError,
): Promise<RecoveryDone> {
  const passwordHash = await hashPassword(password);
  const owner = await db.transaction(async (tx) => {
    const [consumed] = await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.id, recovery.id), eq(passwordResets.userId, recovery.userId)))
      .returning({ userId: passwordResets.userId });
    if (!consumed) throw invalid();
    const [changed] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, consumed.userId))
      .returning({ email: users.email, name: users.name });
    await invalidateUserSessions(tx, consumed.userId);
    return changed;
  });
  if (owner) sendPasswordChangedEmail(delivery, owner);
  return { success: true, message: recoveryMessages.passwordReset };
}

/**
 * Step 2: the e-mailed code with the new password. The attempt is counted against the account
 * and the address, then the guess against the row itself (before the code is compared, so
 * parallel guesses cannot exceed RECOVERY_CODE_MAX_ATTEMPTS); a recovery whose last guess is
 * used up and wrong is removed, its link with it. Without the right code nothing changes.
 */
export async function resetWithCode(
  db: Database,
  input: { email: string; code: string; newPassword: string },
  context: { ip: string; delivery: RecoveryDelivery; now?: Date },
): Promise<RecoveryDone> {
  const now = context.now ?? new Date();
  await reserveCheck(db, input.email, context.ip, now);
  const [guess] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(
      and(
        inArray(passwordResets.userId, enabledAccount(db, input.email)),
        lt(passwordResets.attempts, RECOVERY_CODE_MAX_ATTEMPTS),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({
      id: passwordResets.id,
      userId: passwordResets.userId,
      codeHash: passwordResets.codeHash,
      attempts: passwordResets.attempts,
    });
  if (!guess) throw codeInvalid();
  if (!codeMatches(guess, input.code)) {
    await db
      .delete(passwordResets)
      .where(and(eq(passwordResets.id, guess.id), gte(passwordResets.attempts, RECOVERY_CODE_MAX_ATTEMPTS)));
    throw codeInvalid();
  }
  return completeReset(db, guess, input.newPassword, context.delivery, codeInvalid);
}

/** The live recovery a link's token names (its account enabled), or undefined. */
async function recoveryOfToken(db: Database, token: string, now: Date) {
  const [found] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenDigest(token)),
        gt(passwordResets.expiresAt, now),
        lt(passwordResets.attempts, RECOVERY_CODE_MAX_ATTEMPTS),
        isNull(users.disabledAt),
      ),
    );
  return found;
}

/** Whether a link still works, so /reset-password/{token} can say at once that it does not. */
export async function checkRecoveryToken(
  db: Database,
  input: { token: string },
  context: { ip: string; now?: Date },
): Promise<{ valid: boolean }> {
  const now = context.now ?? new Date();
  await reserveCheckFromIp(db, context.ip, now);
  return { valid: (await recoveryOfToken(db, input.token, now)) !== undefined };
}

/**
 * The reset link: the token is looked up by its digest (single-use, 30 minutes, voided by a newer
 * request). Tries are counted per address before the lookup and per account after it.
 */
export async function resetWithToken(
  db: Database,
  input: { token: string; password: string },
  context: { ip: string; delivery: RecoveryDelivery; now?: Date },
): Promise<RecoveryDone> {
  const now = context.now ?? new Date();
  await reserveCheckFromIp(db, context.ip, now);
  const recovery = await recoveryOfToken(db, input.token, now);
  if (!recovery) throw linkInvalid();
  await reserveCheck(db, recovery.email, null, now);
  return completeReset(db, recovery, input.password, context.delivery, linkInvalid);
}
