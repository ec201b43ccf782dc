import type { CoachProvider, CoachSource } from "@onepercent/ai";
import { type Database, eq, getTableColumns, mvps, users } from "@onepercent/db";
import {
  AppError,
  COACH_SUGGESTIONS_PER_USER_PER_HOUR,
  type GoalSuggestionType,
  MvpRecord,
  type MvpView,
  messages,
  type SaveMvpInput,
  withoutCurrent,
} from "@onepercent/validators";
import type { z } from "zod";
import { notFound } from "../../errors";
import { coachProfileOf } from "../onboarding";
import { reserveSlots } from "../shared/rate-limit";

const { userId: _owner, createdAt: _created, ...viewColumns } = getTableColumns(mvps);

/** The caller's MVP, or null when none was saved yet (the legacy path answers 404). */
export async function getMvp(db: Database, userId: string): Promise<MvpView | null> {
  const [row] = await db.select(viewColumns).from(mvps).where(eq(mvps.userId, userId));
  return row ?? null;
}

/**
 * Saves the whole record or any of its fields (§7 PUT /api/users/mvp): the given fields replace
 * the saved ones, and the result must be a complete MVP (first vision and process goal present).
 * A refused save changes nothing.
 */
export async function saveMvp(db: Database, userId: string, input: z.output<typeof SaveMvpInput>): Promise<MvpView> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select(viewColumns).from(mvps).where(eq(mvps.userId, userId)).for("update");
    const merged = MvpRecord.safeParse({
      mission: input.mission ?? current?.mission ?? "",
      vision: input.vision ?? current?.vision ?? [],
      principles: input.principles ?? current?.principles ?? [],
    });
    if (!merged.success) throw new AppError("BAD_INPUT", merged.error.issues[0]?.message ?? messages.mvpLoadFailed);
    const record = merged.data;
    const now = new Date();
    const [row] = await tx
      .insert(mvps)
      .values({ userId, ...record, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: mvps.userId, set: { ...record, updatedAt: now } })
      .returning(viewColumns);
    if (!row) throw notFound();
    return row;
  });
}

/** The caller as the coach personalises by: profile fields and onboarding answers. */
interface SuggestionCaller {
  id: string;
  name: string;
  sport: string;
  sportPosition: string | null;
  role: Parameters<typeof coachProfileOf>[0]["role"];
  yearsPlaying: string;
  gender: string;
}

async function coachRequestFor(db: Database, user: SuggestionCaller) {
  await reserveSlots(
    db,
    [{ key: `goal-suggestions:user:${user.id}`, max: COACH_SUGGESTIONS_PER_USER_PER_HOUR }],
    60 * 60,
  );
  const [row] = await db.select({ responses: users.onboardingResponses }).from(users).where(eq(users.id, user.id));
  if (!row) throw notFound();
  return { profile: { ...coachProfileOf(user), gender: user.gender }, responses: row.responses ?? {} };
}

export interface Suggestions<T extends string> {
  type: T;
  suggestions: string[];
  source: CoachSource;
}

const GOAL_GROUP = { mission: "mission", longTermGoals: "vision", processGoals: "processGoals" } as const;

/** §7 goal suggestions: missions, vision statements or process goals for the caller. */
export async function suggestGoals(
  db: Database,
  coach: CoachProvider,
  user: SuggestionCaller,
  input: { type: GoalSuggestionType; currentGoals?: string[] | undefined },
): Promise<Suggestions<GoalSuggestionType>> {
  const { source, value } = await coach.mvpSuggestions(await coachRequestFor(db, user));
  const suggestions = withoutCurrent(value[GOAL_GROUP[input.type]], input.currentGoals);
  return { type: input.type, suggestions, source };
}
