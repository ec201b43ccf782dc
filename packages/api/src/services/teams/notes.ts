import { and, asc, coachNotes, type Database, eq, isNull, type SQL, sql } from "@onepercent/db";
import { AppError } from "@onepercent/validators";
import type { MyNotesInput, NoteIdInput, NoteView, ReplyNoteInput } from "@onepercent/validators/coach-notes";
import { assignmentMessages } from "@onepercent/validators/messages/assignments";
import { found, ownedBy } from "../shared/records";
import { noteColumns, onItem, toNote } from "./note-rows";

// The athlete's side of coaches' notes (issue 29 part 5): the notes on their items, whatever they
// share now (a note is theirs once written); one answer each; hiding one keeps it out of the list.

const selectNotes = (db: Database, userId: string, where: SQL | undefined) =>
  db
    .select(noteColumns)
    .from(coachNotes)
    .where(and(eq(coachNotes.userId, userId), where))
    .orderBy(asc(coachNotes.createdAt), asc(coachNotes.id));

/** The caller's notes (on one item, when named), oldest first; hidden ones only when asked for. */
export async function listMyNotes(db: Database, userId: string, { item, includeHidden }: MyNotesInput) {
  const rows = await selectNotes(
    db,
    userId,
    and(item === undefined ? undefined : onItem(item), includeHidden ? undefined : isNull(coachNotes.hiddenAt)),
  );
  return rows.map(toNote);
}

/**
 * Answers a note once: the answer is written only where there is none yet (one statement, so two
 * answers at once keep the first); a second answer is refused with a message.
 */
export async function replyToNote(db: Database, userId: string, { noteId, text }: ReplyNoteInput, now = new Date()) {
  const rows = await db
    .update(coachNotes)
    .set({ reply: text, repliedAt: now })
    .where(and(ownedBy(coachNotes, userId, noteId), isNull(coachNotes.reply)))
    .returning(noteColumns);
  const [answered] = rows;
  if (answered) return toNote(answered);
  found(await selectNotes(db, userId, ownedBy(coachNotes, userId, noteId)));
  throw new AppError("BAD_INPUT", assignmentMessages.alreadyReplied);
}

/** Hides a note of the caller's from their list (hiding again changes nothing); coaches still read it. */
export async function hideNote(
  db: Database,
  userId: string,
  { noteId }: NoteIdInput,
  now = new Date(),
): Promise<NoteView> {
  const rows = await db
    .update(coachNotes)
    .set({ hiddenAt: sql`coalesce(${coachNotes.hiddenAt}, ${now.toISOString()}::timestamptz)` })
    .where(ownedBy(coachNotes, userId, noteId))
    .returning(noteColumns);
  return toNote(found(rows));
}
