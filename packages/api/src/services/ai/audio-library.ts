import { aiAudioItems, aiFiles, and, type Database, desc, eq } from "@onepercent/db";
import {
  AUDIO_LIBRARY_MAX,
  AudioLibraryItem,
  aiFileUrl,
  aiMessages,
  type DeletedRecord,
  type IdInput,
  type SaveAudioInput,
} from "@onepercent/validators";
import type { AiServices } from "../../context";
import { inserted } from "../shared/records";
import { deleteLibraryItem, saveToLibrary } from "./library";

// The visualization library (training-and-tools.md §3 Saved visualization audio, §5 Visualization).

/** An item as its view reads it: its own columns and, when it plays one, its file's. */
const itemColumns = {
  id: aiAudioItems.id,
  title: aiAudioItems.title,
  script: aiAudioItems.script,
  settings: aiAudioItems.settings,
  kind: aiAudioItems.kind,
  createdAt: aiAudioItems.createdAt,
  fileId: aiFiles.id,
  mimeType: aiFiles.mimeType,
  durationSeconds: aiFiles.durationSeconds,
  sizeBytes: aiFiles.sizeBytes,
};

/** The caller's items (or the one with this id), newest first. */
const itemsWhere = (db: Database, userId: string, id?: string) =>
  db
    .select(itemColumns)
    .from(aiAudioItems)
    .leftJoin(aiFiles, and(eq(aiFiles.id, aiAudioItems.fileId), eq(aiFiles.userId, userId)))
    .where(
      id === undefined
        ? eq(aiAudioItems.userId, userId)
        : and(eq(aiAudioItems.userId, userId), eq(aiAudioItems.id, id)),
    )
    .orderBy(desc(aiAudioItems.createdAt), desc(aiAudioItems.id));

type ItemRow = Awaited<ReturnType<typeof itemsWhere>>[number];

/** The item with its file's URL (null for a script alone, or when its file is gone). */
const audioItemView = ({ fileId, ...row }: ItemRow): AudioLibraryItem =>
  AudioLibraryItem.parse({ _id: row.id, ...row, audioUrl: fileId === null ? null : aiFileUrl(fileId) });

/** The caller's library, newest first. */
export async function listAudioLibrary(db: Database, userId: string): Promise<AudioLibraryItem[]> {
  return (await itemsWhere(db, userId)).map(audioItemView);
}

/** The caller's item with this id as the library shows it (inside the transaction that wrote it). */
export async function audioItem(db: Database, userId: string, id: string): Promise<AudioLibraryItem> {
  const [row] = await itemsWhere(db, userId, id);
  return audioItemView(inserted(row ? [row] : [], aiMessages.saveFailed));
}

/** The visualization library and its limit. */
const AUDIO_LIBRARY = { table: aiAudioItems, max: AUDIO_LIBRARY_MAX, fullMessage: aiMessages.libraryFull };

/**
 * Save to Library: the script with its settings and, when `audioUrl` names a track the caller
 * generated, that track (NOT_FOUND with aiMessages.audioNotFound for any other URL). At most
 * AUDIO_LIBRARY_MAX items; saves of one user run one at a time, so the limit holds.
 */
export function saveAudioItem(db: Database, userId: string, input: SaveAudioInput): Promise<AudioLibraryItem> {
  return saveToLibrary(db, userId, { ...AUDIO_LIBRARY, audioUrl: input.audioUrl }, async (tx, fileId) => {
    const rows = await tx
      .insert(aiAudioItems)
      .values({
        userId,
        title: input.title,
        script: input.script,
        settings: input.settings,
        kind: fileId ? "generated" : "script",
        fileId,
      })
      .returning({ id: aiAudioItems.id });
    return audioItem(tx, userId, inserted(rows, aiMessages.saveFailed).id);
  });
}

/** Deletes the caller's item, and its file when no other item plays it. */
export const deleteAudioItem = (
  db: Database,
  ai: AiServices,
  userId: string,
  { id }: IdInput,
): Promise<DeletedRecord> => deleteLibraryItem(db, ai.storage, aiAudioItems, userId, id);
