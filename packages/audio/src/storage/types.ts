/** A stored file as the storage describes it. */
export interface StoredAudio {
  key: string;
  size: number;
  /** A quoted entity tag that changes whenever the bytes do. */
  etag: string;
  modifiedAt: Date;
}

/** Bytes `start` to `end`, both included (as in an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where generated audio and recordings live (ARCHITECTURE.md "Audio"): a local directory by
 * default, S3-compatible object storage later, behind this one interface. Keys are relative
 * paths of letters, digits, '.', '_' and '-' segments ("relaxation/1min-….mp3").
 */
export interface AudioStorage {
  /** Stores the whole file at once: a reader sees the old file or the new one, never a part. */
  put(key: string, bytes: Uint8Array): Promise<StoredAudio>;
  stat(key: string): Promise<StoredAudio | null>;
  get(key: string): Promise<Uint8Array | null>;
  /** The file, or the range of it, as a stream; null when there is no such file. */
  stream(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>;
  /** Keys that start with `prefix`. */
  list(prefix: string): Promise<string[]>;
  /** True when a file was removed. */
  delete(key: string): Promise<boolean>;
}

const KEY = /^[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)*$/;

/** Refuses keys that could leave the storage's root or name something odd. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.split("/").some((part) => part.includes(".."))) {
    throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  }
  return key;
}
