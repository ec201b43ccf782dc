import { Readable } from "node:stream";
import type { AudioStorage } from "@onepercent/audio";
import { aiAudioItems, aiFiles, asc, type Database, eq, mentalImageryItems, sql } from "@onepercent/db";
import { ACCOUNT_EXPORTS_PER_HOUR, exportFileName, localDate } from "@onepercent/validators";
import { ZipFile } from "yazl";
import { reserveSlots } from "../shared/rate-limit";
import { habitsCsv, journalsCsv } from "./export-csv";
import { readExportAreas } from "./export-data";

// "Download my data" (issue 16 part 5): a ZIP with one JSON file per area, CSV for journals and
// habits, and the user's audio files, streamed as it is written (yazl).

const EXTENSIONS: Record<string, string> = {
  "audio/mpeg": "mp3",
  "audio/mp3": "mp3",
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mp4": "m4a",
  "audio/x-m4a": "m4a",
  "audio/aac": "aac",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/flac": "flac",
};

/** A title as a file name: letters, digits and dashes, never empty. */
const slug = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .slice(0, 60)
    .toLowerCase() || "audio";

/** The title of an item of `library` that plays the file, if one does. */
const titleIn = (library: typeof aiAudioItems | typeof mentalImageryItems) =>
  sql<string | null>`(select ${library.title} from ${library} where ${library.fileId} = ${aiFiles.id} limit 1)`;

/** The user's audio files, each once, with a readable name in the ZIP (its library title when it has one). */
async function exportAudioFiles(db: Database, userId: string) {
  const files = await db
    .select({
      id: aiFiles.id,
      storageKey: aiFiles.storageKey,
      mimeType: aiFiles.mimeType,
      createdAt: aiFiles.createdAt,
      // Nested, so the subqueries keep their table names (a one-table select drops them from its own columns).
      title: sql<string | null>`coalesce(${titleIn(aiAudioItems)}, ${titleIn(mentalImageryItems)})`,
    })
    .from(aiFiles)
    .where(eq(aiFiles.userId, userId))
    .orderBy(asc(aiFiles.createdAt));
  return files.map((file) => {
    const day = file.createdAt.toISOString().slice(0, 10);
    const extension = EXTENSIONS[file.mimeType.split(";")[0]?.trim() ?? ""] ?? "bin";
    const name = `${day}-${slug(file.title ?? file.id)}-${file.id.slice(0, 8)}.${extension}`;
    return { storageKey: file.storageKey, path: `audio/${name}` };
  });
}

/**
 * Counts one export against the user's hourly allowance before any of it is read (an export reads
 * every table of the user's and their audio); past it, RATE_LIMITED with the wait.
 */
export async function reserveAccountExport(db: Database, userId: string, now = new Date()): Promise<void> {
  await reserveSlots(db, [{ key: `account-export:${userId}`, max: ACCOUNT_EXPORTS_PER_HOUR }], 60 * 60, now);
}

/** The chunks of a web stream, for a Node stream (Readable.fromWeb's types differ between Node and the DOM). */
async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
  } finally {
    reader.releaseLock();
  }
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * The user's data as a ZIP stream, named for the user's day (onepercent-data-YYYY-MM-DD.zip). The
 * rows are read before the stream starts (an error then is an ordinary error); the audio bytes are
 * read from the storage as the ZIP reaches them, and a file whose bytes are gone is left out.
 */
export async function exportAccountZip(
  db: Database,
  storage: AudioStorage | undefined,
  user: { id: string; timeZone: string },
  now = new Date(),
): Promise<{ fileName: string; stream: Readable }> {
  const areas = await readExportAreas(db, user.id);
  const journals = await journalsCsv(db, user.id);
  const habits = await habitsCsv(db, user.id);
  const audio = storage ? await exportAudioFiles(db, user.id) : [];
  const present = storage
    ? (await Promise.all(audio.map(async (file) => ((await storage.stat(file.storageKey)) ? file : null)))).filter(
        (file) => file !== null,
      )
    : [];

  const zip = new ZipFile();
  const mtime = now;
  zip.addBuffer(
    json({
      exportedAt: now.toISOString(),
      files: areas.map((area) => `${area.name}.json`),
      spreadsheets: ["journals.csv", "habits.csv"],
      audio: present.map((file) => file.path),
    }),
    "README.json",
    { mtime },
  );
  for (const area of areas) zip.addBuffer(json(area.rows), `${area.name}.json`, { mtime });
  zip.addBuffer(Buffer.from(journals), "journals.csv", { mtime });
  zip.addBuffer(Buffer.from(habits), "habits.csv", { mtime });
  for (const file of present) {
    // Audio is compressed already: stored as it is.
    zip.addReadStreamLazy(file.path, { mtime, compress: false }, (done) => {
      storage
        ?.stream(file.storageKey)
        .then((bytes) => {
          if (!bytes) throw new Error("an audio file disappeared during the export");
          done(null, Readable.from(chunksOf(bytes)));
        })
        .catch((error: unknown) => done(error, Readable.from([])));
    });
  }
  zip.end();
  return {
    fileName: exportFileName(localDate(now, user.timeZone)),
    stream: Readable.from(zip.outputStream),
  };
}
