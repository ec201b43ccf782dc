import {
  type AudioSettings,
  type ChatMessage,
  type CoachSource,
  type CoachStreamEvent,
  type ImagerySettings,
  MINDSET_WORD_MAX,
  ONBOARDING_SUGGESTIONS_MAX,
  ONBOARDING_SUGGESTIONS_MIN,
  type OnboardingAnswerKey,
  type PartialOnboardingResponses,
  type ROLES,
} from "@onepercent/validators";
import { z } from "zod";

/** Who the coach is talking to: the profile fields every AI feature personalises by. */
export interface CoachProfile {
  name?: string | undefined;
  /** A catalogue sport, "Other", or empty when unknown (an anonymous caller). */
  sport: string;
  position?: string | null | undefined;
  role: (typeof ROLES)[number];
  /** "Less than 1", "1" … "20", "More than 20". */
  yearsPlaying: string;
  /** Given by the MVP and mindset suggestions (planning-and-reflection.md §7 userData). */
  gender?: string | undefined;
}

interface OnboardingSuggestionRequest {
  step: OnboardingAnswerKey;
  profile: CoachProfile;
  /** The answers given on earlier steps; later steps build on them. */
  responses: PartialOnboardingResponses;
}

export interface CoachRequest {
  /** Absent for anonymous callers of the legacy suggestion paths. */
  profile?: CoachProfile | undefined;
  responses: PartialOnboardingResponses;
}

const Statement = z.string().trim().min(1).max(300);

/** 3 to 6 options for one onboarding step (platform.md §9). */
export const OnboardingSuggestions = z.object({
  options: z.array(Statement).min(ONBOARDING_SUGGESTIONS_MIN).max(ONBOARDING_SUGGESTIONS_MAX),
});
export type OnboardingSuggestions = z.infer<typeof OnboardingSuggestions>;

/** Candidates for the MVP wizard: missions to choose from, vision statements, process goals. */
export const MvpSuggestions = z.object({
  mission: z.array(Statement).min(1).max(5),
  vision: z.array(Statement).min(3).max(5),
  processGoals: z.array(Statement).min(3).max(5),
});
export type MvpSuggestions = z.infer<typeof MvpSuggestions>;

/** planning-and-reflection.md §9: a one word focus is at most 15 characters (the validators' rule). */
const ONE_WORD_FOCUS_MAX = MINDSET_WORD_MAX;

/** Candidates for the identity statement: completions of "I have", "I am", "I love", "I give". */
export const IdentitySuggestions = z.object({
  iHave: z.array(Statement).min(3).max(5),
  iAm: z.array(Statement).min(3).max(5),
  iLove: z.array(Statement).min(3).max(5),
  iGive: z.array(Statement).min(3).max(5),
});
export type IdentitySuggestions = z.infer<typeof IdentitySuggestions>;

/** Candidates for the mindset wizard's groups and the identity statement card. */
export const MindsetSuggestions = z.object({
  oneWordFocus: z.array(z.string().trim().min(1).max(ONE_WORD_FOCUS_MAX).regex(/^\S+$/)).min(3).max(5),
  keysToKeepItSimple: z.array(Statement).min(3).max(5),
  affirmations: z.array(Statement).min(3).max(5),
  selfTalk: z.array(Statement).min(3).max(5),
  bodyLanguage: z.array(Statement).min(3).max(5),
  identityStatement: IdentitySuggestions,
});
export type MindsetSuggestions = z.infer<typeof MindsetSuggestions>;

export type { CoachSource } from "@onepercent/validators";

export interface Sourced<T> {
  source: CoachSource;
  value: T;
}

/**
 * The one interface behind every AI feature (ARCHITECTURE.md "AI coach"). The built-in coach
 * implements it offline; the OpenAI provider implements it with a model and falls back to the
 * built-in coach on any failure, so callers never see a provider error.
 */
export interface CoachProvider {
  readonly kind: CoachSource;
  onboardingSuggestions(request: OnboardingSuggestionRequest): Promise<Sourced<string[]>>;
  mvpSuggestions(request: CoachRequest): Promise<Sourced<MvpSuggestions>>;
  mindsetSuggestions(request: CoachRequest): Promise<Sourced<MindsetSuggestions>>;
}

// ---------------------------------------------------------------------------------------------
// Issue 15: the AI tools (visualization scripts, mental imagery, ask your coach).

/** One week of the athlete's practice and how they rated their performance that week. */
export interface PracticeWeek {
  /** Monday of the week, YYYY-MM-DD. */
  weekStart: string;
  breathworkSessions: number;
  relaxationSessions: number;
  concentrationGames: number;
  /** Share of habit checks done that week, 0..1; null without habits. */
  habitRate: number | null;
  /** Mean performance rating (1..10) of the week's journal entries; null when none was rated. */
  performanceRating: number | null;
}

/** A recent journal entry as the coach sees it. */
export interface JournalNote {
  date: string;
  kind: string;
  rating: number | null;
  /** A short excerpt of what they wrote (at most a few hundred characters). */
  note: string;
}

/**
 * Everything the coach knows about the athlete, read by the server from the caller's own data
 * (never from the request). Lists may be empty; texts may be empty strings.
 */
export interface AthleteContext {
  name: string;
  sport: string;
  position: string | null;
  role: (typeof ROLES)[number];
  yearsPlaying: string;
  birthYear: number | null;
  mission: string;
  vision: string;
  processGoals: string[];
  oneWordFocus: string;
  keysToKeepItSimple: string[];
  affirmations: string[];
  selfTalk: string;
  beliefs: string;
  /** "I have …", "I am …" sentences of the identity statement, already joined. */
  identity: string[];
  onboarding: PartialOnboardingResponses;
  routines: { name: string; triggerDescription: string; physicalAction: string; steps: string[] }[];
  habits: { name: string; rate: number | null }[];
  /** Newest first, at most 10. */
  journal: JournalNote[];
  /** Oldest first, the last 12 weeks. */
  practice: PracticeWeek[];
}

/** A visualization template, filled for this athlete. */
export interface ScriptTemplate {
  id: string;
  title: string;
  description: string;
  script: string;
}

export interface VisualizationRequest {
  athlete: AthleteContext;
  settings: AudioSettings;
  templateId?: string | undefined;
}

export interface ImageryRequest {
  athlete: AthleteContext;
  /** Resolved by the server: the input's, else the profile's (never empty here). */
  name: string;
  sport: string;
  position: string;
  keys: string[];
  settings: ImagerySettings;
}

export interface CoachQuestion {
  athlete: AthleteContext;
  question: string;
  history: ChatMessage[];
}

/** The AI tools' text side: the built-in coach offline, or a model with fallback to it. */
export interface ToolsCoach {
  /** Built-in only (content files), filled for the athlete. */
  visualizationTemplates(athlete: AthleteContext): ScriptTemplate[];
  visualizationScript(request: VisualizationRequest): Promise<Sourced<string>>;
  imageryScript(request: ImageryRequest): Promise<Sourced<string>>;
  /** Streams; never throws once started (a failing model falls back to the built-in answer). */
  askCoach(request: CoachQuestion): AsyncIterable<CoachStreamEvent>;
  /** The tips list shown beside the chat. */
  coachTips(): string[];
}

/** Raw speech from a provider: 16-bit mono PCM at `sampleRate`, to be mixed by the audio engine. */
export interface SpeechPcm {
  sampleRate: number;
  samples: Int16Array;
}

/** Text-to-speech by a provider (OpenAI speech); null means "use the offline voice". */
export interface SpeechProvider {
  speak(text: string, voice: AudioSettings["voice"], pace: AudioSettings["pace"]): Promise<SpeechPcm | null>;
}
