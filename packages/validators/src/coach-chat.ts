import { z } from "zod";
import { CoachSource } from "./coach";
import { Id } from "./ids";
import { COACH_QUESTION_MAX, CONVERSATION_MESSAGES_MAX } from "./limits";
import { chatMessages } from "./messages/coach-chat";
import { requiredText } from "./text-schemas";

export { COACH_QUESTION_MAX, CONVERSATION_MESSAGES_MAX, CONVERSATIONS_MAX_PER_USER } from "./limits";

// Issue 15, training-and-tools.md §2 (Ask Your Coach), §3 (Chat message), §4 Chat, §5 Chat, §8 Chat.

/**
 * Earlier turns sent with a question, so the coach can follow the conversation. The streamed
 * answer is a subscription whose input travels in the URL, so the client sends the last few turns,
 * each cut to COACH_HISTORY_CHARS.
 */
export const COACH_HISTORY_MAX = 6;
export const COACH_HISTORY_CHARS = 600;
export const COACH_MESSAGE_MAX = 8000;

/** §3 Chat message: role user or coach, content. */
export const ChatMessage = z.object({
  role: z.enum(["user", "coach"]),
  content: z.string().trim().min(1).max(COACH_MESSAGE_MAX),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** POST /api/ai/ask-coach {question}; the SPA also sends the turns so far. */
export const AskCoachInput = z.object({
  question: requiredText(chatMessages.questionRequired, COACH_QUESTION_MAX, chatMessages.questionTooLong),
  history: z
    .array(ChatMessage.extend({ content: z.string().trim().min(1).max(COACH_HISTORY_CHARS) }))
    .max(COACH_HISTORY_MAX)
    .default([]),
});
export type AskCoachInput = z.infer<typeof AskCoachInput>;

/** The streamed answer (ai.coach.ask subscription): pieces of text as written, then the whole answer. */
export const CoachStreamEvent = z.discriminatedUnion("type", [
  z.object({ type: z.literal("delta"), text: z.string() }),
  z.object({ type: z.literal("done"), answer: z.string(), source: CoachSource }),
]);
export type CoachStreamEvent = z.infer<typeof CoachStreamEvent>;

/** The whole answer at once (REST, and the fallback when streaming is unavailable). */
export const CoachAnswer = z.object({ answer: z.string(), source: CoachSource });
export type CoachAnswer = z.infer<typeof CoachAnswer>;

/** POST /api/ai/save-conversation {conversation}. */
export const SaveConversationInput = z.object({
  conversation: z
    .array(ChatMessage, chatMessages.nothingToSave)
    .min(1, chatMessages.nothingToSave)
    .max(CONVERSATION_MESSAGES_MAX, chatMessages.conversationTooLong),
});
export type SaveConversationInput = z.infer<typeof SaveConversationInput>;

export const ConversationView = z.object({
  _id: Id,
  id: Id,
  messages: z.array(ChatMessage),
  createdAt: z.date(),
});
export type ConversationView = z.infer<typeof ConversationView>;

/** The turns a question carries: the last COACH_HISTORY_MAX, each cut to COACH_HISTORY_CHARS. */
export const historyForQuestion = (messages: readonly ChatMessage[]): ChatMessage[] =>
  messages
    .slice(-COACH_HISTORY_MAX)
    .map((message) => ({ ...message, content: message.content.slice(0, COACH_HISTORY_CHARS) }));

/** The transcript file's name (§9: it includes the date), e.g. coach-conversation-2026-11-25.txt. */
export const conversationFileName = (date: string) => `coach-conversation-${date}.txt`;

/** The transcript as plain text: "You:" and "Coach:" turns separated by blank lines. */
export function conversationText(messages: readonly ChatMessage[]): string {
  return messages.map((message) => `${message.role === "user" ? "You" : "Coach"}: ${message.content}`).join("\n\n");
}
