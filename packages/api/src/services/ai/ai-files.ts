import { randomUUID } from "node:crypto";
import type { AudioStorage } from "@onepercent/audio";
import { type AiFileOrigin, aiFiles, and, type Database, eq } from "@onepercent/db";
import { AppError, aiFileIdOf, aiMessages, isId } from "@onepercent/validators";
import { inserted } from "../shared/records";

// The caller's audio files (docs/decisions/023-ai-tools.md "Files"): bytes in the storage under a
// random key, a row that says whose they are. Nothing is ever served by its key.

/** A new random storage key for one of the user's files. */
export const newFileKey = (userId: string, extension: string) => `ai/${userId}/${randomUUID()}.${extension}`;

/** Where a new file's bytes were stored. */
export interface StoredBytes {
  key: string;
  size: number;
}

/**
 * Stores the bytes under a new random key of the user's, then runs `write` (which records them);
 * when `write` fails (a refusal, a rolled back transaction) the bytes are removed again, so nothing
 * is kept for a refused or failed save.
 */
export async function storingBytes<T>(
  storage: AudioStorage,
  file: { userId: string; extension: string; bytes: Uint8Array },
  write: (stored: StoredBytes) => Promise<T>,
): Promise<T> {
  const key = newFileKey(file.userId, file.extension);
  const stored = await storage.put(key, file.bytes);
  try {
    return await write({ key, size: stored.size });
  } catch (error) {
    await storage.delete(key).catch(() => false);
    throw error;
  }
}

/** Records the user's stored bytes as a file (`db` may be a transaction). */
export async function insertAiFile(
  db: Database,
  file: StoredBytes & { userId: string; mimeType: string; durationSeconds: number | null; origin: AiFileOrigin },
) {
  const rows = await db
    .insert(aiFiles)
    .values({
      userId: file.userId,
      storageKey: file.key,
      mimeType: file.mimeType,
      sizeBytes: file.size,
      durationSeconds: file.durationSeconds,
      origin: file.origin,
    })
    .returning({ id: aiFiles.id });
  return inserted(rows, aiMessages.audioFailed);
}

/** The columns a file is described with. */
const fileColumns = {
  id: aiFiles.id,
  storageKey: aiFiles.storageKey,
  mimeType: aiFiles.mimeType,
  sizeBytes: aiFiles.sizeBytes,
  durationSeconds: aiFiles.durationSeconds,
  origin: aiFiles.origin,
};

/** The caller's file with this id, or null (another user's is as missing as none). */
export async function ownedAiFile(db: Database, userId: string, id: string) {
  if (!isId(id)) return null;
  const [row] = await db
    .select(fileColumns)
    .from(aiFiles)
    .where(and(eq(aiFiles.id, id), eq(aiFiles.userId, userId)));
  return row ?? null;
}

/** The caller's file, locked until the transaction `tx` ends (the sweeper skips it meanwhile). */
async function lockedAiFile(tx: Database, userId: string, id: string) {
  const [row] = await tx
    .select(fileColumns)
    .from(aiFiles)
    .where(and(eq(aiFiles.id, id), eq(aiFiles.userId, userId)))
    .for("update");
  return row ?? null;
}

/**
 * The caller's file an audio URL names (one of ours: /api/ai/files/:id), of `origin` when given,
 * locked for the transaction `tx` that saves an item playing it (so the sweeper cannot remove it
 * meanwhile). None named answers null; a URL naming anything else is NOT_FOUND with
 * aiMessages.audioNotFound.
 */
export async function fileOfUrl(tx: Database, userId: string, url: string | null | undefined, origin?: AiFileOrigin) {
  if (url === null || url === undefined || url.trim() === "") return null;
  const id = aiFileIdOf(url);
  const file = id === null ? null : await lockedAiFile(tx, userId, id);
  if (!file || (origin !== undefined && file.origin !== origin)) {
    throw new AppError("NOT_FOUND", aiMessages.audioNotFound);
  }
  return file;
}
