import { Button } from "@onepercent/ui/button";
import { useTimedNotice } from "@onepercent/ui/use-timed-notice";
import { type ChatMessage, conversationFileName, conversationText } from "@onepercent/validators/coach-chat";
import { chatMessages } from "@onepercent/validators/messages/coach-chat";
import { Check, Download, Save, Trash2 } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "../../../lib/form-errors";
import { todayInBrowser } from "../../../lib/today";
import { trpc } from "../../../lib/trpc";
import { downloadBlob } from "../../common/download";

/** Success notes last 3 seconds (§8, §9). */
const NOTE_MS = 3000;

/** A success, or an error about the chat as it was (`about`): out of date once the chat changes. */
type Note = { kind: "success"; text: string } | { kind: "error"; text: string; about: ChatMessage[] };

/**
 * Save, Download and Clear (§2, §4 Chat, §5 Chat, §8 Chat), held back while the coach writes.
 * Save says 'Saved' once the conversation is saved, until a new answer arrives or the chat is
 * cleared (`version` changes).
 */
export function ChatActions({
  messages,
  version,
  writing,
  onClear,
}: {
  messages: ChatMessage[];
  version: number;
  writing: boolean;
  onClear: () => void;
}) {
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  const { value: note, show, clear } = useTimedNotice<Note>(NOTE_MS);
  const save = trpc.ai.coach.save.useMutation();
  const saved = savedVersion === version;
  const showError = (text: string) => show({ kind: "error", text, about: messages }, { lasting: true });

  const onSave = async () => {
    if (messages.length === 0) return showError(chatMessages.nothingToSave);
    const savedAt = version;
    try {
      await save.mutateAsync({ conversation: messages });
      setSavedVersion(savedAt);
      show({ kind: "success", text: chatMessages.saved });
    } catch (error) {
      showError(errorMessage(error, chatMessages.saveFailed));
    }
  };

  const onDownload = () => {
    if (messages.length === 0) return showError(chatMessages.nothingToDownload);
    clear();
    const transcript = new Blob([conversationText(messages)], { type: "text/plain;charset=utf-8" });
    downloadBlob(transcript, conversationFileName(todayInBrowser()));
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            if (!saved) void onSave();
          }}
          disabled={writing || save.isPending}
          // Saved stays focusable (the focus does not jump away after a save) but does nothing.
          aria-disabled={saved || undefined}
          className={saved ? "cursor-default hover:bg-white" : undefined}
        >
          {saved ? <Check aria-hidden className="text-brand-700" /> : <Save aria-hidden />}
          {saved ? "Saved" : save.isPending ? "Saving…" : "Save"}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDownload} disabled={writing}>
          <Download aria-hidden />
          Download
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            clear();
            onClear();
          }}
        >
          <Trash2 aria-hidden />
          Clear
        </Button>
      </div>
      <ActionNote note={note?.kind === "error" && note.about !== messages ? null : note} />
    </div>
  );
}

function ActionNote({ note }: { note: Note | null }) {
  if (!note) return null;
  return note.kind === "success" ? (
    <p role="status" className="rounded-xl bg-brand-50 px-3.5 py-2 font-medium text-brand-800 text-sm">
      {note.text}
    </p>
  ) : (
    <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-2 text-red-800 text-sm">
      {note.text}
    </p>
  );
}
