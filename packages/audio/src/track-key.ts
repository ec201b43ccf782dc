import { createHash } from "node:crypto";
import { COMFORTABLE, MAX_GAP_SECONDS, TIGHT } from "./dsp/layout";
import { BACKGROUND_LEVEL } from "./dsp/mix";
import { sentencesOf } from "./speech/sentences";
import { speechSettings } from "./speech/voices";
import { MP3_KBPS, OUTPUT_SAMPLE_RATE, type SpeechRequest, type TrackRequest } from "./types";

/**
 * Bump when the engine's code changes what it renders (synthesis, mixing, encoding). Its
 * settings (voices, paces, levels, margins, format) are part of every key already.
 */
const ENGINE_VERSION = 1;

/**
 * A content hash (SHA-256, hex) of everything a track is made from: the sentences as spoken, the
 * voice and pace as Flite gets them, the background, the length and the engine. Equal keys mean
 * equal bytes; any change gives a new key.
 */
export function trackKey(request: TrackRequest | SpeechRequest): string {
  const recipe = {
    engine: ENGINE_VERSION,
    sentences: sentencesOf(request.script),
    speech: speechSettings(request.voice, request.pace),
    background: request.background,
    backgroundLevel: BACKGROUND_LEVEL[request.background],
    margins: { COMFORTABLE, TIGHT, MAX_GAP_SECONDS },
    // Speech at its natural length has none: its key differs from every fixed-length track's.
    durationSeconds: "durationSeconds" in request ? request.durationSeconds : "natural",
    format: { rate: OUTPUT_SAMPLE_RATE, kbps: MP3_KBPS },
  };
  return createHash("sha256").update(JSON.stringify(recipe)).digest("hex");
}

/** The background's noise and phases come from the key: the same track always sounds the same. */
export const seedOf = (key: string) => Number.parseInt(key.slice(0, 8), 16) | 0;
