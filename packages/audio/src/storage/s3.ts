import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { type AudioStorage, type ByteRange, checkKey, type StoredAudio } from "./types";

export interface S3StorageOptions {
  bucket: string;
  /** Where the files live inside the bucket, e.g. "audio/" (may be empty). */
  prefix: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, …); AWS's own endpoint when absent. */
  endpoint?: string | undefined;
  /** When absent the SDK's default chain is used (environment, instance role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Path-style URLs (bucket in the path), as most S3-compatible stores want. */
  forcePathStyle?: boolean | undefined;
  /** Keys per listing page (S3's default 1,000; tests make it small to cross pages). */
  pageSize?: number | undefined;
}

/** "Not found" in any of the ways S3 and S3-compatible stores say it. */
const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NotFound" || error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);

/**
 * Every object name under a prefix, page after page. ListObjects with Marker (the last name seen),
 * which every S3-compatible store knows: s3rver cannot answer ListObjectsV2 past its first page on
 * Node 17+ (its continuation tokens need DES, which OpenSSL 3 leaves out).
 */
async function* objectNames(client: S3Client, input: { Bucket: string; Prefix: string; MaxKeys?: number | undefined }) {
  let Marker: string | undefined;
  for (;;) {
    const page = await client.send(new ListObjectsCommand({ ...input, Marker }));
    const names = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
    yield* names;
    Marker = names.at(-1);
    if (!page.IsTruncated || Marker === undefined) return;
  }
}

/**
 * The audio in an S3-compatible bucket (decision 025: several processes share it, no shared
 * volume). A PutObject is whole, so a reader sees the old file or the new one; ranges are S3's own.
 */
export function s3AudioStorage(options: S3StorageOptions): AudioStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle ?? false,
  });
  const Bucket = options.bucket;
  const objectOf = (key: string) => `${options.prefix}${checkKey(key)}`;

  /** Runs a request for one object; null when there is no such object. */
  const orNull = async <T>(request: () => Promise<T>): Promise<T | null> => {
    try {
      return await request();
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  };

  const describe = async (key: string): Promise<StoredAudio | null> => {
    const head = await orNull(() => client.send(new HeadObjectCommand({ Bucket, Key: objectOf(key) })));
    if (!head) return null;
    return {
      key,
      size: head.ContentLength ?? 0,
      etag: head.ETag ?? `"${(head.LastModified ?? new Date(0)).getTime().toString(36)}"`,
      modifiedAt: head.LastModified ?? new Date(0),
    };
  };

  const body = (key: string, range?: ByteRange) =>
    orNull(async () => {
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectOf(key), Range }));
      if (!answer.Body) throw new Error(`${key} came back without a body`);
      return answer.Body;
    });

  return {
    async put(key, bytes) {
      // No content type: the bucket is never read directly; the app's routes answer with the file's own.
      await client.send(new PutObjectCommand({ Bucket, Key: objectOf(key), Body: bytes }));
      const stored = await describe(key);
      if (!stored) throw new Error(`${key} vanished right after it was stored`);
      return stored;
    },
    stat: describe,
    async get(key) {
      const found = await body(key);
      return found ? found.transformToByteArray() : null;
    },
    async stream(key, range) {
      const found = await body(key, range);
      return found ? found.transformToWebStream() : null;
    },
    async list(prefix) {
      // Like a directory listing: the files directly under the prefix's folder, not deeper.
      const folder = prefix.slice(0, prefix.lastIndexOf("/") + 1);
      if (folder) checkKey(folder.slice(0, -1));
      const keys: string[] = [];
      const Prefix = `${options.prefix}${prefix}`;
      for await (const name of objectNames(client, { Bucket, Prefix, MaxKeys: options.pageSize })) {
        const key = name.slice(options.prefix.length);
        if (!key.slice(folder.length).includes("/")) keys.push(key);
      }
      return keys.sort();
    },
    async delete(key) {
      // S3 says nothing about whether there was an object: ask first.
      const existed = (await describe(key)) !== null;
      if (existed) await client.send(new DeleteObjectCommand({ Bucket, Key: objectOf(key) }));
      return existed;
    },
  };
}
