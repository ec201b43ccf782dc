import { Button } from "@onepercent/ui/button";
import { TextareaField } from "@onepercent/ui/field";
import { toast } from "@onepercent/ui/toaster";
import { COACH_NOTE_MAX, CreateNoteInput } from "@onepercent/validators/coach-notes";
import { assignmentMessages } from "@onepercent/validators/messages/assignments";
import { MessageSquarePlus } from "lucide-react";
import { createContext, type ReactNode, useContext, useId, useState } from "react";
import { errorMessage } from "../../../lib/form-errors";
import { trpc } from "../../../lib/trpc";
import { FormAlert, FormButtons } from "../../common/form-parts";
import { useOneFieldForm } from "../../common/use-one-field-form";
import { assignText } from "../assign/assign-text";
import type { CoachNote } from "../types";

type NoteItem = CoachNote["item"];

interface Notes {
  teamId: string;
  athleteId: string;
  notes: CoachNote[];
}

const NotesContext = createContext<Notes | null>(null);

/**
 * The team's notes on the athlete's shared items (issue 29 §5), read once for the page: each
 * routine row and full journal entry shows its own and a "Note" action.
 */
export function AthleteNotes({
  teamId,
  athleteId,
  children,
}: {
  teamId: string;
  athleteId: string;
  children: ReactNode;
}) {
  const notes = trpc.coach.notes.list.useQuery({ teamId, athleteId });
  return (
    <NotesContext.Provider value={{ teamId, athleteId, notes: notes.data ?? [] }}>{children}</NotesContext.Provider>
  );
}

/** The notes left on one item, each with the athlete's reply, and the "Note" action. */
export function ItemNotes({ item, title }: { item: NoteItem; title: string }) {
  const context = useContext(NotesContext);
  const [writing, setWriting] = useState(false);
  if (!context) return null;
  const notes = context.notes.filter((note) => note.item.kind === item.kind && note.item.id === item.id);
  return (
    <div className="basis-full space-y-2">
      {notes.length > 0 ? (
        <ul className="space-y-2" aria-label={assignText.notesOn(title)}>
          {notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-slate-50 px-3 py-2 text-sm">
              <p className="whitespace-pre-line text-ink">{note.text}</p>
              <p className="mt-0.5 text-slate-600 text-xs">{note.coachName}</p>
              {note.reply ? (
                <p className="mt-1.5 border-brand-200 border-l-2 pl-2 text-slate-700">
                  <span className="font-medium">{assignText.reply}: </span>
                  {note.reply}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {writing ? (
        <NoteForm {...context} item={item} title={title} onDone={() => setWriting(false)} />
      ) : (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${assignText.note} on ${title}`}
          onClick={() => setWriting(true)}
        >
          <MessageSquarePlus aria-hidden />
          {assignText.note}
        </Button>
      )}
    </div>
  );
}

function NoteForm({
  teamId,
  athleteId,
  item,
  title,
  onDone,
}: Omit<Notes, "notes"> & { item: NoteItem; title: string; onDone: () => void }) {
  const id = useId();
  const note = useOneFieldForm(CreateNoteInput.shape.text);
  const length = note.form.watch("value").length;
  const utils = trpc.useUtils();
  const create = trpc.coach.notes.create.useMutation({
    onSuccess: () => {
      toast.success(assignText.noteSent);
      void utils.coach.notes.list.invalidate({ teamId, athleteId });
      onDone();
    },
  });
  const submit = note.onSubmit((text) => create.mutate({ teamId, athleteId, item, text }));
  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <TextareaField
        id={`${id}-note`}
        label={`${assignText.noteLabel} (${title})`}
        rows={3}
        maxLength={COACH_NOTE_MAX}
        hint={`${length} / ${COACH_NOTE_MAX}`}
        {...note.field}
        // Opened to write the note.
        autoFocus
      />
      <FormAlert message={create.error ? errorMessage(create.error, assignmentMessages.noteFailed) : null} />
      <FormButtons
        form={{ submitLabel: assignText.send, pending: create.isPending, onCancel: onDone }}
        pendingLabel={assignText.sending}
        size="sm"
      />
    </form>
  );
}
