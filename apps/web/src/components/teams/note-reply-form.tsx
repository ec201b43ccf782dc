import { Button } from "@onepercent/ui/button";
import { TextareaField } from "@onepercent/ui/field";
import { COACH_NOTE_MAX, ReplyNoteInput } from "@onepercent/validators/coach-notes";
import { Send } from "lucide-react";
import { useId } from "react";
import { FormAlert } from "../common/form-parts";
import { useOneFieldForm } from "../common/use-one-field-form";
import { coachTexts } from "./coach-texts";

/** The one answer to a note: a textarea, Send and Cancel; the schema's message under it, the server's below. */
export function NoteReplyForm({
  coachName,
  sending,
  serverError,
  onSend,
  onCancel,
}: {
  coachName: string;
  sending: boolean;
  serverError: string | null;
  onSend: (text: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const reply = useOneFieldForm(ReplyNoteInput.shape.text);
  const label = coachTexts.replyLabel(coachName);
  return (
    <form
      noValidate
      onSubmit={reply.onSubmit((text) => onSend(text).catch(() => undefined))}
      className="space-y-2"
      aria-label={label}
    >
      <TextareaField
        id={`${id}-text`}
        label={<span className="sr-only">{label}</span>}
        rows={3}
        maxLength={COACH_NOTE_MAX}
        autoFocus
        {...reply.field}
      />
      <FormAlert message={serverError} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={sending}>
          {coachTexts.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={sending}>
          <Send aria-hidden />
          {sending ? coachTexts.sending : coachTexts.send}
        </Button>
      </div>
    </form>
  );
}
