import { ALL_FORMATS, BufferSource, Input } from "mediabunny";

/** What a media file holds, read from its bytes by mediabunny's demuxers. */
export interface MediaProbe {
  mimeType: string;
  audioTracks: number;
  videoTracks: number;
  /** Seconds; null when it cannot be told. */
  durationSeconds: number | null;
}

/**
 * Reads a media file's tracks and length, or null when no demuxer recognises it. Used where
 * music-metadata gives up: a WebM recorded live by a browser leaves its sizes unknown, which
 * mediabunny's Matroska reader follows to the end of the data.
 */
export async function probeMedia(bytes: Uint8Array): Promise<MediaProbe | null> {
  const input = new Input({ source: new BufferSource(bytes), formats: ALL_FORMATS });
  try {
    const [mimeType, audio, video] = await Promise.all([
      input.getMimeType(),
      input.getAudioTracks(),
      input.getVideoTracks(),
    ]);
    const seconds = await input.computeDuration().catch(() => Number.NaN);
    return {
      mimeType,
      audioTracks: audio.length,
      videoTracks: video.length,
      durationSeconds: Number.isFinite(seconds) && seconds > 0 ? seconds : null,
    };
  } catch {
    return null;
  } finally {
    input.dispose();
  }
}
