import { naturalSeconds } from "./dsp/layout";
import { splitAtPauses } from "./dsp/pauses";
import { runMixJob } from "./mix-runner";
import { sentencesOf } from "./speech/sentences";
import { seedOf, trackKey } from "./track-key";
import { MAX_DURATION_SECONDS, MP3_KBPS, OUTPUT_SAMPLE_RATE, type SpeechPcm, type TrackRequest } from "./types";

/**
 * A provider's speech of `request.script` mixed like the offline voice's: cut into sentences at
 * its longest pauses (as many as the script has sentences), laid out over the chosen background
 * and encoded as an MP3 of exactly request.durationSeconds, in the mixing worker. Speech that
 * does not fit the duration with the least margins (it cannot be sped up here), silent speech or
 * a length the engine cannot render is refused with a RangeError: the caller then renders with
 * the offline voice, which can speed up.
 */
export async function renderTrackFromPcm(pcm: SpeechPcm, request: TrackRequest): Promise<Uint8Array> {
  const { durationSeconds } = request;
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0 || durationSeconds > MAX_DURATION_SECONDS) {
    throw new RangeError(`durationSeconds must be above 0 and at most ${MAX_DURATION_SECONDS}`);
  }
  if (!Number.isInteger(pcm.sampleRate) || pcm.sampleRate <= 0) {
    throw new RangeError("the speech's sample rate must be a positive integer");
  }
  const clips = splitAtPauses(pcm.samples, pcm.sampleRate, Math.max(1, sentencesOf(request.script).length));
  if (clips.length === 0) throw new RangeError("the speech is silent");
  const seconds = clips.reduce((sum, clip) => sum + clip.length, 0) / pcm.sampleRate;
  if (naturalSeconds(clips.length, seconds) > durationSeconds) {
    throw new RangeError(`the speech (${seconds.toFixed(1)} s) does not fit a ${durationSeconds} s track`);
  }
  const { mp3 } = await runMixJob({
    clips,
    clipRate: pcm.sampleRate,
    background: request.background,
    durationSeconds,
    rate: OUTPUT_SAMPLE_RATE,
    kbps: MP3_KBPS,
    seed: seedOf(trackKey(request)),
  });
  return mp3;
}
