import { type AudioStorage, type RelaxationLibrary, relaxationLibrary, renderSpeechTrack } from "@onepercent/audio";
import { messages, RELAXATION_MINUTES, type RelaxationMinutes } from "@onepercent/validators";
import type { ServerConfig } from "../config/config";
import type { HostHandler } from "../http/host-handler";
import type { Logger } from "../runtime/logger";
import { audioStorageName, audioStorageOf } from "./audio-storage";
import { answerStoredAudio } from "./stored-audio-answer";

interface AudioFiles {
  storage: AudioStorage;
  relaxation: RelaxationLibrary;
}

/** Where audio lives: the data directory and the S3 settings (audio-storage.ts). */
export type AudioConfig = Pick<ServerConfig, "env" | "dataDir">;

/** One library per storage in a process: a start-up build and a request share their builds. */
const byStorage = new Map<string, AudioFiles>();

/** The audio of a configuration (DATA_DIR/audio or an S3 bucket), the relaxation tracks among it. */
export function audioFilesOf(config: AudioConfig, logger: Logger): AudioFiles {
  const name = audioStorageName(config);
  const known = byStorage.get(name);
  if (known) return known;
  const storage = audioStorageOf(config);
  const relaxation = relaxationLibrary({
    storage,
    render: renderSpeechTrack,
    onBuilt: (minutes, stored, milliseconds) =>
      logger.info({ minutes, bytes: stored.size, ms: Math.round(milliseconds) }, "relaxation track built"),
  });
  const files = { storage, relaxation };
  byStorage.set(name, files);
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
export function relaxationTrack(config: AudioConfig, logger: Logger): HostHandler {
  const { storage, relaxation } = audioFilesOf(config, logger);
  return {
    async anyone(c) {
      const minutes = minutesOf(c.req.param("name") ?? "");
      if (minutes === null) return c.json({ message: messages.notFound }, 404);
      let stored: Awaited<ReturnType<RelaxationLibrary["ensure"]>>;
      try {
        stored = await relaxation.ensure(minutes);
      } catch (error) {
        logger.error({ err: error, minutes }, "building a relaxation track failed");
        return c.json({ message: messages.serverUnavailable }, 503, { "retry-after": "30" });
      }
      return (await answerStoredAudio(c, storage, stored)) ?? c.json({ message: messages.notFound }, 404);
    },
  };
}

/** Builds the missing relaxation tracks in the background (at start): never awaited, never blocking. */
export function prepareRelaxationTracks(config: AudioConfig, logger: Logger): void {
  audioFilesOf(config, logger)
    .relaxation.prepareAll()
    .catch((error: unknown) => logger.error({ err: error }, "building the relaxation tracks failed"));
}
