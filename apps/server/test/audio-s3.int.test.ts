import { existsSync } from "node:fs";
import path from "node:path";
import { s3AudioStorage } from "@onepercent/audio/s3";
import { startS3Server } from "@onepercent/audio/testing/s3";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { uploadForm } from "./support/ai-kit";
import { wavFile } from "./support/ai-media";
import { bearer, signUp, useTestApp } from "./support/test-app";

// Audio in an S3-compatible bucket (AUDIO_S3_BUCKET, decision 025), against a local S3 server.
const s3 = await startS3Server();
afterAll(() => s3.close());

const PREFIX = "onepercent-test/audio/";
const t = useTestApp({
  AUDIO_S3_BUCKET: s3.bucket,
  AUDIO_S3_PREFIX: PREFIX,
  AUDIO_S3_ENDPOINT: s3.endpoint,
  AUDIO_S3_FORCE_PATH_STYLE: "true",
  AUDIO_S3_ACCESS_KEY_ID: "S3RVER",
  AUDIO_S3_SECRET_ACCESS_KEY: "S3RVER",
});
/** The bucket as the app sees it. */
const bucket = s3AudioStorage(s3.optionsFor(PREFIX));
const Uploaded = z.object({ id: z.string(), audioUrl: z.string() });

describe("audio kept in an S3-compatible bucket", () => {
  it("stores a recording in the bucket, serves it to its owner in ranges, and removes it with the item", async () => {
    const owner = await signUp(t);
    const bytes = wavFile(1);
    const uploaded = await t.request("/api/ai/audio", {
      method: "POST",
      ...bearer(owner.token),
      body: uploadForm({ bytes }),
    });
    expect(uploaded.status).toBe(201);
    const { id, audioUrl } = Uploaded.parse(await uploaded.json());
    const stored = await bucket.list(`ai/${owner.userId}/`);
    expect(stored).toHaveLength(1);
    expect(existsSync(path.join(t.dataDir, "audio"))).toBe(false);

    const part = await t.request(audioUrl, { headers: { ...bearer(owner.token).headers, range: "bytes=4-11" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 4-11/${bytes.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(4, 12));
    const stranger = await signUp(t);
    expect((await t.request(audioUrl, bearer(stranger.token))).status).toBe(404);

    const deleted = await t.request(`/api/ai/audio/${id}`, { method: "DELETE", ...bearer(owner.token) });
    expect(deleted.status).toBe(200);
    expect(await bucket.list(`ai/${owner.userId}/`)).toEqual([]);
    expect((await t.request(audioUrl, bearer(owner.token))).status).toBe(404);
  });

  it("builds and serves a relaxation track from the bucket", async () => {
    const track = await t.request("/audio/relaxation/1min-relaxation.mp3", { headers: { range: "bytes=0-3" } });
    expect(track.status).toBe(206);
    expect(track.headers.get("content-type")).toBe("audio/mpeg");
    await track.arrayBuffer();
    expect(await bucket.list("relaxation/")).toEqual([expect.stringMatching(/^relaxation\/1min-.+\.mp3$/)]);
  });
});
