import {
  hashPassword,
  replaceUserSessions,
  type SessionToken,
  type SessionUser,
  sessionUserColumns,
} from "@onepercent/auth";
import { type Database, eq, users } from "@onepercent/db";
import {
  AppError,
  ageFromBirthYear,
  type ChangePasswordInput,
  messages,
  missingMentalProfileAnswers,
  nextSportAndPosition,
  OnboardingResponses,
  type ProfileUpdateData,
  type ProfileView,
  profileGender,
  type UserProfile,
} from "@onepercent/validators";
import type { z } from "zod";
import type { ThrottleLimits } from "../../context";
import { notFound } from "../../errors";
import { passwordMatches } from "../shared/password-recheck";

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

const profileColumns = { ...sessionUserColumns, onboardingResponses: users.onboardingResponses };

/** Stored answers that no longer fit the schema count as not given, rather than failing the page. */
function storedResponses(value: unknown): OnboardingResponses | null {
  if (value === null) return null;
  const parsed = OnboardingResponses.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The profile page's data (training-and-tools.md "Profile"): personal, sport and the onboarding answers. */
export async function getProfileView(db: Database, userId: string): Promise<ProfileView> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  const { onboardingResponses, ...user } = row;
  const responses = storedResponses(onboardingResponses);
  return {
    ...toUserProfile(user),
    gender: profileGender(user.gender),
    age: ageFromBirthYear(user.birthYear),
    onboardingResponses: responses,
    missingAnswers: missingMentalProfileAnswers(responses),
  };
}

/**
 * Updates the caller's own profile. A legacy path's userId must be the caller's: any other id is
 * answered like a missing user. A new sport clears the position unless one of its positions is sent.
 */
export async function updateProfile(
  db: Database,
  callerId: string,
  input: { data: ProfileUpdateData },
): Promise<ProfileView> {
  const { sport: _sport, sportPosition: _sportPosition, position: _position, ...personal } = input.data;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ sport: users.sport, sportPosition: users.sportPosition })
      .from(users)
      .where(eq(users.id, callerId))
      .for("update");
    if (!current) throw notFound();
    const next = nextSportAndPosition(current, input.data);
    if ("error" in next) throw new AppError("BAD_INPUT", next.error);
    await tx
      .update(users)
      .set({ ...personal, sport: next.sport, sportPosition: next.sportPosition })
      .where(eq(users.id, callerId));
  });
  return getProfileView(db, callerId);
}

/**
 * Changes the caller's password after checking the current one. Wrong current passwords are
 * counted per account (like failed sign-ins). On success every session of the user ends, the one
 * in use included, and the caller goes on with the new session answered here (same "Remember me").
 */
export async function changePassword(
  db: Database,
  caller: { userId: string; rememberMe: boolean; userAgent?: string | null | undefined },
  input: z.output<typeof ChangePasswordInput>,
  throttle: ThrottleLimits,
): Promise<{ token: SessionToken; expiresAt: Date }> {
  const matched = await passwordMatches(db, caller.userId, input.currentPassword, "change-password", throttle);
  if (!matched) throw new AppError("INVALID_CREDENTIALS", messages.currentPasswordIncorrect);
  const passwordHash = await hashPassword(input.newPassword);
  const session = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, caller.userId));
    return replaceUserSessions(tx, caller.userId, caller.rememberMe, new Date(), caller.userAgent ?? null);
  });
  return session;
}
