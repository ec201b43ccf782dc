/** The voices a track can be spoken in (training-and-tools.md §9: default calm). */
export const VOICES = ["calm", "energetic", "soothing"] as const;
export type Voice = (typeof VOICES)[number];

/** Speaking pace (§9: default medium). */
export const PACES = ["slow", "medium", "fast"] as const;
export type Pace = (typeof PACES)[number];

/** What plays under the voice (§9: default none); both are synthesised, no samples. */
export const BACKGROUNDS = ["none", "ambient", "nature"] as const;
export type Background = (typeof BACKGROUNDS)[number];

/** A track to render: the script (sentences, or text split into sentences) and its settings. */
export interface TrackRequest {
  script: string | readonly string[];
  voice: Voice;
  pace: Pace;
  background: Background;
  /** The exact length of the result, in seconds (whole samples at OUTPUT_SAMPLE_RATE). */
  durationSeconds: number;
}

/** Speech at its natural length (AudioEngine.speak): a track request whose length follows from the voice. */
export type SpeechRequest = Omit<TrackRequest, "durationSeconds">;

/** The MP3s' format: mono, 24 kHz (MPEG-2 Layer III), constant 64 kbps. */
export const OUTPUT_SAMPLE_RATE = 24_000;
export const MP3_KBPS = 64;
/** Longest track the engine renders (the visualisation tools go up to 20 minutes). */
export const MAX_DURATION_SECONDS = 30 * 60;

/** Speech from a provider (OpenAI's is 24 kHz): 16-bit mono samples at `sampleRate` (an integer). */
export interface SpeechPcm {
  sampleRate: number;
  samples: Int16Array;
}
