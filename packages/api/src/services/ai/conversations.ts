import { coachConversations, type Database, desc, eq } from "@onepercent/db";
import {
  ChatMessage,
  CONVERSATIONS_MAX_PER_USER,
  ConversationView,
  chatMessages,
  type DeletedRecord,
  type IdInput,
  type SaveConversationInput,
} from "@onepercent/validators";
import { z } from "zod";
import { found, inserted, oneAtATime, ownedBy } from "../shared/records";
import { refuseWhenFull } from "./library";

// Saved Ask Your Coach conversations (training-and-tools.md §2 AI tools, §3 Chat message, §5 Chat).

const columns = {
  id: coachConversations.id,
  messages: coachConversations.messages,
  createdAt: coachConversations.createdAt,
};

/** A stored conversation as the client reads it (turns that no longer parse are left out). */
const conversationView = (row: { id: string; messages: unknown; createdAt: Date }): ConversationView =>
  ConversationView.parse({
    _id: row.id,
    id: row.id,
    createdAt: row.createdAt,
    messages: z
      .array(z.unknown())
      .catch([])
      .parse(row.messages)
      .flatMap((message) => {
        const parsed = ChatMessage.safeParse(message);
        return parsed.success ? [parsed.data] : [];
      }),
  });

/** Saves the conversation (at most CONVERSATIONS_MAX_PER_USER a user, held under parallel saves). */
export function saveConversation(
  db: Database,
  userId: string,
  input: SaveConversationInput,
): Promise<{ id: string; message: string }> {
  return oneAtATime(db, userId, async (tx) => {
    await refuseWhenFull(tx, coachConversations, userId, CONVERSATIONS_MAX_PER_USER, chatMessages.tooManyConversations);
    const rows = await tx
      .insert(coachConversations)
      .values({ userId, messages: input.conversation })
      .returning({ id: coachConversations.id });
    return { id: inserted(rows, chatMessages.saveFailed).id, message: chatMessages.saved };
  });
}

/** The caller's saved conversations, newest first. */
export async function listConversations(db: Database, userId: string): Promise<ConversationView[]> {
  const rows = await db
    .select(columns)
    .from(coachConversations)
    .where(eq(coachConversations.userId, userId))
    .orderBy(desc(coachConversations.createdAt), desc(coachConversations.id));
  return rows.map(conversationView);
}

/** Deletes the caller's conversation (NOT_FOUND for any other id). */
export async function deleteConversation(db: Database, userId: string, { id }: IdInput): Promise<DeletedRecord> {
  const rows = await db
    .delete(coachConversations)
    .where(ownedBy(coachConversations, userId, id))
    .returning({ id: coachConversations.id });
  return found(rows);
}
