import { ownedAiFile } from "@onepercent/api";
import type { AudioStorage } from "@onepercent/audio";
import type { Database } from "@onepercent/db";
import { messages } from "@onepercent/validators";
import type { HostHandler } from "../http/host-handler";
import { answerStoredAudio } from "./stored-audio-answer";

/** A caller's own file: kept by their browser only; its bytes never change (a new file gets a new id). */
const AI_FILE_CACHE_CONTROL = "private, max-age=86400";

/**
 * GET and HEAD /api/ai/files/:id (issue 15): a generated track or a recording, only to its owner
 * (another user's file, an unknown id and a file whose bytes are gone are all the same 404), with
 * its stored type, ranges and entity tags. The session comes from the cookie or a bearer token.
 */
export function aiFile(db: Database, storage: AudioStorage): HostHandler {
  return {
    async signedIn(c, { auth }) {
      const file = await ownedAiFile(db, auth.user.id, c.req.param("id") ?? "");
      const stored = file ? await storage.stat(file.storageKey) : null;
      if (!file || !stored) return c.json({ message: messages.notFound }, 404);
      const answer = await answerStoredAudio(c, storage, stored, AI_FILE_CACHE_CONTROL, file.mimeType);
      return answer ?? c.json({ message: messages.notFound }, 404);
    },
  };
}
