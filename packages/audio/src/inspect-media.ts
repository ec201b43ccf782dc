import { fileTypeFromBuffer } from "file-type";
import { ALL_FORMATS, BufferSource, Input } from "mediabunny";
import { type IAudioMetadata, parseBuffer } from "music-metadata";

/**
 * What a client's media file is and holds, read from its bytes alone. This runs only inside the
 * inspection worker (inspect-worker.ts): these parsers read untrusted bytes, and a parser bug
 * (an endless loop, a huge allocation) must cost that worker, never the server's event loop
 * (docs/decisions/028-untrusted-bytes.md).
 */
export interface MediaInspection {
  /** The type `file-type` sniffs from the bytes; null when it knows none. */
  sniffedMime: string | null;
  /** The tracks and length; null when the type is not one asked about or no parser can read it. */
  tracks: MediaTracks | null;
}

interface MediaTracks {
  video: boolean;
  /** It says it has tracks and none of them is sound. */
  silent: boolean;
  /** Seconds; null when the file does not say (a live WebM recording). */
  durationSeconds: number | null;
}

/** Whether the parsed media carries a picture track (a video, whatever its container says). */
const hasVideoTrack = ({ format }: IAudioMetadata) =>
  format.hasVideo === true || format.trackInfo.some((track) => track.video !== undefined);

const hasNoSound = ({ format }: IAudioMetadata) => format.hasAudio === false && format.trackInfo.length > 0;

const secondsOrNull = (seconds: number | null | undefined) =>
  seconds !== undefined && seconds !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null;

/**
 * Tracks and length as mediabunny's demuxers read them, or null when none recognises the bytes.
 * Used where music-metadata gives up: a WebM recorded live by a browser leaves its sizes unknown,
 * which mediabunny's Matroska reader follows to the end of the data.
 */
async function probeMedia(bytes: Uint8Array): Promise<MediaTracks | null> {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  try {
    const [audio, video] = await Promise.all([input.getAudioTracks(), input.getVideoTracks()]);
    const seconds = await input.computeDuration().catch(() => Number.NaN);
    return { video: video.length > 0, silent: audio.length === 0, durationSeconds: secondsOrNull(seconds) };
  } catch {
    return null;
  } finally {
    input.dispose();
  }
}

/** The tracks and length as music-metadata reads them, or as mediabunny does where it gives up. */
async function tracksOf(bytes: Uint8Array, mimeType: string): Promise<MediaTracks | null> {
  try {
    const metadata = await parseBuffer(bytes, { mimeType, size: bytes.byteLength }, { skipCovers: true });
    return {
      video: hasVideoTrack(metadata),
      silent: hasNoSound(metadata),
      // A live WebM states no length: the demuxer counts it from the blocks.
      durationSeconds: secondsOrNull(metadata.format.duration) ?? (await probeMedia(bytes))?.durationSeconds ?? null,
    };
  } catch {
    // music-metadata stops at the unknown sizes of a WebM recorded live by a browser.
    return probeMedia(bytes);
  }
}

/** Sniffs the bytes, and reads their tracks when the sniffed type is one of `parseMimes`. */
export async function inspectMedia(bytes: Uint8Array, parseMimes: readonly string[]): Promise<MediaInspection> {
  const sniffed = await fileTypeFromBuffer(bytes);
  if (!sniffed) return { sniffedMime: null, tracks: null };
  if (!parseMimes.includes(sniffed.mime)) return { sniffedMime: sniffed.mime, tracks: null };
  return { sniffedMime: sniffed.mime, tracks: await tracksOf(bytes, sniffed.mime) };
}
