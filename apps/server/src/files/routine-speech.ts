import { reserveSpeechRender, routineSpeechText } from "@onepercent/api";
import { restError } from "@onepercent/api/rest";
import { type AudioStorage, renderSpeech, type SpeechRequest, type StoredAudio, trackKey } from "@onepercent/audio";
import type { Database } from "@onepercent/db";
import { messages } from "@onepercent/validators";
import type { HostHandler } from "../http/host-handler";
import { send } from "../http/rest-answer";
import type { Logger } from "../runtime/logger";
import { answerStoredAudio } from "./stored-audio-answer";

/** The rehearsal's voice: calm, at a medium pace, nothing under it. */
const speechOf = (text: string): SpeechRequest => ({ script: text, voice: "calm", pace: "medium", background: "none" });

/** Where a text's speech is kept: named by the hash of the text and the voice, so any user's equal text shares it. */
const routineSpeechKey = (request: SpeechRequest) => `routine-speech/${trackKey(request)}.mp3`;

/** A user's own words: kept by the browser only, for a day, then revalidated. */
const SPEECH_CACHE_CONTROL = "private, max-age=86400";

const indexOf = (name: string): number | null => {
  const digits = name.match(/^(\d{1,3})\.mp3$/)?.[1];
  return digits === undefined ? null : Number(digits);
};

/**
 * The stored speech of `request`, rendered when missing: one render per key at a time (callers
 * that ask meanwhile wait for it); a render counts against the caller's hourly allowance first.
 */
function speechLibrary(db: Database, storage: AudioStorage, logger: Logger) {
  const rendering = new Map<string, Promise<StoredAudio>>();
  async function render(key: string, request: SpeechRequest, userId: string): Promise<StoredAudio> {
    await reserveSpeechRender(db, userId);
    const started = performance.now();
    const stored = await storage.put(key, await renderSpeech(request));
    logger.info({ bytes: stored.size, ms: Math.round(performance.now() - started) }, "routine speech rendered");
    return stored;
  }
  return async (request: SpeechRequest, userId: string): Promise<StoredAudio> => {
    const key = routineSpeechKey(request);
    const inFlight = rendering.get(key);
    if (inFlight) return inFlight;
    const stored = await storage.stat(key);
    if (stored) return stored;
    const started = rendering.get(key) ?? render(key, request, userId).finally(() => rendering.delete(key));
    rendering.set(key, started);
    return started;
  };
}

/**
 * GET and HEAD /api/routines/:id/speech/:index.mp3 (issue 14): element `index` of the caller's
 * routine read out (routineSpeechTexts: trigger, physical action, steps), as an MP3 with ranges
 * and entity tags. The session comes from the cookie or a bearer token; another user's routine,
 * an unknown one and an index past the end are all 404.
 */
export function routineSpeech(db: Database, storage: AudioStorage, logger: Logger): HostHandler {
  const speechFor = speechLibrary(db, storage, logger);
  return {
    async signedIn(c, { auth }) {
      const index = indexOf(c.req.param("name") ?? "");
      const text = index === null ? null : await routineSpeechText(db, auth.user.id, c.req.param("id") ?? "", index);
      if (text === null) return c.json({ message: messages.notFound }, 404);
      let stored: StoredAudio;
      try {
        stored = await speechFor(speechOf(text), auth.user.id);
      } catch (error) {
        const answer = restError(error);
        if (answer.status >= 500) {
          logger.error({ err: error, requestId: c.get("requestId") }, "rendering routine speech failed");
          return c.json({ message: messages.serverUnavailable }, 503, { "retry-after": "30" });
        }
        return send(answer);
      }
      const answer = await answerStoredAudio(c, storage, stored, SPEECH_CACHE_CONTROL);
      return answer ?? c.json({ message: messages.notFound }, 404);
    },
  };
}
