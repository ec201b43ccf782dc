import { Button } from "@onepercent/ui/button";
import { EyeOff, MessageSquareReply } from "lucide-react";
import { useId, useState } from "react";
import { FormAlert } from "../common/form-parts";
import { coachTexts } from "./coach-texts";
import type { CoachNote } from "./coach-types";
import { NoteReplyForm } from "./note-reply-form";
import { useNoteActions } from "./use-note-actions";

let format: Intl.DateTimeFormat | undefined;
const dateFormat = () => {
  format ??= new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", year: "numeric" });
  return format;
};

/** One coach's note: who and when, the text, the athlete's answer or Reply (once), and Hide. */
export function CoachNoteRow({ note }: { note: CoachNote }) {
  const id = useId();
  const [replying, setReplying] = useState(false);
  const actions = useNoteActions(note);
  const when = dateFormat();
  const from = coachTexts.noteFrom(note.coachName);
  return (
    <li>
      <article
        aria-labelledby={`${id}-from`}
        className="space-y-2 rounded-2xl border border-brand-100 bg-brand-50/60 p-3.5"
      >
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span id={`${id}-from`} className="font-semibold text-ink">
            {from}
          </span>
          <time dateTime={note.createdAt.toISOString()} className="text-slate-600">
            {when.format(note.createdAt)}
          </time>
        </p>
        <p className="whitespace-pre-wrap break-words text-ink">{note.text}</p>
        {note.reply !== null ? (
          <div className="rounded-xl bg-white px-3 py-2">
            <p className="font-medium text-slate-600 text-xs">{coachTexts.yourReply}</p>
            <p className="whitespace-pre-wrap break-words text-ink text-sm">{note.reply}</p>
          </div>
        ) : replying ? (
          <NoteReplyForm
            coachName={note.coachName}
            sending={actions.replying}
            serverError={actions.replyError}
            onSend={async (text) => {
              await actions.reply(text);
              setReplying(false);
            }}
            onCancel={() => setReplying(false)}
          />
        ) : null}
        <FormAlert message={actions.hideError} />
        {replying ? null : (
          <div className="flex flex-wrap justify-end gap-2">
            {note.reply === null ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={`${coachTexts.reply} to ${from}`}
                onClick={() => setReplying(true)}
              >
                <MessageSquareReply aria-hidden />
                {coachTexts.reply}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              disabled={actions.hiding}
              aria-label={`${coachTexts.hide} the note from ${from}`}
              onClick={actions.hide}
            >
              <EyeOff aria-hidden />
              {coachTexts.hide}
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}
