import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StorageOptions } from "../storage/s3";

/** A local S3-compatible server (s3rver) with one bucket, for tests; its files live in a temporary directory. */
export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The storage options that reach this server's bucket, under `prefix`. */
  optionsFor(prefix: string): S3StorageOptions;
  close(): Promise<void>;
}

export async function startS3Server(bucket = "onepercent-audio"): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "onepercent-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    optionsFor: (prefix) => ({
      bucket,
      prefix,
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      // s3rver's fixed credentials.
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
