import { Button } from "@onepercent/ui/button";
import { errorAria, FieldError, Label, Textarea } from "@onepercent/ui/field";
import { COACH_QUESTION_MAX } from "@onepercent/validators/coach-chat";
import { Send, Square } from "lucide-react";
import type { KeyboardEvent, RefObject } from "react";
import { useOnline } from "../../../lib/offline/network-status";

const ID = "coach-question";

/**
 * The question box: Enter asks, Shift+Enter starts a new line. While the coach writes, Ask
 * becomes Stop. `error` is the question's own message or why the last one got no answer.
 */
export function QuestionForm({
  value,
  onChange,
  onAsk,
  onStop,
  writing,
  error,
  input,
}: {
  value: string;
  onChange: (value: string) => void;
  onAsk: () => void;
  onStop: () => void;
  writing: boolean;
  error: string | null;
  input: RefObject<HTMLTextAreaElement | null>;
}) {
  const online = useOnline();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!writing && online) onAsk();
  };
  return (
    <form
      noValidate
      aria-label="Ask your coach"
      onSubmit={(event) => {
        event.preventDefault();
        onAsk();
      }}
      className="flex flex-col gap-1.5"
    >
      <Label htmlFor={ID}>Your question</Label>
      <div className="flex items-end gap-2">
        <Textarea
          ref={input}
          id={ID}
          rows={2}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={COACH_QUESTION_MAX}
          placeholder="What's on your mind before the game?"
          enterKeyHint="send"
          // The control's own min-height and resize handle give way to a two-line box.
          className="min-h-0! flex-1 resize-none!"
          {...errorAria(ID, error ?? undefined)}
        />
        {writing ? (
          <Button variant="secondary" size="lg" onClick={onStop}>
            <Square aria-hidden className="fill-current" />
            Stop
          </Button>
        ) : (
          <Button type="submit" size="lg" disabled={!online}>
            <Send aria-hidden />
            Ask
          </Button>
        )}
      </div>
      <FieldError id={`${ID}-error`}>{error}</FieldError>
      {/* Announced when the coach starts writing; the answer itself is read from the log once written. */}
      <p role="status" className="flex items-center gap-2 text-slate-600 text-sm leading-5">
        {writing ? (
          <>
            <span className="size-2 animate-pulse rounded-full bg-brand-600" aria-hidden />
            Coach is writing…
          </>
        ) : null}
      </p>
      {error || writing ? null : (
        <p className="text-slate-500 text-xs leading-5">Enter to ask · Shift+Enter for a new line</p>
      )}
    </form>
  );
}
