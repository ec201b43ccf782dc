import type { Database } from "@onepercent/db";
import type { AudioLibraryItem, DeletedRecord, IdInput, SaveAudioInput } from "@onepercent/validators";
import type { AiServices } from "../../context";

// CONTRACT STUB (issue 15): the server helper replaces these bodies.
export async function listAudioLibrary(_db: Database, _userId: string): Promise<AudioLibraryItem[]> {
  throw new Error("not implemented yet");
}
export async function saveAudioItem(
  _db: Database,
  _ai: AiServices,
  _userId: string,
  _input: SaveAudioInput,
): Promise<AudioLibraryItem> {
  throw new Error("not implemented yet");
}
export async function deleteAudioItem(
  _db: Database,
  _ai: AiServices,
  _userId: string,
  _input: IdInput,
): Promise<DeletedRecord> {
  throw new Error("not implemented yet");
}
