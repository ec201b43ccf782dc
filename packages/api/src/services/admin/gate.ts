import { verifyPassword } from "@onepercent/auth";
import { adminUnlocks, and, type Database, eq, gt, users } from "@onepercent/db";
import {
  ADMIN_UNLOCK_MAX_FAILURES,
  ADMIN_UNLOCK_TTL_MS,
  ADMIN_UNLOCK_WINDOW_SECONDS,
  AppError,
  messages,
} from "@onepercent/validators";
import { notFound } from "../../errors";
import { countFailures } from "../shared/rate-limit";

export interface AdminSession {
  userId: string;
  sessionId: string;
}

/** Whether this session passed the admin page's password gate (and the unlock has not aged out). */
export async function isAdminUnlocked(db: Database, { userId, sessionId }: AdminSession, now = new Date()) {
  const since = new Date(now.getTime() - ADMIN_UNLOCK_TTL_MS);
  const [row] = await db
    .select({ sessionId: adminUnlocks.sessionId })
    .from(adminUnlocks)
    .where(
      and(eq(adminUnlocks.sessionId, sessionId), eq(adminUnlocks.userId, userId), gt(adminUnlocks.unlockedAt, since)),
    );
  return row !== undefined;
}

/**
 * The password gate (ARCHITECTURE.md): a server-side re-check of the admin's own password.
 * A match unlocks this session only; wrong passwords are counted per account (429 after
 * ADMIN_UNLOCK_MAX_FAILURES in the window), each attempt holding its slot before the check.
 */
export async function unlockAdmin(
  db: Database,
  session: AdminSession,
  password: string,
  now = new Date(),
): Promise<{ unlocked: true }> {
  const key = `admin-unlock:user:${session.userId}`;
  const matched = await countFailures(
    db,
    {
      limits: [{ key, max: ADMIN_UNLOCK_MAX_FAILURES }],
      windowSeconds: ADMIN_UNLOCK_WINDOW_SECONDS,
      clearOnSuccess: [key],
      now,
    },
    async () => {
      const [admin] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(and(eq(users.id, session.userId), eq(users.isAdmin, true)));
      if (!admin) throw notFound();
      return (await verifyPassword(admin.passwordHash, password)) || undefined;
    },
  );
  if (!matched) throw new AppError("INVALID_CREDENTIALS", messages.adminInvalidPassword);
  await db
    .insert(adminUnlocks)
    .values({ sessionId: session.sessionId, userId: session.userId, unlockedAt: now })
    .onConflictDoUpdate({ target: adminUnlocks.sessionId, set: { unlockedAt: now } });
  return { unlocked: true };
}

/** Locks the admin page again for this session. */
export async function lockAdmin(db: Database, { userId, sessionId }: AdminSession): Promise<{ unlocked: false }> {
  await db.delete(adminUnlocks).where(and(eq(adminUnlocks.sessionId, sessionId), eq(adminUnlocks.userId, userId)));
  return { unlocked: false };
}
