import { describe, expect, it } from "vitest";
import type { AudioStorage } from "./types";

// What every AudioStorage does, run against each of them (local.test.ts, s3.int.test.ts).

export const bytes = (text: string) => new TextEncoder().encode(text);

async function read(stream: ReadableStream<Uint8Array> | null): Promise<string> {
  if (!stream) throw new Error("no stream");
  return new TextDecoder().decode(new Uint8Array(await new Response(stream).arrayBuffer()));
}

/** The behaviour every storage shares; `fresh` answers an empty storage. */
export function describeAudioStorage(name: string, fresh: () => Promise<AudioStorage> | AudioStorage) {
  describe(`${name}: the AudioStorage contract`, () => {
    it("stores, describes, reads whole and in ranges, lists and deletes", async () => {
      const storage = await fresh();
      const stored = await storage.put("tracks/a.mp3", bytes("0123456789"));
      expect(stored).toMatchObject({ key: "tracks/a.mp3", size: 10 });
      expect(stored.etag).toMatch(/^"[\w-]+"$/);
      expect(await storage.stat("tracks/a.mp3")).toEqual(stored);
      expect(new TextDecoder().decode((await storage.get("tracks/a.mp3")) ?? undefined)).toBe("0123456789");
      expect(await read(await storage.stream("tracks/a.mp3"))).toBe("0123456789");
      expect(await read(await storage.stream("tracks/a.mp3", { start: 2, end: 4 }))).toBe("234");
      expect(await read(await storage.stream("tracks/a.mp3", { start: 9, end: 9 }))).toBe("9");
      await storage.put("tracks/b.mp3", bytes("b"));
      await storage.put("tracks/deeper/c.mp3", bytes("c"));
      await storage.put("other.mp3", bytes("c"));
      // Like a directory: what lies directly under the prefix's folder.
      expect(await storage.list("tracks/")).toEqual(["tracks/a.mp3", "tracks/b.mp3"]);
      expect(await storage.list("tracks/b")).toEqual(["tracks/b.mp3"]);
      expect(await storage.delete("tracks/a.mp3")).toBe(true);
      expect(await storage.delete("tracks/a.mp3")).toBe(false);
      expect(await storage.list("tracks/")).toEqual(["tracks/b.mp3"]);
    });

    it("answers null for what is not there", async () => {
      const storage = await fresh();
      expect(await storage.stat("none.mp3")).toBeNull();
      expect(await storage.get("none.mp3")).toBeNull();
      expect(await storage.stream("none.mp3")).toBeNull();
      expect(await storage.stream("none.mp3", { start: 0, end: 1 })).toBeNull();
      expect(await storage.list("nothing/here")).toEqual([]);
    });

    it("replaces a file whole, with a new entity tag", async () => {
      const storage = await fresh();
      const first = await storage.put("x/track.mp3", bytes("old"));
      const replaced = await storage.put("x/track.mp3", bytes("newer"));
      expect(replaced.size).toBe(5);
      expect(replaced.etag).not.toBe(first.etag);
      expect(new TextDecoder().decode((await storage.get("x/track.mp3")) ?? undefined)).toBe("newer");
    });

    it.each(["../escape.mp3", "a/../../b", "/absolute", "a//b", "", "bad key"])("refuses the key %j", async (key) => {
      const storage = await fresh();
      await expect(storage.put(key, bytes("x"))).rejects.toThrow("invalid storage key");
      await expect(storage.stat(key)).rejects.toThrow("invalid storage key");
      await expect(storage.delete(key)).rejects.toThrow("invalid storage key");
    });

    it.each(["../", "a/../../", "a//"])("refuses to list the folder %j", async (prefix) => {
      const storage = await fresh();
      await expect(storage.list(prefix)).rejects.toThrow("invalid storage key");
    });
  });
}
