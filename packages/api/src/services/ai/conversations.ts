import type { Database } from "@onepercent/db";
import type { ConversationView, DeletedRecord, IdInput, SaveConversationInput } from "@onepercent/validators";

// CONTRACT STUB (issue 15): the server helper replaces these bodies.
export async function saveConversation(
  _db: Database,
  _userId: string,
  _input: SaveConversationInput,
): Promise<{ id: string; message: string }> {
  throw new Error("not implemented yet");
}
export async function listConversations(_db: Database, _userId: string): Promise<ConversationView[]> {
  throw new Error("not implemented yet");
}
export async function deleteConversation(_db: Database, _userId: string, _input: IdInput): Promise<DeletedRecord> {
  throw new Error("not implemented yet");
}
