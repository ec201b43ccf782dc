import type { AudioStorage } from "@onepercent/audio";
import {
  aiAudioItems,
  aiFiles,
  and,
  type Database,
  eq,
  mentalImageryItems,
  type PgColumn,
  type PgTable,
  sql,
} from "@onepercent/db";
import { AppError, type DeletedRecord } from "@onepercent/validators";
import { found, oneAtATime, ownedBy } from "../shared/records";
import { fileOfUrl } from "./ai-files";

// What the visualization and imagery libraries share: their limit, and a delete that takes the
// file with it once no item plays it.

/** A library of the caller's items, each perhaps playing one of their files. */
export type LibraryTable = typeof aiAudioItems | typeof mentalImageryItems;

/** Refused with `message` when the caller already keeps `max` rows in `table` (run inside oneAtATime). */
export async function refuseWhenFull(
  tx: Database,
  table: PgTable & { userId: PgColumn },
  userId: string,
  max: number,
  message: string,
) {
  if ((await tx.$count(table, eq(table.userId, userId))) >= max) throw new AppError("BAD_INPUT", message);
}

/**
 * A save to a library: one at a time per user, refused with `fullMessage` at `max` items, and
 * `write` given the generated track `audioUrl` names (NOT_FOUND for any other URL; null for none).
 */
export function saveToLibrary<T>(
  db: Database,
  userId: string,
  library: { table: LibraryTable; max: number; fullMessage: string; audioUrl: string | null | undefined },
  write: (tx: Database, fileId: string | null) => Promise<T>,
): Promise<T> {
  return oneAtATime(db, userId, async (tx) => {
    await refuseWhenFull(tx, library.table, userId, library.max, library.fullMessage);
    const file = await fileOfUrl(tx, userId, library.audioUrl, "generated");
    return write(tx, file?.id ?? null);
  });
}

/** No library item of either kind plays the file. */
export const unusedFile = (fileId: PgColumn) =>
  sql`not exists (select 1 from ${aiAudioItems} where ${aiAudioItems.fileId} = ${fileId})
    and not exists (select 1 from ${mentalImageryItems} where ${mentalImageryItems.fileId} = ${fileId})`;

/** Removes the caller's file row when no item plays it any more; answers the key of the bytes to remove. */
async function releaseFile(tx: Database, userId: string, fileId: string | null): Promise<string | null> {
  if (fileId === null) return null;
  const [removed] = await tx
    .delete(aiFiles)
    .where(and(eq(aiFiles.id, fileId), eq(aiFiles.userId, userId), unusedFile(aiFiles.id)))
    .returning({ key: aiFiles.storageKey });
  return removed?.key ?? null;
}

/**
 * Deletes the caller's item (NOT_FOUND for any other id) and the file it played when no other item
 * plays it: the rows in one transaction, the bytes once it has committed.
 */
export async function deleteLibraryItem(
  db: Database,
  storage: AudioStorage,
  table: LibraryTable,
  userId: string,
  id: string,
): Promise<DeletedRecord> {
  const { deleted, key } = await oneAtATime(db, userId, async (tx) => {
    const item = found(
      await tx
        .delete(table)
        .where(ownedBy(table, userId, id))
        .returning({ id: table.id, fileId: table.fileId }),
    );
    return { deleted: { id: item.id }, key: await releaseFile(tx, userId, item.fileId) };
  });
  if (key !== null) await storage.delete(key).catch(() => false);
  return deleted;
}
