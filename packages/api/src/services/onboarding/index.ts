import {
  type CoachProfile,
  type CoachProvider,
  type CoachRequest,
  type CoachSource,
  createBuiltInCoach,
  type Sourced,
} from "@onepercent/ai";
import type { SessionUser } from "@onepercent/auth";
import { type Database, eq, users } from "@onepercent/db";
import {
  COACH_SUGGESTIONS_PER_USER_PER_HOUR,
  EMPTY_ONBOARDING_RESPONSES,
  type LegacyOnboardingAnswers,
  type OnboardingAnswerKey,
  type OnboardingResponses,
  type PartialOnboardingResponses,
} from "@onepercent/validators";
import { notFound } from "../../errors";
import { reserveSlots } from "../shared/rate-limit";

export interface OnboardingStatus {
  completed: boolean;
  /** False once the user closed the modal early (platform.md §4): it no longer opens by itself. */
  needed: boolean;
  responses: OnboardingResponses | null;
}

const statusColumns = {
  completed: users.onboardingCompleted,
  needed: users.onboardingNeeded,
  responses: users.onboardingResponses,
};

const builtInCoach = createBuiltInCoach();
/** The configured coach, or the built-in one. */
export const coachOf = (coach: CoachProvider | undefined): CoachProvider => coach ?? builtInCoach;

export async function getOnboardingStatus(db: Database, userId: string): Promise<OnboardingStatus> {
  const [row] = await db.select(statusColumns).from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  return row;
}

async function update(
  db: Database,
  userId: string,
  changes: Partial<Pick<typeof users.$inferInsert, "onboardingCompleted" | "onboardingNeeded" | "onboardingResponses">>,
): Promise<OnboardingStatus> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning(statusColumns);
  if (!row) throw notFound();
  return row;
}

/**
 * Keeps the answers; with `completed` (already checked: every step answered) the onboarding
 * is done and never opens by itself again.
 */
export function saveOnboarding(
  db: Database,
  userId: string,
  input: { responses: OnboardingResponses; completed: boolean },
): Promise<OnboardingStatus> {
  return update(db, userId, {
    onboardingResponses: input.responses,
    ...(input.completed ? { onboardingCompleted: true, onboardingNeeded: false } : {}),
  });
}

/** platform.md §4: closing early sets onboardingCompleted false and onboardingNeeded false. */
export function closeOnboarding(
  db: Database,
  userId: string,
  responses: OnboardingResponses | undefined,
): Promise<OnboardingStatus> {
  return update(db, userId, {
    onboardingCompleted: false,
    onboardingNeeded: false,
    ...(responses ? { onboardingResponses: responses } : {}),
  });
}

/**
 * The legacy answers of POST /api/users/{id}/onboarding merged into the saved ones; the other
 * answers and the onboarding state stay as they are. The sport belongs to the profile.
 */
export async function saveLegacyAnswers(
  db: Database,
  userId: string,
  answers: LegacyOnboardingAnswers,
): Promise<OnboardingStatus> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ responses: users.onboardingResponses })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!row) throw notFound();
    const current = row.responses ?? EMPTY_ONBOARDING_RESPONSES;
    const merged: OnboardingResponses = {
      ...current,
      ...(answers.whyIPlay !== undefined ? { whyIPlaySport: answers.whyIPlay } : {}),
      ...(answers.journey ? { journey: answers.journey } : {}),
      ...(answers.goals ? { goals: answers.goals } : {}),
      ...(answers.expectations ? { expectations: answers.expectations } : {}),
    };
    const [saved] = await tx
      .update(users)
      .set({ onboardingResponses: merged })
      .where(eq(users.id, userId))
      .returning(statusColumns);
    if (!saved) throw notFound();
    return saved;
  });
}

/** What the coach personalises by, from the signed-in user. */
export function coachProfileOf(
  user: Pick<SessionUser, "name" | "sport" | "sportPosition" | "role" | "yearsPlaying">,
): CoachProfile {
  return {
    name: user.name,
    sport: user.sport,
    position: user.sportPosition,
    role: user.role,
    yearsPlaying: user.yearsPlaying,
  };
}

export async function suggestOnboardingOptions(
  db: Database,
  coach: CoachProvider,
  user: Parameters<typeof coachProfileOf>[0] & { id: string },
  input: { step: OnboardingAnswerKey; responses: PartialOnboardingResponses },
): Promise<{ step: OnboardingAnswerKey; options: string[]; source: CoachSource }> {
  await reserveSlots(
    db,
    [{ key: `onboarding-suggestions:user:${user.id}`, max: COACH_SUGGESTIONS_PER_USER_PER_HOUR }],
    60 * 60,
  );
  const { source, value } = await coach.onboardingSuggestions({
    step: input.step,
    profile: coachProfileOf(user),
    responses: input.responses,
  });
  return { step: input.step, options: value, source };
}

interface AnonymousCoachCall {
  db: Database;
  coach: CoachProvider;
  ip: string;
  maxPerHour: number;
  /** Signed-in callers get suggestions for their own profile. */
  user: (Parameters<typeof coachProfileOf>[0] & { id: string }) | null;
  responses: PartialOnboardingResponses;
}

/** Anonymous callers are limited by address; signed-in ones by their account. */
async function limitCoachCall({ db, ip, maxPerHour, user }: AnonymousCoachCall): Promise<void> {
  const key = user ? `ai-suggestions:user:${user.id}` : `ai-suggestions:ip:${ip}`;
  await reserveSlots(db, [{ key, max: maxPerHour }], 60 * 60);
}

/** Asks the coach for MVP or mindset suggestions for the caller (or an anonymous visitor), within the limit. */
async function suggestFor<Suggestions>(
  call: AnonymousCoachCall,
  ask: (request: CoachRequest) => Promise<Sourced<Suggestions>>,
): Promise<Suggestions & { source: CoachSource }> {
  await limitCoachCall(call);
  const { source, value } = await ask({
    profile: call.user ? coachProfileOf(call.user) : undefined,
    responses: call.responses,
  });
  return { ...value, source };
}

export const suggestMvp = (call: AnonymousCoachCall) =>
  suggestFor(call, (request) => call.coach.mvpSuggestions(request));

export const suggestMindset = (call: AnonymousCoachCall) =>
  suggestFor(call, (request) => call.coach.mindsetSuggestions(request));
