import type { Database } from "@onepercent/db";
import type {
  DeletedRecord,
  GeneratedImagery,
  GenerateImageryInput,
  IdInput,
  ImageryItem,
  SaveImageryInput,
} from "@onepercent/validators";
import type { AiServices } from "../../context";

// CONTRACT STUB (issue 15): the server helper replaces these bodies.
export async function imageryDefaults(
  _db: Database,
  _userId: string,
): Promise<{ name: string; sport: string; position: string; birthYear: number | null; keys: string[] }> {
  throw new Error("not implemented yet");
}
export async function generateImagery(
  _db: Database,
  _ai: AiServices,
  _userId: string,
  _input: GenerateImageryInput,
): Promise<GeneratedImagery> {
  throw new Error("not implemented yet");
}
export async function listImagery(_db: Database, _userId: string): Promise<ImageryItem[]> {
  throw new Error("not implemented yet");
}
export async function saveImagery(
  _db: Database,
  _ai: AiServices,
  _userId: string,
  _input: SaveImageryInput,
): Promise<ImageryItem> {
  throw new Error("not implemented yet");
}
export async function deleteImagery(
  _db: Database,
  _ai: AiServices,
  _userId: string,
  _input: IdInput,
): Promise<DeletedRecord> {
  throw new Error("not implemented yet");
}
