import { type SessionUser, sessionUserColumns } from "@onepercent/auth";
import { type Database, eq, users } from "@onepercent/db";
import type { UserProfile } from "@onepercent/validators";
import { notFound } from "../errors";

/** The profile as the spec's clients read it (platform.md §3). */
export function toUserProfile(user: SessionUser): UserProfile {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    birthYear: user.birthYear,
    gender: user.gender,
    sport: user.sport,
    position: user.sportPosition,
    sportPosition: user.sportPosition,
    yearsPlaying: user.yearsPlaying,
    subscriptionStatus: user.subscriptionStatus,
    onboardingCompleted: user.onboardingCompleted,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt,
  };
}

/** A user's own profile by id; another user's id (or a malformed one) is answered like a missing one. */
export async function getOwnProfile(db: Database, callerId: string, userId: string): Promise<UserProfile> {
  if (userId !== callerId) throw notFound();
  const [user] = await db.select(sessionUserColumns).from(users).where(eq(users.id, callerId));
  if (!user) throw notFound();
  return toUserProfile(user);
}
