import { MediaInspectionFailed, MediaInspectionTimeout, type MediaInspector } from "@onepercent/audio";
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
import { inserted, oneAtATime } from "../shared/records";
import { insertAiFile, storingBytes } from "./ai-files";
import type { AiServicesInForce } from "./ai-services";
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
const unreadable = () => new AppError("BAD_INPUT", aiMessages.uploadUnreadable);
const PARSED_TYPES = Object.keys(RECORDING_TYPES);

/**
 * The sniffed type and tracks of the bytes, read in a worker with a deadline (decision 028). A
 * file the parsers cannot finish with in time, or that breaks them, is refused as unreadable.
 */
async function inspected(inspector: MediaInspector, bytes: Uint8Array) {
  try {
    return await inspector.inspect(bytes, PARSED_TYPES);
  } catch (error) {
    if (error instanceof MediaInspectionTimeout || error instanceof MediaInspectionFailed) throw unreadable();
    throw error;
  }
}

interface CheckedRecording {
  mime: RecordingMime;
  extension: string;
  /** Seconds; null when the file does not say (a live WebM recording). */
  durationSeconds: number | null;
}

/**
 * What the bytes are, read from the bytes alone (never from a name or a declared type): one of
 * RECORDING_MIME_TYPES without a video track, with its duration when the file states it.
 * Refused: over AUDIO_UPLOAD_MAX_BYTES (TOO_LARGE), empty or not audio (uploadNotAudio), a video
 * (uploadVideo), not read in time or breaking the parsers (uploadUnreadable).
 */
async function checkRecording(inspector: MediaInspector, bytes: Uint8Array): Promise<CheckedRecording> {
  if (bytes.byteLength > AUDIO_UPLOAD_MAX_BYTES) throw new AppError("TOO_LARGE", aiMessages.uploadTooLarge);
  if (bytes.byteLength === 0) throw new AppError("BAD_INPUT", aiMessages.uploadMissing);
  const { sniffedMime, tracks } = await inspected(inspector, bytes);
  if (sniffedMime === null) throw notAudio();
  const type = RECORDING_TYPES[sniffedMime];
  if (!type) throw sniffedMime.startsWith("video/") ? isVideo() : notAudio();
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
  ai: AiServicesInForce,
  userId: string,
  upload: { bytes: Uint8Array; fields: RecordingFields },
): Promise<AudioLibraryItem> {
  const { bytes, fields } = upload;
  const recording = await checkRecording(ai.inspector, bytes);
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
