import { and, asc, breathworkPresets, breathworkSessions, type Database, desc, eq, sql } from "@onepercent/db";
import {
  AppError,
  BREATHWORK_CUSTOM_PRESETS_MAX,
  type BreathworkData,
  type BreathworkPreset,
  type BreathworkPresetInput,
  type BreathworkSessionInput,
  BreathworkSessionView,
  BUILT_IN_PRESETS,
  cycleSeconds,
  focusMessages,
  isBuiltInPresetName,
  type PresetNameInput,
  type PresetTiming,
} from "@onepercent/validators";
import { inserted, oneAtATime } from "../shared/records";
import { insertWithinDailyCap } from "./daily-cap";

// The breathwork trainer (training-and-tools.md §2, §3, §7): the caller's custom presets and sessions.

/** A session may start at most this far ahead of the server's clock (clocks drift). */
const SESSION_FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

const presetColumns = {
  name: breathworkPresets.name,
  inhale: breathworkPresets.inhale,
  hold1: breathworkPresets.hold1,
  exhale: breathworkPresets.exhale,
  hold2: breathworkPresets.hold2,
  cycles: breathworkPresets.cycles,
};
const customPreset = (row: BreathworkPresetInput): BreathworkPreset => ({ ...row, custom: true });

/** The caller's preset of this name, in any case. */
const presetNamed = (userId: string, name: string) =>
  and(eq(breathworkPresets.userId, userId), eq(breathworkPresets.nameKey, sql`lower(${name})`));

export const sessionColumns = {
  id: breathworkSessions.id,
  preset: breathworkSessions.preset,
  completed: breathworkSessions.completed,
  duration: breathworkSessions.durationSeconds,
  cycles: breathworkSessions.cycles,
  date: breathworkSessions.startedAt,
};

/** GET /breathwork: the built-in presets, the caller's own (by name) and the preset of their latest session. */
export async function breathworkData(db: Database, userId: string): Promise<BreathworkData> {
  const [custom, [latest]] = await Promise.all([
    db
      .select(presetColumns)
      .from(breathworkPresets)
      .where(eq(breathworkPresets.userId, userId))
      .orderBy(asc(breathworkPresets.nameKey), asc(breathworkPresets.name)),
    db
      .select({ preset: breathworkSessions.preset })
      .from(breathworkSessions)
      .where(eq(breathworkSessions.userId, userId))
      .orderBy(desc(breathworkSessions.startedAt), desc(breathworkSessions.createdAt))
      .limit(1),
  ]);
  return { presets: [...BUILT_IN_PRESETS], customPresets: custom.map(customPreset), lastUsed: latest?.preset ?? null };
}

/**
 * Saves a custom preset: a name the caller already has (in any case) gets the new timing, a new
 * one is added while they keep fewer than BREATHWORK_CUSTOM_PRESETS_MAX; a built-in name is refused.
 */
export async function saveBreathworkPreset(
  db: Database,
  userId: string,
  input: BreathworkPresetInput,
): Promise<BreathworkPreset> {
  if (isBuiltInPresetName(input.name)) throw new AppError("BAD_INPUT", focusMessages.presetNameBuiltIn);
  return oneAtATime(db, userId, async (tx) => {
    const [held] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        named: sql<boolean>`coalesce(bool_or(${breathworkPresets.nameKey} = lower(${input.name})), false)`,
      })
      .from(breathworkPresets)
      .where(eq(breathworkPresets.userId, userId));
    if (!held?.named && (held?.count ?? 0) >= BREATHWORK_CUSTOM_PRESETS_MAX) {
      throw new AppError("BAD_INPUT", focusMessages.presetsTooMany);
    }
    const now = new Date();
    const rows = await tx
      .insert(breathworkPresets)
      .values({ userId, ...input, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [breathworkPresets.userId, breathworkPresets.nameKey],
        set: { ...input, updatedAt: now },
      })
      .returning(presetColumns);
    return customPreset(inserted(rows, focusMessages.presetSaveFailed));
  });
}

/** Deletes the caller's preset of this name (in any case); NOT_FOUND when they have none. */
export async function deleteBreathworkPreset(
  db: Database,
  userId: string,
  { name }: PresetNameInput,
): Promise<{ name: string }> {
  const [row] = await db
    .delete(breathworkPresets)
    .where(presetNamed(userId, name))
    .returning({ name: breathworkPresets.name });
  if (!row) throw new AppError("NOT_FOUND", focusMessages.presetNotFound);
  return row;
}

/** The timing of a built-in preset or of the caller's own of this name; undefined for one since deleted. */
async function presetTiming(db: Database, userId: string, name: string): Promise<PresetTiming | undefined> {
  const builtIn = BUILT_IN_PRESETS.find((preset) => preset.name.toLowerCase() === name.toLowerCase());
  if (builtIn) return builtIn;
  const [custom] = await db.select(presetColumns).from(breathworkPresets).where(presetNamed(userId, name));
  return custom;
}

/** Breaths done: all of a completed session's, else the whole cycles its active time held (at most all). */
function cyclesDone(session: { completed: boolean; duration: number }, timing: PresetTiming | undefined) {
  if (!timing) return 0;
  if (session.completed) return timing.cycles;
  return Math.min(timing.cycles, Math.floor(session.duration / cycleSeconds(timing)));
}

/**
 * POST /breathwork/session: saves a session started at `date` (default now; more than five
 * minutes ahead is refused). Cycles left out are derived from the preset (0 for an unknown one).
 */
export async function saveBreathworkSession(
  db: Database,
  userId: string,
  input: BreathworkSessionInput,
  now = new Date(),
): Promise<BreathworkSessionView> {
  const startedAt = input.date === undefined ? now : new Date(input.date);
  if (startedAt.getTime() > now.getTime() + SESSION_FUTURE_TOLERANCE_MS) {
    throw new AppError("BAD_INPUT", focusMessages.breathworkSessionInvalid);
  }
  const cycles = input.cycles ?? cyclesDone(input, await presetTiming(db, userId, input.preset));
  return insertWithinDailyCap(db, userId, now, {
    table: breathworkSessions,
    values: {
      userId,
      preset: input.preset,
      completed: input.completed,
      durationSeconds: input.duration,
      cycles,
      startedAt,
      createdAt: now,
    },
    columns: sessionColumns,
    view: BreathworkSessionView,
    failure: focusMessages.breathworkSaveFailed,
  });
}
