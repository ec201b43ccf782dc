import { z } from "zod";
import { AudioSettings, ImagerySettings } from "./ai-settings";
import { CoachSource } from "./coach";
import { Id, IdRef } from "./ids";
import { AI_SCRIPT_MAX, AI_TITLE_MAX, AUDIO_URL_MAX, SCRIPT_USER_LIST_MAX, SCRIPT_USER_TEXT_MAX } from "./limits";
import { aiMessages } from "./messages/ai-tools";
import { requiredText } from "./text-schemas";

export { AI_SCRIPT_MAX, AI_TITLE_MAX, AUDIO_LIBRARY_MAX, AUDIO_URL_MAX, IMAGERY_LIBRARY_MAX } from "./limits";

// Issue 15, training-and-tools.md §2 AI tools, §5, §7, §8, §9: the visualization audio creator,
// the mental imagery generator and their libraries.

/** Limits of the AI tools (beyond the spec; the issue asks for caps and per-user quotas; those its texts quote are in limits.ts). */
/** An uploaded recording's largest size: a live WebM recording has no duration header, so bytes bound it. */
export const AUDIO_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
/** Text generations (scripts, imagery, coach answers) one user may ask for per hour. */
export const AI_CALLS_PER_USER_PER_HOUR = 60;
/** Minutes of generated audio one user may ask for per day (a 20-minute track counts 20). */
export const AUDIO_MINUTES_PER_USER_PER_DAY = 120;
/** Generated audio not saved to a library is removed after this long. */
export const GENERATED_AUDIO_KEEP_HOURS = 24;
/** §9 Imagery: audio generation times out after 60 seconds. */
export const IMAGERY_AUDIO_TIMEOUT_MS = 60_000;
/** §9 Imagery: exactly three keys, these by default; default name Athlete. */
export const IMAGERY_DEFAULT_KEYS = [
  "I am confident and capable",
  "I perform at my best under pressure",
  "I am focused and determined",
] as const;
export const IMAGERY_DEFAULT_NAME = "Athlete";
export const IMAGERY_KEY_MAX = 200;
/** The audio types a recording may be (sniffed from the bytes, never taken from the name). */
export const RECORDING_MIME_TYPES = [
  "audio/webm",
  "audio/ogg",
  "audio/mpeg",
  "audio/mp4",
  "audio/wav",
  "audio/aac",
  "audio/flac",
] as const;
/** Success banners and toasts hide after 3 seconds (§9). */
export const AI_BANNER_MS = 3000;

/** The failure of Generate Audio on the imagery screen (§8 Imagery). */
export const imageryAudioFailed = (message: string) => `Failed to generate audio: ${message}`;

const Title = (required: string) => requiredText(required, AI_TITLE_MAX, aiMessages.titleTooLong);
/** A script to speak or save: trimmed, not blank. */
const Script = (required: string) => requiredText(required, AI_SCRIPT_MAX, aiMessages.scriptTooLong);

/** Settings left out are the defaults: a calm voice, no background, medium pace, 5 minutes. */
const SettingsOrDefault = AudioSettings.default({ voice: "calm", background: "none", pace: "medium", duration: 5 });
const ImagerySettingsOrDefault = ImagerySettings.default({
  voice: "calm",
  background: "none",
  pace: "medium",
  duration: 5,
  scenario: "competition",
});

/** The fields every saved library item starts with (the legacy `_id` beside the id). */
const savedScript = { _id: Id, id: Id, title: z.string(), script: z.string() };

/** Where a caller's audio file is served: owner only, with ranges (`/api/ai/files/:id`). */
export const aiFileUrl = (fileId: string) => `/api/ai/files/${fileId}`;
/** The file id in one of our own audio URLs (absolute or relative), or null. */
export function aiFileIdOf(url: string | null | undefined): string | null {
  if (!url) return null;
  // (?:[?#]|$), not (?:[?#].*)?$: what follows a query mark does not matter, and `.*$` rescanned the
  // rest of the text at every candidate, quadratic in a long text of repeated URLs (issue 25).
  const match = url.match(/\/api\/ai\/files\/([0-9a-f-]{36})(?:[?#]|$)/i);
  return match?.[1]?.toLowerCase() ?? null;
}

/** A visualization template the creator offers (built by the coach for this athlete). */
export const VisualizationTemplate = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  script: z.string(),
});
export type VisualizationTemplate = z.infer<typeof VisualizationTemplate>;

const userText = z.string().trim().max(SCRIPT_USER_TEXT_MAX);
/** One text of `userData`; blank or malformed reads as not given. */
const givenText = userText.optional().catch(undefined);
/** A list of `userData`, sent as a list or as one text; blank items dropped; malformed reads as not given. */
const givenList = z
  .union([userText.transform((text) => [text]), z.array(userText).max(SCRIPT_USER_LIST_MAX)])
  .transform((items) => items.filter((item) => item !== ""))
  .optional()
  .catch(undefined);

/**
 * training-and-tools §7 `userData` of POST /api/ai/generate-script: what the client knows of the
 * athlete. Each field given (not blank) is used instead of the saved one; a field absent, blank
 * or malformed is read from the athlete's own profile, MVP and mindset.
 */
export const ScriptUserData = z.object({
  name: givenText,
  sport: givenText,
  position: givenText,
  mission: givenList,
  vision: givenList,
  affirmations: givenList,
  selfTalk: givenList,
  beliefs: givenList,
  oneWordFocus: givenText,
  keysToKeepItSimple: givenList,
});
export type ScriptUserData = z.infer<typeof ScriptUserData>;

/** POST /api/ai/generate-script {settings, userData} (fallback /api/ai/mindset-script). */
export const GenerateScriptInput = z.object({
  settings: SettingsOrDefault,
  /** A template to build on (ai.visualization.templates); the coach's own choice when absent. */
  templateId: z.string().max(60).optional(),
  userData: ScriptUserData.optional().catch(undefined),
});
export type GenerateScriptInput = z.infer<typeof GenerateScriptInput>;

/** §7: "The answer carries script or content": both, with the engine that wrote it. */
export const GeneratedScript = z.object({ script: z.string(), content: z.string(), source: CoachSource });
export type GeneratedScript = z.infer<typeof GeneratedScript>;

/** Generate Audio (POST /api/ai/text-to-speech {text, settings}; /ai/generate-audio flattens the settings). */
export const GenerateAudioInput = z.object({
  text: Script(aiMessages.scriptRequired),
  settings: SettingsOrDefault,
});
export type GenerateAudioInput = z.infer<typeof GenerateAudioInput>;

/** A generated track, kept for the caller for GENERATED_AUDIO_KEEP_HOURS unless saved. */
export const GeneratedAudio = z.object({
  id: Id,
  audioUrl: z.string(),
  message: z.string(),
  durationSeconds: z.number(),
  source: CoachSource,
});
export type GeneratedAudio = z.infer<typeof GeneratedAudio>;

/** What a library item holds: generated audio, the athlete's own recording, or a script alone. */
export const AUDIO_ITEM_KINDS = ["generated", "recording", "script"] as const;

/**
 * Save to Library (POST /api/ai/audio/script {title, text, settings}; the tRPC input names the
 * text `script`). `audioUrl` names a track the caller generated (ai.audio.generate); absent, only
 * the script is saved.
 */
export const SaveAudioInput = z.object({
  title: Title(aiMessages.visualizationTitleRequired),
  script: Script(aiMessages.noScriptToSave),
  settings: SettingsOrDefault,
  audioUrl: z.string().max(500).nullish(),
});
export type SaveAudioInput = z.infer<typeof SaveAudioInput>;

/** The fields of a recording upload besides the file (POST /api/ai/audio, multipart). */
export const RecordingFields = z.object({
  title: Title(aiMessages.visualizationTitleRequired),
  script: z.string().trim().max(AI_SCRIPT_MAX, aiMessages.scriptTooLong).default(""),
  settings: SettingsOrDefault,
});
export type RecordingFields = z.infer<typeof RecordingFields>;

/** §3 Saved visualization audio (with the legacy `_id`). */
export const AudioLibraryItem = z.object({
  ...savedScript,
  settings: AudioSettings,
  kind: z.enum(AUDIO_ITEM_KINDS),
  audioUrl: z.string().nullable(),
  mimeType: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  sizeBytes: z.number().int().nullable(),
  createdAt: z.date(),
});
export type AudioLibraryItem = z.infer<typeof AudioLibraryItem>;

const ImageryKey = requiredText(aiMessages.keyRequired, IMAGERY_KEY_MAX);

/**
 * POST /api/ai/generate-mental-imagery {name, sport, position, keys, birthYear} (§7). Sport and
 * position default to the caller's profile; without either the call is refused with §5's message.
 */
export const GenerateImageryInput = z.object({
  name: z.string().trim().max(100).optional(),
  sport: z.string().trim().max(60).optional(),
  position: z.string().trim().max(60).optional(),
  keys: z
    .array(ImageryKey, aiMessages.keysExactlyThree)
    .length(3, aiMessages.keysExactlyThree)
    .default([...IMAGERY_DEFAULT_KEYS]),
  birthYear: z.coerce.number().int().min(1900).max(2100).optional(),
  settings: ImagerySettingsOrDefault,
});
export type GenerateImageryInput = z.infer<typeof GenerateImageryInput>;

export const GeneratedImagery = z.object({ script: z.string(), source: CoachSource });
export type GeneratedImagery = z.infer<typeof GeneratedImagery>;

/** Whether a text can be played or opened as audio: a path on this site, or an http(s) address. */
export function isAudioAddress(text: string): boolean {
  if (text.startsWith("/")) return !text.startsWith("//");
  return URL.canParse(text) && ["http:", "https:"].includes(new URL(text).protocol);
}

/**
 * POST /api/ai/mental-imagery {title, script, audioUrl, settings}. An `audioUrl` of ours
 * (`/api/ai/files/…`) must be the caller's own generated track; any other address is kept as given.
 */
export const SaveImageryInput = z.object({
  title: Title(aiMessages.imageryTitleRequired),
  script: Script(aiMessages.imageryAudioNeedsScript),
  audioUrl: z
    .string()
    .trim()
    .max(AUDIO_URL_MAX, aiMessages.audioUrlInvalid)
    .refine((text) => text === "" || isAudioAddress(text), aiMessages.audioUrlInvalid)
    .nullish(),
  settings: ImagerySettingsOrDefault,
});
export type SaveImageryInput = z.infer<typeof SaveImageryInput>;

/** §3 Saved mental imagery. */
export const ImageryItem = z.object({
  ...savedScript,
  audioUrl: z.string().nullable(),
  settings: ImagerySettings,
  createdAt: z.date(),
});
export type ImageryItem = z.infer<typeof ImageryItem>;

export const DeleteAiItemInput = z.object({ id: IdRef });
