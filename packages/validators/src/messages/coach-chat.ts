import { COACH_QUESTION_MAX, CONVERSATION_MESSAGES_MAX, CONVERSATIONS_MAX_PER_USER } from "../limits";

/** §5 Chat and §8 Chat, verbatim, plus our own limits. */
export const chatMessages = {
  questionRequired: "Please enter a question",
  nothingToSave: "No conversation to save",
  nothingToDownload: "No conversation to download",
  failed: "An error occurred. Please try again.",
  saveFailed: "Failed to save conversation",
  saved: "Conversation saved successfully!",
  questionTooLong: `Please keep your question under ${COACH_QUESTION_MAX.toLocaleString("en-US")} characters`,
  tooManyConversations: `You can keep at most ${CONVERSATIONS_MAX_PER_USER} saved conversations. Delete one to save another.`,
  conversationTooLong: `A saved conversation holds at most ${CONVERSATION_MESSAGES_MAX} messages`,
} as const;
