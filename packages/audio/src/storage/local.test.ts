import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { localAudioStorage } from "./local";

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});
const fresh = () => {
  const root = mkdtempSync(path.join(tmpdir(), "onepercent-audio-"));
  roots.push(root);
  return { root, storage: localAudioStorage(root) };
};
const bytes = (text: string) => new TextEncoder().encode(text);

async function read(stream: ReadableStream<Uint8Array> | null): Promise<string> {
  if (!stream) throw new Error("no stream");
  return new TextDecoder().decode(new Uint8Array(await new Response(stream).arrayBuffer()));
}

describe("localAudioStorage", () => {
  it("stores, describes, reads whole and in ranges, lists and deletes", async () => {
    const { storage } = fresh();
    const stored = await storage.put("tracks/a.mp3", bytes("0123456789"));
    expect(stored).toMatchObject({ key: "tracks/a.mp3", size: 10 });
    expect(stored.etag).toMatch(/^"[\w-]+"$/);
    expect(await storage.stat("tracks/a.mp3")).toEqual(stored);
    expect(new TextDecoder().decode((await storage.get("tracks/a.mp3")) ?? undefined)).toBe("0123456789");
    expect(await read(await storage.stream("tracks/a.mp3"))).toBe("0123456789");
    expect(await read(await storage.stream("tracks/a.mp3", { start: 2, end: 4 }))).toBe("234");
    await storage.put("tracks/b.mp3", bytes("b"));
    await storage.put("other.mp3", bytes("c"));
    expect(await storage.list("tracks/")).toEqual(["tracks/a.mp3", "tracks/b.mp3"]);
    expect(await storage.list("tracks/b")).toEqual(["tracks/b.mp3"]);
    expect(await storage.delete("tracks/a.mp3")).toBe(true);
    expect(await storage.delete("tracks/a.mp3")).toBe(false);
    expect(await storage.list("tracks/")).toEqual(["tracks/b.mp3"]);
  });

  it("answers null for what is not there", async () => {
    const { storage } = fresh();
    expect(await storage.stat("none.mp3")).toBeNull();
    expect(await storage.get("none.mp3")).toBeNull();
    expect(await storage.stream("none.mp3")).toBeNull();
    expect(await storage.list("nothing/here")).toEqual([]);
  });

  it("replaces a file whole and leaves no temporary file", async () => {
    const { root, storage } = fresh();
    await storage.put("x/track.mp3", bytes("old"));
    const replaced = await storage.put("x/track.mp3", bytes("newer"));
    expect(replaced.size).toBe(5);
    expect(readdirSync(path.join(root, "x"))).toEqual(["track.mp3"]);
  });

  it.each(["../escape.mp3", "a/../../b", "/absolute", "a//b", "", "bad key"])("refuses the key %j", async (key) => {
    const { storage } = fresh();
    await expect(storage.put(key, bytes("x"))).rejects.toThrow("invalid storage key");
    await expect(storage.stat(key)).rejects.toThrow("invalid storage key");
  });
});
