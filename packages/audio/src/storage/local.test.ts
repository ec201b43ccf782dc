import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localAudioStorage } from "./local";
import { bytes, describeAudioStorage } from "./storage-contract";

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
const fresh = () => {
  const root = mkdtempSync(path.join(tmpdir(), "onepercent-audio-"));
  roots.push(root);
  return { root, storage: localAudioStorage(root) };
};

describeAudioStorage("localAudioStorage", () => fresh().storage);

describe("localAudioStorage", () => {
  it("writes through a temporary file and leaves none behind", async () => {
    const { root, storage } = fresh();
    await storage.put("x/track.mp3", bytes("old"));
    await storage.put("x/track.mp3", bytes("newer"));
    expect(readdirSync(path.join(root, "x"))).toEqual(["track.mp3"]);
  });
});
