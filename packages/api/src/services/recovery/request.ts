import { and, type Database, eq, isNull, passwordResets, sql, users } from "@onepercent/db";
import { RECOVERY_TTL_MS, type RecoveryRequested, recoveryMessages } from "@onepercent/validators";
import { type RecoveryDelivery, sendRecoveryEmail } from "./mail";
import { newRecoverySecrets } from "./secrets";
import { reserveRequest } from "./throttle";

/**
 * Step 1 (training-and-tools.md §4, OWASP Forgot Password): the same answer for every address.
 * For a registered, enabled account one statement replaces its recovery (a newer request voids
 * the older code and link: one row per user) with new secrets, stored only as digests; the e-mail
 * then goes out without holding the answer back. An unknown address runs the same statement,
 * which writes nothing, and no e-mail.
 */
export async function requestRecovery(
  db: Database,
  input: { email: string },
  context: { ip: string; delivery: RecoveryDelivery; now?: Date },
): Promise<RecoveryRequested> {
  const now = context.now ?? new Date();
  await reserveRequest(db, input.email, context.ip, now);
  const secrets = newRecoverySecrets();
  const expiresAt = new Date(now.getTime() + RECOVERY_TTL_MS);
  const [account] = await db
    .insert(passwordResets)
    .select(
      db
        .select({
          id: sql<string>`${secrets.rowId}::uuid`.as("id"),
          userId: sql<string>`${users.id}`.as("user_id"),
          codeHash: sql<string>`${secrets.codeHash}`.as("code_hash"),
          tokenHash: sql<string>`${secrets.tokenHash}`.as("token_hash"),
          attempts: sql<number>`0`.as("attempts"),
          createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as("created_at"),
          expiresAt: sql<Date>`${expiresAt.toISOString()}::timestamptz`.as("expires_at"),
        })
        .from(users)
        .where(and(eq(users.email, input.email), isNull(users.disabledAt))),
    )
    .onConflictDoUpdate({
      target: passwordResets.userId,
      set: {
        id: sql`excluded.id`,
        codeHash: sql`excluded.code_hash`,
        tokenHash: sql`excluded.token_hash`,
        attempts: 0,
        createdAt: sql`excluded.created_at`,
        expiresAt: sql`excluded.expires_at`,
      },
    })
    .returning({ userId: passwordResets.userId });
  if (account) sendRecoveryEmail(context.delivery, input.email, secrets);
  return { verified: true, message: recoveryMessages.requestSent };
}
