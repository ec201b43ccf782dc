import { naturalSeconds, speechBudgetSeconds } from "./dsp/layout";
import { runMixJob } from "./mix-runner";
import { deferrer, requestPressure } from "./pressure";
import { SpeechHost, type SpeechHostOptions, type SpokenSentences } from "./speech/host";
import { sentencesOf } from "./speech/sentences";
import { type SpeechSettings, speechSettings } from "./speech/voices";
import { seedOf, trackKey } from "./track-key";
import { MAX_DURATION_SECONDS, MP3_KBPS, OUTPUT_SAMPLE_RATE, type SpeechRequest, type TrackRequest } from "./types";

/** The fastest the voice is sped up to fit (0.7 of its pace's timing); beyond it sentences are dropped. */
const MIN_SPEED_FACTOR = 0.7;

export interface AudioEngine {
  /** The track as an MP3 of exactly request.durationSeconds (whole samples at 24 kHz). */
  render(request: TrackRequest): Promise<Uint8Array>;
  /**
   * The script at its natural length: spoken at its pace (never sped up to fit), with the least
   * margins around and between the sentences; an empty script is refused.
   */
  speak(request: SpeechRequest): Promise<Uint8Array>;
  /** Stops the speech process now (it also stops by itself when idle). */
  close(): void;
}

const spokenSeconds = (spoken: SpokenSentences) =>
  spoken.clips.reduce((sum, clip) => sum + clip.length, 0) / spoken.sampleRate;

/**
 * Speaks one sentence at a time (a few tens of milliseconds of work each), holding before each
 * while the server is busy answering requests (pressure.ts).
 */
function speakDeferring(speech: SpeechHost, sentences: readonly string[], settings: SpeechSettings) {
  return requestPressure.watching(async (): Promise<SpokenSentences> => {
    const pause = deferrer(requestPressure);
    const spoken: SpokenSentences = { sampleRate: 16_000, clips: [] };
    for (const sentence of sentences) {
      await pause();
      const { sampleRate, clips } = await speech.speak([sentence], settings);
      spoken.sampleRate = sampleRate;
      spoken.clips.push(...clips);
    }
    return spoken;
  });
}

export function createAudioEngine(options: SpeechHostOptions = {}): AudioEngine {
  const host = new SpeechHost(options);
  const speech = {
    speak: (sentences: readonly string[], settings: SpeechSettings) => speakDeferring(host, sentences, settings),
  };
  const mix = async (spoken: SpokenSentences, request: TrackRequest) => {
    const { mp3 } = await runMixJob({
      clips: spoken.clips,
      clipRate: spoken.sampleRate,
      background: request.background,
      durationSeconds: request.durationSeconds,
      rate: OUTPUT_SAMPLE_RATE,
      kbps: MP3_KBPS,
      seed: seedOf(trackKey(request)),
    });
    return mp3;
  };
  return {
    async render(request) {
      const { durationSeconds } = request;
      if (!Number.isFinite(durationSeconds) || durationSeconds <= 0 || durationSeconds > MAX_DURATION_SECONDS) {
        throw new RangeError(`durationSeconds must be above 0 and at most ${MAX_DURATION_SECONDS}`);
      }
      const sentences = sentencesOf(request.script);
      const settings = speechSettings(request.voice, request.pace);
      let spoken: SpokenSentences = { sampleRate: 16_000, clips: [] };
      if (sentences.length > 0) {
        spoken = await speech.speak(sentences, settings);
        // Longer than the time allows: speak again faster (Flite keeps the pitch), once.
        const budget = speechBudgetSeconds(sentences.length, durationSeconds);
        const seconds = spokenSeconds(spoken);
        if (seconds > budget) {
          const factor = Math.max(MIN_SPEED_FACTOR, budget > 0 ? (0.97 * budget) / seconds : 0);
          spoken = await speech.speak(sentences, { ...settings, stretch: settings.stretch * factor });
        }
      }
      return mix(spoken, request);
    },
    async speak(request) {
      const sentences = sentencesOf(request.script);
      if (sentences.length === 0) throw new RangeError("nothing to speak");
      const spoken = await speech.speak(sentences, speechSettings(request.voice, request.pace));
      const durationSeconds = Math.min(
        MAX_DURATION_SECONDS,
        naturalSeconds(spoken.clips.length, spokenSeconds(spoken)),
      );
      return mix(spoken, { ...request, durationSeconds });
    },
    close: () => host.close(),
  };
}

let shared: AudioEngine | null = null;

const sharedEngine = () => {
  shared ??= createAudioEngine();
  return shared;
};

/** Renders with the process-wide engine (one speech process for the whole server). */
export const renderSpeechTrack = (request: TrackRequest): Promise<Uint8Array> => sharedEngine().render(request);

/** Speaks at the natural length with the process-wide engine. */
export const renderSpeech = (request: SpeechRequest): Promise<Uint8Array> => sharedEngine().speak(request);
