import { and, coachNotes, type Database, eq, isNotNull, journalEntries, or, routines, type SQL } from "@onepercent/db";
import type { CoachNotesInput, CoachNoteView, CreateNoteInput, NoteItem } from "@onepercent/validators/coach-notes";
import { assignmentMessages } from "@onepercent/validators/messages/assignments";
import { isShared, type Sharing } from "@onepercent/validators/teams";
import { notFound } from "../../errors";
import { idIs, inserted } from "../shared/records";
import { noteColumns, onItem, toCoachNote } from "../teams/note-rows";
import { type AthleteGrant, authorize, type Viewer } from "./access";
import { coachNameIn } from "./assignments";

// The coach's side of notes (issue 29 part 5, decision 035 "Notes"): a coach of the team writes a
// short note on an item the athlete shares with it, a routine (routines shared) or a journal entry
// (journals shared in full: at "ratings" a coach sees no entry at all). The team's coaches and the
// admin read the notes only while the item is shared; otherwise it is NOT_FOUND, as the item is.

/** Whether the coach sees items of `kind` under `sharing` (as `authorize` read it now). */
const seesItems = (sharing: Sharing, kind: NoteItem["kind"]) =>
  kind === "journal" ? sharing.journals === "full" : isShared(sharing.routines);

/** The athlete's item, if it is theirs and the coach sees its kind; NOT_FOUND otherwise. */
async function sharedItem(db: Database, grant: AthleteGrant, item: NoteItem): Promise<string> {
  if (!seesItems(grant.sharing, item.kind)) throw notFound();
  const table = item.kind === "journal" ? journalEntries : routines;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(idIs(table.id, item.id), eq(table.userId, grant.athlete.id)));
  if (!row) throw notFound();
  return row.id;
}

/** Writes a note on an item of an athlete of a team the viewer coaches, which the athlete shares with it. */
export async function createNote(
  db: Database,
  viewer: Viewer,
  { teamId, athleteId, item, text }: CreateNoteInput,
  now = new Date(),
): Promise<CoachNoteView> {
  const grant = await authorize(db, viewer, { kind: "athlete", teamId, athleteId }, now);
  const coachName = coachNameIn(grant, viewer);
  const itemId = await sharedItem(db, grant, item);
  const rows = await db
    .insert(coachNotes)
    .values({
      userId: grant.athlete.id,
      teamId: grant.team.id,
      coachId: viewer.id,
      coachName,
      journalEntryId: item.kind === "journal" ? itemId : null,
      routineId: item.kind === "routine" ? itemId : null,
      text,
      createdAt: now,
    })
    .returning(noteColumns);
  return toCoachNote(inserted(rows, assignmentMessages.noteFailed));
}

/** The kinds of item whose notes the coach reads now, as a condition on the notes. */
function onSeenItems(sharing: Sharing): SQL | undefined {
  const seen = [
    seesItems(sharing, "journal") ? isNotNull(coachNotes.journalEntryId) : undefined,
    seesItems(sharing, "routine") ? isNotNull(coachNotes.routineId) : undefined,
  ].filter((condition) => condition !== undefined);
  return seen.length === 0 ? undefined : or(...seen);
}

/**
 * The notes of the team's coaches on the athlete's items that are shared with it now (on one
 * item, when named: NOT_FOUND unless the coach sees it), oldest first.
 */
export async function listCoachNotes(
  db: Database,
  viewer: Viewer,
  { teamId, athleteId, item }: CoachNotesInput,
  now = new Date(),
): Promise<CoachNoteView[]> {
  const grant = await authorize(db, viewer, { kind: "athlete", teamId, athleteId }, now);
  if (item !== undefined) await sharedItem(db, grant, item);
  const seen = onSeenItems(grant.sharing);
  if (seen === undefined) return [];
  const rows = await db
    .select(noteColumns)
    .from(coachNotes)
    .where(
      and(
        eq(coachNotes.userId, grant.athlete.id),
        eq(coachNotes.teamId, grant.team.id),
        seen,
        item === undefined ? undefined : onItem(item),
      ),
    )
    .orderBy(coachNotes.createdAt, coachNotes.id);
  return rows.map(toCoachNote);
}
