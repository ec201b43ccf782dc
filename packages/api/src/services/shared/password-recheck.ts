import { verifyPassword } from "@onepercent/auth";
import { type Database, eq, users } from "@onepercent/db";
import type { ThrottleLimits } from "../../context";
import { notFound } from "../../errors";
import { countFailures } from "./rate-limit";

/**
 * Whether `password` is the signed-in user's own, before a sensitive change (a new password, the
 * account's deletion). Each wrong answer is counted per account and purpose like a failed sign-in,
 * its slot reserved before the hash is checked; the right one clears the count.
 */
export async function passwordMatches(
  db: Database,
  userId: string,
  password: string,
  purpose: "change-password" | "delete-account",
  throttle: ThrottleLimits,
): Promise<boolean> {
  const key = `${purpose}:account:${userId}`;
  const matched = await countFailures(
    db,
    {
      limits: [{ key, max: throttle.loginPerAccountAndIp }],
      windowSeconds: throttle.windowSeconds,
      clearOnSuccess: [key],
    },
    async () => {
      const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
      if (!user) throw notFound();
      return (await verifyPassword(user.passwordHash, password)) || undefined;
    },
  );
  return matched === true;
}
