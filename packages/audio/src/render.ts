import { speechBudgetSeconds } from "./dsp/layout";
import { runMixJob } from "./mix-runner";
import { SpeechHost, type SpeechHostOptions, type SpokenSentences } from "./speech/host";
import { sentencesOf } from "./speech/sentences";
import { speechSettings } from "./speech/voices";
import { seedOf, trackKey } from "./track-key";
import { MAX_DURATION_SECONDS, MP3_KBPS, OUTPUT_SAMPLE_RATE, type TrackRequest } from "./types";

/** The fastest the voice is sped up to fit (0.7 of its pace's timing); beyond it sentences are dropped. */
const MIN_SPEED_FACTOR = 0.7;

export interface AudioEngine {
  /** The track as an MP3 of exactly request.durationSeconds (whole samples at 24 kHz). */
  render(request: TrackRequest): Promise<Uint8Array>;
  /** Stops the speech process now (it also stops by itself when idle). */
  close(): void;
}

const spokenSeconds = (spoken: SpokenSentences) =>
  spoken.clips.reduce((sum, clip) => sum + clip.length, 0) / spoken.sampleRate;

export function createAudioEngine(options: SpeechHostOptions = {}): AudioEngine {
  const speech = new SpeechHost(options);
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
      const { mp3 } = await runMixJob({
        clips: spoken.clips,
        clipRate: spoken.sampleRate,
        background: request.background,
        durationSeconds,
        rate: OUTPUT_SAMPLE_RATE,
        kbps: MP3_KBPS,
        seed: seedOf(trackKey(request)),
      });
      return mp3;
    },
    close: () => speech.close(),
  };
}

let shared: AudioEngine | null = null;

/** Renders with the process-wide engine (one speech process for the whole server). */
export function renderSpeechTrack(request: TrackRequest): Promise<Uint8Array> {
  shared ??= createAudioEngine();
  return shared.render(request);
}
