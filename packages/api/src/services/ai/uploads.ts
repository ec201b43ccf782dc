import { probeMedia } from "@onepercent/audio";
import { aiAudioItems, type Database } from "@onepercent/db";
import {
  AppError,
  AUDIO_LIBRARY_MAX,
  AUDIO_UPLOAD_MAX_BYTES,
  type AudioLibraryItem,
  aiMessages,
  type RECORDING_MIME_TYPES,
  RecordingFields,
} from "@onepercent/validators";
import { fileTypeFromBuffer } from "file-type";
import { type IAudioMetadata, parseBuffer } from "music-metadata";
import type { AiServices } from "../../context";
import { inserted, oneAtATime } from "../records";
import { insertAiFile, storingBytes } from "./ai-files";
import { audioItem } from "./audio-library";
import { refuseWhenFull } from "./library";

// Record in own voice (issue 15 scope 4): an upload is stored only when its bytes are audio.

type RecordingMime = (typeof RECORDING_MIME_TYPES)[number];

/**
 * What the sniffed type of a recording may be, and the audio type it is kept as. A browser's
 * recording is WebM or MP4, which `file-type` names as video by their container: whether there
 * is a video track decides (music-metadata).
 */
const RECORDING_TYPES: Record<string, { mime: RecordingMime; extension: string }> = {
  "video/webm": { mime: "audio/webm", extension: "webm" },
  "audio/webm": { mime: "audio/webm", extension: "webm" },
  "video/mp4": { mime: "audio/mp4", extension: "m4a" },
  "audio/mp4": { mime: "audio/mp4", extension: "m4a" },
  "audio/x-m4a": { mime: "audio/mp4", extension: "m4a" },
  "video/ogg": { mime: "audio/ogg", extension: "ogg" },
  "audio/ogg": { mime: "audio/ogg", extension: "ogg" },
  "audio/ogg; codecs=opus": { mime: "audio/ogg", extension: "ogg" },
  "audio/opus": { mime: "audio/ogg", extension: "ogg" },
  "audio/mpeg": { mime: "audio/mpeg", extension: "mp3" },
  "audio/wav": { mime: "audio/wav", extension: "wav" },
  "audio/aac": { mime: "audio/aac", extension: "aac" },
  "audio/flac": { mime: "audio/flac", extension: "flac" },
  "audio/x-flac": { mime: "audio/flac", extension: "flac" },
};

const notAudio = () => new AppError("BAD_INPUT", aiMessages.uploadNotAudio);
const isVideo = () => new AppError("BAD_INPUT", aiMessages.uploadVideo);

/** Whether the parsed media carries a picture track (a video, whatever its container says). */
const hasVideoTrack = ({ format }: IAudioMetadata) =>
  format.hasVideo === true || format.trackInfo.some((track) => track.video !== undefined);

/** Parsed media that says it has tracks and none of them is sound. */
const hasNoSound = ({ format }: IAudioMetadata) => format.hasAudio === false && format.trackInfo.length > 0;

const secondsOrNull = (seconds: number | null | undefined) =>
  seconds !== undefined && seconds !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null;

/** The tracks and length as music-metadata reads them, or as mediabunny does where it gives up. */
async function tracksOf(bytes: Uint8Array, mimeType: string) {
  try {
    const metadata = await parseBuffer(bytes, { mimeType, size: bytes.byteLength }, { skipCovers: true });
    const seconds = secondsOrNull(metadata.format.duration);
    return {
      video: hasVideoTrack(metadata),
      silent: hasNoSound(metadata),
      // A live WebM states no length: the demuxer counts it from the blocks.
      durationSeconds: seconds ?? (await probeMedia(bytes))?.durationSeconds ?? null,
    };
  } catch {
    // music-metadata stops at the unknown sizes of a WebM recorded live by a browser.
    const probe = await probeMedia(bytes);
    if (!probe) return null;
    return { video: probe.videoTracks > 0, silent: probe.audioTracks === 0, durationSeconds: probe.durationSeconds };
  }
}

export interface CheckedRecording {
  mime: RecordingMime;
  extension: string;
  /** Seconds; null when the file does not say (a live WebM recording). */
  durationSeconds: number | null;
}

/**
 * What the bytes are, read from the bytes alone (never from a name or a declared type): one of
 * RECORDING_MIME_TYPES without a video track, with its duration when the file states it.
 * Refused: over AUDIO_UPLOAD_MAX_BYTES (TOO_LARGE), empty or not audio (uploadNotAudio), a video
 * (uploadVideo).
 */
export async function checkRecording(bytes: Uint8Array): Promise<CheckedRecording> {
  if (bytes.byteLength > AUDIO_UPLOAD_MAX_BYTES) throw new AppError("TOO_LARGE", aiMessages.uploadTooLarge);
  if (bytes.byteLength === 0) throw new AppError("BAD_INPUT", aiMessages.uploadMissing);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed) throw notAudio();
  const type = RECORDING_TYPES[sniffed.mime];
  if (!type) throw sniffed.mime.startsWith("video/") ? isVideo() : notAudio();
  const tracks = await tracksOf(bytes, sniffed.mime);
  if (!tracks) throw notAudio();
  if (tracks.video) throw isVideo();
  if (tracks.silent) throw notAudio();
  return { mime: type.mime, extension: type.extension, durationSeconds: tracks.durationSeconds };
}

/** The text fields of an upload, parsed as RecordingFields (BAD_INPUT with the first field's message). */
export function recordingFieldsOf(raw: unknown): RecordingFields {
  const parsed = RecordingFields.safeParse(raw);
  if (!parsed.success) throw new AppError("BAD_INPUT", parsed.error.issues[0]?.message ?? aiMessages.uploadMissing);
  return parsed.data;
}

/**
 * Saves the caller's own recording to their library: checked (checkRecording), stored under a
 * random name, recorded as their file and a library item of kind recording. At most
 * AUDIO_LIBRARY_MAX items (checked before the bytes are written, and again with the caller's row
 * held). Nothing is kept on any refusal or failure.
 */
export async function saveRecording(
  db: Database,
  ai: AiServices,
  userId: string,
  upload: { bytes: Uint8Array; fields: RecordingFields },
): Promise<AudioLibraryItem> {
  const { bytes, fields } = upload;
  const recording = await checkRecording(bytes);
  await refuseWhenFull(db, aiAudioItems, userId, AUDIO_LIBRARY_MAX, aiMessages.libraryFull);
  return storingBytes(ai.storage, { userId, extension: recording.extension, bytes }, (stored) =>
    oneAtATime(db, userId, async (tx) => {
      await refuseWhenFull(tx, aiAudioItems, userId, AUDIO_LIBRARY_MAX, aiMessages.libraryFull);
      const file = await insertAiFile(tx, {
        ...stored,
        userId,
        mimeType: recording.mime,
        durationSeconds: recording.durationSeconds,
        origin: "recording",
      });
      const rows = await tx
        .insert(aiAudioItems)
        .values({ userId, ...fields, kind: "recording", fileId: file.id })
        .returning({ id: aiAudioItems.id });
      return audioItem(tx, userId, inserted(rows, aiMessages.saveFailed).id);
    }),
  );
}
