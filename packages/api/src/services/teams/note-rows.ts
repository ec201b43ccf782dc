import { coachNotes, type SQL } from "@onepercent/db";
import type { CoachNoteView, NoteItem, NoteItemKind, NoteView } from "@onepercent/validators/coach-notes";
import { idIs } from "../shared/records";

// A coach's note as both sides read it (issue 29 part 5): the item it is on, the note, the one answer.

export const noteColumns = {
  id: coachNotes.id,
  teamId: coachNotes.teamId,
  coachName: coachNotes.coachName,
  journalEntryId: coachNotes.journalEntryId,
  routineId: coachNotes.routineId,
  text: coachNotes.text,
  reply: coachNotes.reply,
  repliedAt: coachNotes.repliedAt,
  hiddenAt: coachNotes.hiddenAt,
  createdAt: coachNotes.createdAt,
};

type NoteRow = Pick<typeof coachNotes.$inferSelect, keyof typeof noteColumns>;

/** The column that names an item of `kind`. */
const itemColumn = (kind: NoteItemKind) => (kind === "journal" ? coachNotes.journalEntryId : coachNotes.routineId);

/** The notes on `item`. */
export const onItem = (item: NoteItem): SQL => idIs(itemColumn(item.kind), item.id);

/** A note as its coach reads it. */
export function toCoachNote(row: NoteRow): CoachNoteView {
  const item: CoachNoteView["item"] =
    row.journalEntryId !== null
      ? { kind: "journal", id: row.journalEntryId }
      : { kind: "routine", id: row.routineId ?? "" };
  return {
    id: row.id,
    teamId: row.teamId,
    coachName: row.coachName,
    item,
    text: row.text,
    reply: row.reply,
    repliedAt: row.repliedAt,
    createdAt: row.createdAt,
  };
}

/** A note as the athlete reads it. */
export const toNote = (row: NoteRow): NoteView => ({ ...toCoachNote(row), hidden: row.hiddenAt !== null });
