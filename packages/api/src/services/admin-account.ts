import { hashPassword } from "@onepercent/auth";
import { type Database, eq, users } from "@onepercent/db";

/**
 * Makes sure the coach/admin account from ADMIN_EMAIL exists and has the admin role: an
 * existing account is promoted (its password is kept), a missing one is created.
 */
export async function ensureAdmin(
  db: Database,
  email: string,
  password: string,
): Promise<"created" | "promoted" | "ok"> {
  const normalised = email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.email, normalised));
  if (existing) {
    if (existing.isAdmin) return "ok";
    await db.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id));
    return "promoted";
  }
  await db
    .insert(users)
    .values({
      email: normalised,
      passwordHash: await hashPassword(password),
      name: "Coach",
      role: "Coach",
      birthYear: new Date().getUTCFullYear() - 30,
      gender: "prefer-not-to-say",
      sport: "Other",
      yearsPlaying: "Less than 1",
      isAdmin: true,
    })
    .onConflictDoNothing({ target: users.email });
  return "created";
}
