import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../testing/s3-server";
import { s3AudioStorage } from "./s3";
import { bytes, describeAudioStorage } from "./storage-contract";

// The S3-compatible storage against a local S3 server (s3rver), each test under a prefix of its own.
let server: TestS3Server;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(async () => {
  await server.close();
});

let prefixes = 0;
const fresh = (pageSize?: number) => s3AudioStorage({ ...server.optionsFor(`test-${++prefixes}/`), pageSize });

describeAudioStorage("s3AudioStorage", () => fresh());

describe("s3AudioStorage", () => {
  it("lists across pages", async () => {
    const storage = fresh(2);
    const keys = ["d/1.mp3", "d/2.mp3", "d/3.mp3", "d/4.mp3", "d/5.mp3"];
    for (const key of keys) await storage.put(key, bytes(key));
    expect(await storage.list("d/")).toEqual(keys);
  });

  it("keeps each storage to its own prefix in the bucket", async () => {
    const [one, two] = [fresh(), fresh()];
    await one.put("same.mp3", bytes("one"));
    expect(await two.stat("same.mp3")).toBeNull();
    expect(await two.list("")).toEqual([]);
    expect(await one.list("")).toEqual(["same.mp3"]);
  });
});
