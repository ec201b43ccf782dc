import type { AudioSettings } from "@onepercent/validators";
import { openAIClient } from "./openai-client";
import type { SpeechPcm, SpeechProvider } from "./types";

export interface OpenAISpeechOptions {
  apiKey: string;
  /** An OpenAI-compatible API; the SDK's default when absent. */
  baseURL?: string | undefined;
  /** The speech model (default gpt-4o-mini-tts). */
  model?: string | undefined;
  /** For the whole script (all its requests); a slower answer gives the offline voice. */
  timeoutMs?: number | undefined;
  /** Told about each failure before the offline voice speaks instead. */
  onFallback?: (error: unknown, feature: string) => void;
}

const DEFAULT_SPEECH_MODEL = "gpt-4o-mini-tts";
const DEFAULT_SPEECH_TIMEOUT_MS = 45_000;
/** OpenAI's PCM: 24 kHz, 16-bit little-endian, mono. */
export const OPENAI_PCM_RATE = 24_000;
/** The most characters one speech request takes (the API's limit is 4096). */
export const SPEECH_INPUT_MAX = 4000;
/** Silence put between the parts of a script spoken by separate requests. */
const JOIN_SECONDS = 0.6;

type Voice = AudioSettings["voice"];
type Pace = AudioSettings["pace"];

/** Our voices as OpenAI's: calm sage, soothing shimmer, energetic coral. */
const OPENAI_VOICES: Record<Voice, string> = { calm: "sage", soothing: "shimmer", energetic: "coral" };
const OPENAI_SPEEDS: Record<Pace, number> = { slow: 0.9, medium: 1, fast: 1.1 };
/** How each voice speaks (models that take instructions: not tts-1 and tts-1-hd). */
const VOICE_INSTRUCTIONS: Record<Voice, string> = {
  calm: "Speak in a calm, steady and warm voice, like a sports psychologist guiding an athlete's visualization.",
  soothing: "Speak softly and gently, soothing and unhurried, like a guided relaxation.",
  energetic: "Speak with bright, confident energy, like a coach firing up an athlete before a game.",
};

/** Where the last match of `pattern` in `head` ends, when that is past `min`. */
function lastEnd(head: string, pattern: RegExp, min: number): number | undefined {
  let end: number | undefined;
  for (const match of head.matchAll(pattern)) {
    const at = match.index + match[0].length;
    if (at > min) end = at;
  }
  return end;
}

/** The script in parts of at most `max` characters, cut after a paragraph, else a sentence, else a word. */
export function speechParts(text: string, max = SPEECH_INPUT_MAX): string[] {
  const parts: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const head = rest.slice(0, max + 1);
    const end =
      [/\n\s*\n/g, /[.!?…]["')\]]?\s+/g, /\s+/g]
        .map((pattern) => lastEnd(head, pattern, max / 2))
        .find((at) => at !== undefined) ?? max;
    parts.push(rest.slice(0, end).trim());
    rest = rest.slice(end).trim();
  }
  if (rest !== "") parts.push(rest);
  return parts;
}

/** Little-endian 16-bit samples (a trailing odd byte is dropped). */
export function pcmSamples(bytes: Uint8Array): Int16Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const samples = new Int16Array(Math.floor(bytes.byteLength / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(i * 2, true);
  return samples;
}

function joined(parts: Int16Array[], rate: number): Int16Array {
  const gap = Math.round(JOIN_SECONDS * rate);
  const samples = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0) + gap * (parts.length - 1));
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length + gap;
  }
  return samples;
}

/**
 * OpenAI speech as raw PCM for the audio engine to mix: a long script is spoken in parts (the
 * API's input limit), all at once, and joined with short pauses. Any failure answers null so
 * that the offline voice speaks instead.
 */
export function createOpenAISpeech(options: OpenAISpeechOptions): SpeechProvider {
  const model = options.model ?? DEFAULT_SPEECH_MODEL;
  const timeoutMs = options.timeoutMs ?? DEFAULT_SPEECH_TIMEOUT_MS;
  const client = openAIClient({ apiKey: options.apiKey, baseURL: options.baseURL, timeoutMs });
  const takesInstructions = !model.startsWith("tts-1");

  return {
    async speak(text, voice, pace): Promise<SpeechPcm | null> {
      const parts = speechParts(text);
      if (parts.length === 0) return null;
      // One deadline for the whole script: the SDK's own timeout ends when the headers arrive.
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        const spoken = await Promise.all(
          parts.map(async (input) => {
            const response = await client.audio.speech.create(
              {
                model,
                voice: OPENAI_VOICES[voice],
                input,
                response_format: "pcm",
                speed: OPENAI_SPEEDS[pace],
                ...(takesInstructions ? { instructions: VOICE_INSTRUCTIONS[voice] } : {}),
              },
              { signal },
            );
            return pcmSamples(new Uint8Array(await response.arrayBuffer()));
          }),
        );
        if (spoken.some((part) => part.length === 0)) throw new Error("the speech API answered no audio");
        return { sampleRate: OPENAI_PCM_RATE, samples: joined(spoken, OPENAI_PCM_RATE) };
      } catch (error) {
        options.onFallback?.(error, "speech");
        return null;
      }
    },
  };
}
