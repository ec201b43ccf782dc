import { Dialog, DialogContent } from "@onepercent/ui/dialog";
import { chatMessages } from "@onepercent/validators/messages/coach-chat";
import { useRef, useState } from "react";
import { track } from "../../../lib/analytics";
import type { ModalProps } from "../../../lib/modals";
import { NeedsConnection } from "../../common/needs-connection";
import { ChatActions } from "./chat-actions";
import { ChatLog } from "./chat-log";
import { CoachTips } from "./coach-tips";
import { QuestionForm } from "./question-form";
import { useCoachChat } from "./use-coach-chat";

/**
 * Ask Your Coach over the current page (`?modal=ask-your-coach`; training-and-tools.md §2, §4,
 * §5, §8): the chat of fixed height, the question box, Save, Download, Clear and the tips.
 */
export function CoachDialog({ onClose }: ModalProps) {
  const [question, setQuestion] = useState("");
  const [questionError, setQuestionError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const chat = useCoachChat((unanswered) => {
    setQuestion((typed) => typed || unanswered);
    input.current?.focus();
  });

  const ask = () => {
    const text = question.trim();
    if (!text) {
      setQuestionError(chatMessages.questionRequired);
      input.current?.focus();
      return;
    }
    setQuestionError(null);
    setQuestion("");
    chat.ask(text);
    track("Feature Used", { feature: "Ask Your Coach" });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Ask Your Coach"
        description="Questions about nerves, confidence, focus or bouncing back, answered from your own goals and training."
        className="sm:w-[min(60rem,calc(100vw-2rem))]"
      >
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_17rem]">
          <div className="flex min-w-0 flex-col gap-3">
            <NeedsConnection />
            <ChatLog messages={chat.messages} draft={chat.draft} />
            <QuestionForm
              value={question}
              onChange={(value) => {
                setQuestion(value);
                if (value.trim()) setQuestionError(null);
              }}
              onAsk={ask}
              onStop={() => {
                chat.stop();
                input.current?.focus();
              }}
              writing={chat.draft !== null}
              error={questionError ?? chat.error}
              input={input}
            />
            <ChatActions
              messages={chat.messages}
              version={chat.version}
              writing={chat.draft !== null}
              onClear={() => {
                chat.clear();
                setQuestionError(null);
              }}
            />
          </div>
          <CoachTips />
        </div>
      </DialogContent>
    </Dialog>
  );
}
