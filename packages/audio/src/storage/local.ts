import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { type AudioStorage, type ByteRange, checkKey, type StoredAudio } from "./types";

const missing = (error: unknown) =>
  error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "ENOTDIR");

/** Files under one directory (DATA_DIR/audio for the server), written through a temporary file and a rename. */
export function localAudioStorage(root: string): AudioStorage {
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split("/"));

  const describe = async (key: string): Promise<StoredAudio | null> => {
    try {
      const info = await stat(fileOf(key));
      if (!info.isFile()) return null;
      const etag = `"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
      return { key, size: info.size, etag, modifiedAt: info.mtime };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      const stored = await describe(key);
      if (!stored) throw new Error(`${key} vanished right after it was stored`);
      return stored;
    },
    stat: describe,
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async stream(key, range?: ByteRange) {
      const file = fileOf(key);
      const stream = createReadStream(file, range ?? {});
      // Opening is asynchronous: wait for it so a missing file answers null, not a broken stream.
      const opened = await new Promise<boolean>((resolve, reject) => {
        stream.once("open", () => resolve(true));
        stream.once("error", (error) => (missing(error) ? resolve(false) : reject(error)));
      });
      if (!opened) return null;
      // A web stream pulled from the file (typed the same under the DOM and Node libraries, as the
      // web app's typecheck also reads this file through the API's types).
      const chunks = stream[Symbol.asyncIterator]();
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next: IteratorResult<Buffer> = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
        },
        cancel: () => void stream.destroy(),
      });
    },
    async list(prefix) {
      const slash = prefix.lastIndexOf("/");
      const directory = slash < 0 ? "" : prefix.slice(0, slash);
      const start = prefix.slice(slash + 1);
      try {
        const entries = await readdir(directory ? fileOf(directory) : root, { withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name)
          .filter((name) => name.startsWith(start) && !name.endsWith(".tmp"))
          .map((name) => (directory ? `${directory}/${name}` : name))
          .sort();
      } catch (error) {
        if (missing(error)) return [];
        throw error;
      }
    },
    async delete(key) {
      const existed = (await describe(key)) !== null;
      await rm(fileOf(key), { force: true });
      return existed;
    },
  };
}
