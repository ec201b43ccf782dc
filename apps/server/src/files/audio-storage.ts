import path from "node:path";
import { type AudioStorage, localAudioStorage } from "@onepercent/audio";
import { s3AudioStorage } from "@onepercent/audio/s3";
import type { ServerConfig } from "../config/config";

/** Where a configuration keeps its audio: the same name for the same place. */
export function audioStorageName({ env, dataDir }: Pick<ServerConfig, "env" | "dataDir">): string {
  if (!env.AUDIO_S3_BUCKET) return path.join(dataDir, "audio");
  return `s3://${env.AUDIO_S3_BUCKET}/${env.AUDIO_S3_PREFIX} at ${env.AUDIO_S3_ENDPOINT ?? "AWS"}`;
}

/**
 * The audio storage of a configuration (decision 025): DATA_DIR/audio by default, an
 * S3-compatible bucket when AUDIO_S3_BUCKET is set (several processes then share it without a
 * shared volume).
 */
export function audioStorageOf({ env, dataDir }: Pick<ServerConfig, "env" | "dataDir">): AudioStorage {
  if (!env.AUDIO_S3_BUCKET) return localAudioStorage(path.join(dataDir, "audio"));
  const { AUDIO_S3_ACCESS_KEY_ID: accessKeyId, AUDIO_S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return s3AudioStorage({
    bucket: env.AUDIO_S3_BUCKET,
    prefix: env.AUDIO_S3_PREFIX,
    region: env.AUDIO_S3_REGION,
    endpoint: env.AUDIO_S3_ENDPOINT,
    forcePathStyle: env.AUDIO_S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}
