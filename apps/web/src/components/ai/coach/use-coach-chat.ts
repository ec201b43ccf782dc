import { type ChatMessage, historyForQuestion } from "@onepercent/validators/coach-chat";
import { chatMessages } from "@onepercent/validators/messages/coach-chat";
import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../lib/form-errors";
import { watchForUnauthorized } from "../../../lib/trpc";
import { subscriptions } from "../../../lib/trpc-subscriptions";

export interface CoachChat {
  /** The finished turns, oldest first. */
  messages: ChatMessage[];
  /** The answer being streamed, or null when the coach is not writing. */
  draft: string | null;
  /** Goes up with each new answer and on Clear: what a save is measured against ('Saved' until it changes). */
  version: number;
  /** Why the last question got no answer. */
  error: string | null;
  ask: (question: string) => void;
  /** Stops the answer being written, keeping what has arrived. */
  stop: () => void;
  clear: () => void;
}

/**
 * Ask Your Coach's conversation (training-and-tools.md §4 Chat, §8 Chat): each question goes to
 * the `ai.coach.ask` subscription with the last turns, and the answer grows as its pieces
 * arrive. A question that gets no answer is taken out of the chat and handed back through
 * `onUnanswered`, so it can be asked again.
 */
export function useCoachChat(onUnanswered: (question: string) => void): CoachChat {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  // The question being answered: its number (callbacks of an older one are ignored), its text,
  // the answer so far, and the subscription.
  const current = useRef<{ id: number; question: string; text: string; stop: () => void } | null>(null);
  const nextId = useRef(0);
  const unanswered = useRef(onUnanswered);
  unanswered.current = onUnanswered;

  const end = useCallback(() => {
    const active = current.current;
    current.current = null;
    active?.stop();
    setDraft(null);
  }, []);

  /** Keeps the answer (whole, or as far as it got) as the coach's turn. */
  const keep = useCallback(
    (answer: string) => {
      end();
      const content = answer.trim();
      if (!content) return;
      setMessages((previous) => [...previous, { role: "coach", content }]);
      setVersion((value) => value + 1);
    },
    [end],
  );

  /** Takes the unanswered question out of the chat and hands it back, with the reason if any. */
  const withdraw = useCallback(
    (reason: string | null) => {
      const question = current.current?.question;
      end();
      setError(reason);
      if (question === undefined) return;
      setMessages((previous) => previous.slice(0, -1));
      unanswered.current(question);
    },
    [end],
  );

  const ask = useCallback(
    (question: string) => {
      if (current.current) return;
      const id = nextId.current + 1;
      nextId.current = id;
      const history = historyForQuestion(messages);
      setMessages((previous) => [...previous, { role: "user", content: question }]);
      setDraft("");
      setError(null);
      const mine = () => current.current?.id === id;
      current.current = { id, question, text: "", stop: () => {} };
      const subscription = subscriptions.ai.coach.ask.subscribe(
        { question, history },
        {
          onData(event) {
            const active = current.current;
            if (!active || active.id !== id) return;
            if (event.type === "done") return keep(event.answer);
            active.text += event.text;
            setDraft(active.text);
          },
          onError(cause) {
            if (!mine()) return;
            watchForUnauthorized(cause);
            withdraw(errorMessage(cause, chatMessages.failed));
          },
          // The link would reconnect (and ask again) after a dropped connection or a server
          // failure; a chat answer is not worth a second run, so that ends it.
          onConnectionStateChange(state) {
            if (mine() && state.state === "connecting" && state.error) withdraw(chatMessages.failed);
          },
          onComplete() {
            const active = current.current;
            if (active?.id !== id) return;
            if (active.text.trim()) keep(active.text);
            else withdraw(chatMessages.failed);
          },
        },
      );
      if (mine() && current.current) current.current.stop = () => subscription.unsubscribe();
      else subscription.unsubscribe();
    },
    [messages, keep, withdraw],
  );

  const stop = useCallback(() => {
    const active = current.current;
    if (!active) return;
    if (active.text.trim()) keep(active.text);
    else withdraw(null);
  }, [keep, withdraw]);

  const clear = useCallback(() => {
    end();
    setMessages([]);
    setError(null);
    setVersion((value) => value + 1);
  }, [end]);

  useEffect(() => () => current.current?.stop(), []);

  return { messages, draft, version, error, ask, stop, clear };
}
