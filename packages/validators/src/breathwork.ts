import { z } from "zod";
import { Id } from "./ids";
import { focusMessages } from "./messages/focus";
import { roundedNumber, wholeNumber } from "./number-schemas";
import { requiredText } from "./text-schemas";

/** training-and-tools.md §5 and issue 13: each phase 0–60 s; inhale, exhale and cycles above 0. */
export const BREATH_PHASE_MAX_SECONDS = 60;
export const BREATH_CYCLES_MAX = 50;
export const BREATHWORK_PRESET_NAME_MAX = 40;
/** At most this many custom presets per user. */
export const BREATHWORK_CUSTOM_PRESETS_MAX = 20;
/** The statistics window ('Last 30 Days'). */
export const BREATHWORK_RECENT_DAYS = 30;
/** A session's active time is at most the longest preset (4 phases × 60 s × 50 cycles). */
export const BREATHWORK_SESSION_MAX_SECONDS = 4 * BREATH_PHASE_MAX_SECONDS * BREATH_CYCLES_MAX;
/** §9: the custom preset form's defaults (4 s each phase, 5 cycles) and the bell. */
export const DEFAULT_CUSTOM_PRESET = { name: "", inhale: 4, hold1: 4, exhale: 4, hold2: 4, cycles: 5 } as const;
export const BELL_VOLUME_DEFAULT = 0.7;

export const BREATH_PHASES = ["inhale", "hold1", "exhale", "hold2"] as const;
export type BreathPhase = (typeof BREATH_PHASES)[number];

const Seconds = (min: number) => wholeNumber(min, BREATH_PHASE_MAX_SECONDS, focusMessages.presetValuesInvalid);

export const PresetName = requiredText(
  focusMessages.presetNameRequired,
  BREATHWORK_PRESET_NAME_MAX,
  focusMessages.presetNameTooLong,
);

/** A preset's timing (§3): inhale and exhale 1–60 s, holds 0–60 s (0 skips the hold), 1–50 cycles. */
export const PresetTiming = z.object({
  inhale: Seconds(1),
  hold1: Seconds(0),
  exhale: Seconds(1),
  hold2: Seconds(0),
  cycles: wholeNumber(1, BREATH_CYCLES_MAX, focusMessages.presetValuesInvalid),
});
export type PresetTiming = z.infer<typeof PresetTiming>;

/** POST /breathwork/preset: a custom preset (saving a name the user already has replaces it). */
export const BreathworkPresetInput = PresetTiming.extend({ name: PresetName });
export type BreathworkPresetInput = z.infer<typeof BreathworkPresetInput>;

export const PresetNameInput = z.object({ name: z.string(focusMessages.presetNotFound).trim() });
export type PresetNameInput = z.infer<typeof PresetNameInput>;

export const BreathworkPresetView = BreathworkPresetInput.extend({
  /** A built-in preset's one-line reason; custom presets have none. */
  why: z.string().optional(),
  /** Labels a built-in preset gives its phases (cyclic sighing's second inhale). */
  labels: z.partialRecord(z.enum(BREATH_PHASES), z.string()).optional(),
  custom: z.boolean(),
});
export type BreathworkPreset = z.infer<typeof BreathworkPresetView>;

/** The built-in presets (issue 13), the first being the default. */
export const BUILT_IN_PRESETS: readonly BreathworkPreset[] = [
  {
    name: "Box Breathing",
    inhale: 4,
    hold1: 4,
    exhale: 4,
    hold2: 4,
    cycles: 5,
    why: "Even counts steady the mind before a big moment.",
    custom: false,
  },
  {
    name: "4-7-8 Relax",
    inhale: 4,
    hold1: 7,
    exhale: 8,
    hold2: 0,
    cycles: 4,
    why: "A long exhale slows the heart and calms nerves.",
    custom: false,
  },
  {
    name: "Resonance",
    inhale: 5,
    hold1: 0,
    exhale: 5,
    hold2: 0,
    cycles: 12,
    why: "About six breaths a minute balances your heart rhythm.",
    custom: false,
  },
  {
    name: "Cyclic Sighing",
    inhale: 2,
    hold1: 1,
    exhale: 6,
    hold2: 0,
    cycles: 10,
    why: "A double inhale and a long sigh out release tension fast.",
    labels: { hold1: "Inhale again" },
    custom: false,
  },
];

export const isBuiltInPresetName = (name: string) =>
  BUILT_IN_PRESETS.some((preset) => preset.name.toLowerCase() === name.trim().toLowerCase());

/** GET /breathwork: the built-in and custom presets and the preset of the last session. */
export const BreathworkData = z.object({
  presets: z.array(BreathworkPresetView),
  customPresets: z.array(BreathworkPresetView),
  lastUsed: z.string().nullable(),
});
export type BreathworkData = z.infer<typeof BreathworkData>;

/**
 * POST /breathwork/session (§7): the preset's name, whether it ran to the end, its active time in
 * seconds and when it started; `cycles` (breaths completed) is derived from the preset when left out.
 */
export const BreathworkSessionInput = z.object({
  preset: PresetName,
  completed: z.boolean(focusMessages.breathworkSessionInvalid),
  duration: roundedNumber(0, BREATHWORK_SESSION_MAX_SECONDS, focusMessages.breathworkSessionInvalid),
  date: z.iso.datetime({ offset: true, error: focusMessages.breathworkSessionInvalid }).optional(),
  cycles: wholeNumber(0, BREATH_CYCLES_MAX, focusMessages.breathworkSessionInvalid).optional(),
});
export type BreathworkSessionInput = z.infer<typeof BreathworkSessionInput>;

export const BreathworkSessionView = z.object({
  id: Id,
  preset: z.string(),
  completed: z.boolean(),
  /** Active seconds. */
  duration: z.number().int(),
  cycles: z.number().int(),
  date: z.date(),
});
export type BreathworkSessionView = z.infer<typeof BreathworkSessionView>;

/** §3 Breathwork stats; "recent" is the last 30 days; times in seconds. */
export const BreathworkStats = z.object({
  totalSessions: z.number().int(),
  totalTime: z.number().int(),
  completedSessions: z.number().int(),
  recentTotalTime: z.number().int(),
  recentCompletedSessions: z.number().int(),
  recentSessions: z.number().int(),
});
export type BreathworkStats = z.infer<typeof BreathworkStats>;

/** GET /breathwork/history: the last 30 days' sessions (newest first), the stats and one row per day for the chart. */
export const BreathworkHistory = z.object({
  history: z.array(BreathworkSessionView),
  stats: BreathworkStats,
  /** The 30 days ending today in the user's zone, oldest first: YYYY-MM-DD, sessions, active seconds. */
  days: z.array(z.object({ date: z.string(), sessions: z.number().int(), seconds: z.number().int() })),
});
export type BreathworkHistory = z.infer<typeof BreathworkHistory>;

/** A preset's seconds per cycle. */
export const cycleSeconds = (timing: PresetTiming) => timing.inhale + timing.hold1 + timing.exhale + timing.hold2;
