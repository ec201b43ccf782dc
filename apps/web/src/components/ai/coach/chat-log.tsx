import { cn } from "@onepercent/ui/cn";
import { IconTile } from "@onepercent/ui/icon-tile";
import type { ChatMessage } from "@onepercent/validators/coach-chat";
import { MessageCircleQuestionMark, Sparkles } from "lucide-react";
import { useLayoutEffect, useRef } from "react";

/** How close to the bottom (px) the reader must be for new text to keep the view at the bottom. */
const PINNED_SLACK = 48;

/**
 * The conversation in a box of fixed height (§2) that scrolls inside and keeps the latest text in
 * view unless the reader has scrolled up. A log region: screen readers hear each finished turn;
 * while the coach writes it is busy, so the answer is not read out piece by piece.
 */
export function ChatLog({ messages, draft }: { messages: readonly ChatMessage[]; draft: string | null }) {
  const box = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const lastRole = messages.at(-1)?.role;

  // A new question of the reader's brings the view back to the bottom.
  useLayoutEffect(() => {
    if (lastRole === "user") pinned.current = true;
  }, [lastRole]);
  useLayoutEffect(() => {
    const element = box.current;
    if (element && pinned.current && (messages.length > 0 || draft !== null)) {
      element.scrollTop = element.scrollHeight;
    }
  }, [messages, draft]);

  return (
    <div
      ref={box}
      role="log"
      aria-live="polite"
      aria-label="Conversation with your coach"
      aria-busy={draft !== null}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < PINNED_SLACK;
      }}
      className="h-72 shrink-0 overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-slate-50 p-3 focus-visible:outline-2 focus-visible:outline-brand-600/40 sm:h-80 sm:p-4 lg:h-[26rem]"
    >
      {messages.length === 0 && draft === null ? (
        <EmptyChat />
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.map((message, index) => (
            // The turns only grow at the end or are cleared together: the index is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <Bubble key={index} from={message.role} text={message.content} />
          ))}
          {draft !== null ? <Bubble from="coach" text={draft} writing /> : null}
        </ol>
      )}
    </div>
  );
}

function Bubble({ from, text, writing = false }: { from: ChatMessage["role"]; text: string; writing?: boolean }) {
  const coach = from === "coach";
  return (
    <li className={cn("flex items-end gap-2", coach ? "justify-start" : "justify-end")}>
      {coach ? (
        <IconTile size={7} shape="round" tone="strong" aria-hidden>
          <Sparkles className="size-4" />
        </IconTile>
      ) : null}
      <div
        data-testid={writing ? "coach-draft" : undefined}
        className={cn(
          "max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2.5 text-[0.9375rem] leading-relaxed shadow-xs",
          coach ? "rounded-bl-md bg-white text-ink ring-1 ring-slate-200" : "rounded-br-md bg-brand-700 text-white",
        )}
      >
        <span className="sr-only">{coach ? "Coach: " : "You: "}</span>
        {text}
        {writing ? <WritingMark empty={text === ""} /> : null}
      </div>
    </li>
  );
}

/** Three pulsing dots before the first words arrive, then a caret at the end of the text. */
function WritingMark({ empty }: { empty: boolean }) {
  if (!empty)
    return <span className="ml-0.5 inline-block h-4 w-0.5 animate-pulse bg-brand-600 align-middle" aria-hidden />;
  return (
    <span className="inline-flex gap-1 py-1.5" aria-hidden>
      {["[animation-delay:0ms]", "[animation-delay:150ms]", "[animation-delay:300ms]"].map((delay) => (
        <span key={delay} className={cn("size-1.5 animate-bounce rounded-full bg-slate-400", delay)} />
      ))}
    </span>
  );
}

function EmptyChat() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-2 px-4 text-center">
      <IconTile size={11} shape="round" tone="strong" aria-hidden>
        <MessageCircleQuestionMark className="size-6" />
      </IconTile>
      <p className="font-semibold text-ink">Ask about the mental side of your game</p>
      <p className="max-w-sm text-slate-600 text-sm">
        Nerves before a big game, bouncing back from a mistake, confidence, focus, sleep before competition — your coach
        answers from your own goals, routines and journal.
      </p>
    </div>
  );
}
