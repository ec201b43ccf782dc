import { accessRefusal, reserveSpeechRender, resolveSession, routineSpeechText } from "@onepercent/api";
import { restError } from "@onepercent/api/rest";
import { type AudioStorage, renderSpeech, type SpeechRequest, type StoredAudio, trackKey } from "@onepercent/audio";
import { messages, SESSION_COOKIE } from "@onepercent/validators";
import type { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { type AudioConfig, audioFilesOf } from "./audio-files";
import type { HandlerDeps } from "./handler-deps";
import { type AppEnv, bearerToken } from "./request-info";
import { send } from "./rest-handler";
import { answerStoredAudio } from "./stored-audio-answer";

/** The rehearsal's voice: calm, at a medium pace, nothing under it. */
const speechOf = (text: string): SpeechRequest => ({ script: text, voice: "calm", pace: "medium", background: "none" });

/** Where a text's speech is kept: named by the hash of the text and the voice, so any user's equal text shares it. */
export const routineSpeechKey = (request: SpeechRequest) => `routine-speech/${trackKey(request)}.mp3`;

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
function speechLibrary(storage: AudioStorage, deps: HandlerDeps) {
  const rendering = new Map<string, Promise<StoredAudio>>();
  async function render(key: string, request: SpeechRequest, userId: string): Promise<StoredAudio> {
    await reserveSpeechRender(deps.db, userId);
    const started = performance.now();
    const stored = await storage.put(key, await renderSpeech(request));
    deps.logger.info({ bytes: stored.size, ms: Math.round(performance.now() - started) }, "routine speech rendered");
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
export function mountRoutineSpeech(app: Hono<AppEnv>, deps: HandlerDeps, config: AudioConfig) {
  const { storage } = audioFilesOf(config, deps.logger);
  const speechFor = speechLibrary(storage, deps);
  app.get("/api/routines/:id/speech/:name", async (c) => {
    const session = { bearer: bearerToken(c), cookie: getCookie(c, SESSION_COOKIE) };
    const auth = await resolveSession(deps.db, deps.api.tokenSigningKey, session);
    const refusal = accessRefusal("user", auth);
    if (!auth) return send(restError(refusal));
    const index = indexOf(c.req.param("name"));
    const text = index === null ? null : await routineSpeechText(deps.db, auth.user.id, c.req.param("id"), index);
    if (text === null) return c.json({ message: messages.notFound }, 404);
    let stored: StoredAudio;
    try {
      stored = await speechFor(speechOf(text), auth.user.id);
    } catch (error) {
      const answer = restError(error);
      if (answer.status >= 500) {
        deps.logger.error({ err: error, requestId: c.get("requestId") }, "rendering routine speech failed");
        return c.json({ message: messages.serverUnavailable }, 503, { "retry-after": "30" });
      }
      return send(answer);
    }
    const answer = await answerStoredAudio(c, storage, stored, SPEECH_CACHE_CONTROL);
    return answer ?? c.json({ message: messages.notFound }, 404);
  });
}
