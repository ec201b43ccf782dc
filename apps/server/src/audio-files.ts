import path from "node:path";
import {
  type AudioStorage,
  localAudioStorage,
  type RelaxationLibrary,
  relaxationLibrary,
  renderSpeechTrack,
} from "@onepercent/audio";
import { messages, RELAXATION_MINUTES, type RelaxationMinutes } from "@onepercent/validators";
import type { Hono } from "hono";
import type { Logger } from "./logger";
import type { AppEnv } from "./request-info";
import { answerStoredAudio } from "./stored-audio-answer";

interface AudioFiles {
  storage: AudioStorage;
  relaxation: RelaxationLibrary;
}

/** One library per data directory in a process: a start-up build and a request share their builds. */
const byDataDir = new Map<string, AudioFiles>();

/** The generated audio of a data directory: files under DATA_DIR/audio, the relaxation tracks among them. */
export function audioFilesOf(dataDir: string, logger: Logger): AudioFiles {
  const known = byDataDir.get(dataDir);
  if (known) return known;
  const storage = localAudioStorage(path.join(dataDir, "audio"));
  const relaxation = relaxationLibrary({
    storage,
    render: renderSpeechTrack,
    onBuilt: (minutes, stored, milliseconds) =>
      logger.info({ minutes, bytes: stored.size, ms: Math.round(milliseconds) }, "relaxation track built"),
  });
  const files = { storage, relaxation };
  byDataDir.set(dataDir, files);
  return files;
}

const minutesOf = (name: string): RelaxationMinutes | null => {
  const minutes = Number(name.match(/^(\d+)min-relaxation\.mp3$/)?.[1]);
  return RELAXATION_MINUTES.find((known) => known === minutes) ?? null;
};

/**
 * GET and HEAD /audio/relaxation/{1,2,4}min-relaxation.mp3 (training-and-tools.md §7), public.
 * A track not built yet is built now (the request waits for the one build); any other name is 404.
 * Mounted before the SPA, so a browser that opens the URL gets the MP3, not the app.
 */
export function mountAudioFiles(app: Hono<AppEnv>, options: { dataDir: string; logger: Logger }) {
  const { storage, relaxation } = audioFilesOf(options.dataDir, options.logger);
  app.get("/audio/relaxation/:name", async (c) => {
    const minutes = minutesOf(c.req.param("name"));
    if (minutes === null) return c.json({ message: messages.notFound }, 404);
    let stored: Awaited<ReturnType<RelaxationLibrary["ensure"]>>;
    try {
      stored = await relaxation.ensure(minutes);
    } catch (error) {
      options.logger.error({ err: error, minutes }, "building a relaxation track failed");
      return c.json({ message: messages.serverUnavailable }, 503, { "retry-after": "30" });
    }
    return (await answerStoredAudio(c, storage, stored)) ?? c.json({ message: messages.notFound }, 404);
  });
}

/** Builds the missing relaxation tracks in the background (at start): never awaited, never blocking. */
export function prepareRelaxationTracks(dataDir: string, logger: Logger): void {
  audioFilesOf(dataDir, logger)
    .relaxation.prepareAll()
    .catch((error: unknown) => logger.error({ err: error }, "building the relaxation tracks failed"));
}
