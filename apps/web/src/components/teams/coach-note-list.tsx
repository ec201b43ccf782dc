import { MessageSquareText } from "lucide-react";
import { useId } from "react";
import { CoachNoteRow } from "./coach-note-row";
import { coachTexts } from "./coach-texts";
import type { CoachNote } from "./coach-types";

/** "Notes from your coach": each note with its Reply and Hide (loaded only when an item has notes). */
export function CoachNoteList({ notes, className }: { notes: readonly CoachNote[]; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-ink">
        <MessageSquareText className="size-5 text-brand-700" aria-hidden />
        {coachTexts.notesTitle}
      </h3>
      <ul className="mt-2 space-y-2">
        {notes.map((note) => (
          <CoachNoteRow key={note.id} note={note} />
        ))}
      </ul>
    </section>
  );
}
