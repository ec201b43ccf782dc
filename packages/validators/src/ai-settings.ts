import { z } from "zod";

// training-and-tools.md §3 (Audio settings) and §9 (Visualization, Imagery): the settings of a
// generated track. The audio engine (packages/audio) names the same voices, paces and backgrounds.

export const AI_VOICES = ["calm", "energetic", "soothing"] as const;
export const AI_PACES = ["slow", "medium", "fast"] as const;
export const AI_BACKGROUNDS = ["none", "ambient", "nature"] as const;
export const IMAGERY_SCENARIOS = ["competition", "practice", "relaxation"] as const;
export type ImageryScenario = (typeof IMAGERY_SCENARIOS)[number];

/** §9 Visualization: duration 1 to 20 minutes, default 5. */
export const VISUALIZATION_MINUTES_MIN = 1;
export const VISUALIZATION_MINUTES_MAX = 20;
export const VISUALIZATION_MINUTES_DEFAULT = 5;
/** §9 Imagery: 3, 5 or 10 minutes, default 5. */
export const IMAGERY_MINUTES = [3, 5, 10] as const;
export const IMAGERY_MINUTES_DEFAULT = 5;

const voice = z.enum(AI_VOICES).catch("calm");
const pace = z.enum(AI_PACES).catch("medium");
const background = z.enum(AI_BACKGROUNDS).catch("none");

/**
 * A visualization track's settings (§3: voice, background, pace, duration in minutes). An unknown
 * voice, pace or background falls back to the default (the old client may send other names); a
 * duration outside 1–20 is refused.
 */
export const AudioSettings = z.object({
  voice: voice.default("calm"),
  background: background.default("none"),
  pace: pace.default("medium"),
  duration: z.coerce
    .number("Please choose a duration from 1 to 20 minutes")
    .int("Please choose a duration from 1 to 20 minutes")
    .min(VISUALIZATION_MINUTES_MIN, "Please choose a duration from 1 to 20 minutes")
    .max(VISUALIZATION_MINUTES_MAX, "Please choose a duration from 1 to 20 minutes")
    .default(VISUALIZATION_MINUTES_DEFAULT),
});
export type AudioSettings = z.infer<typeof AudioSettings>;
export const DEFAULT_AUDIO_SETTINGS: AudioSettings = { voice: "calm", background: "none", pace: "medium", duration: 5 };

/** Mental imagery adds the scenario (§3) and takes 3, 5 or 10 minutes (§9). */
export const ImagerySettings = AudioSettings.extend({
  scenario: z.enum(IMAGERY_SCENARIOS).catch("competition").default("competition"),
  duration: z.coerce
    .number()
    .refine((minutes) => (IMAGERY_MINUTES as readonly number[]).includes(minutes), "Please choose 3, 5 or 10 minutes")
    .default(IMAGERY_MINUTES_DEFAULT),
});
export type ImagerySettings = z.infer<typeof ImagerySettings>;
export const DEFAULT_IMAGERY_SETTINGS: ImagerySettings = { ...DEFAULT_AUDIO_SETTINGS, scenario: "competition" };
