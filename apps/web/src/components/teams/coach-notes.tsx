import type { NoteItemKind } from "@onepercent/validators/coach-notes";
import { lazy, Suspense } from "react";
import { trpc } from "../../lib/trpc";

// The notes' screen (reply form, its schema) loads only for an item that has notes.
const CoachNoteList = lazy(() => import("./coach-note-list").then((module) => ({ default: module.CoachNoteList })));

/**
 * The coaches' notes on one of the athlete's items (a routine, a journal entry), read when the
 * item is opened (teams.notes.list of that item, hidden ones left out). Nothing while they load,
 * when there are none, or when they could not be read: the item shows as before.
 */
export function CoachNotes({ kind, id, className }: { kind: NoteItemKind; id: string; className?: string }) {
  const notes = trpc.teams.notes.list.useQuery({ item: { kind, id } });
  if (!notes.data || notes.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CoachNoteList notes={notes.data} className={className} />
    </Suspense>
  );
}
