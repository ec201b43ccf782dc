import { z } from "zod";
import { IdRef } from "./ids";
import { COACH_NOTE_MAX } from "./limits";
import { assignmentMessages } from "./messages/assignments";
import { requiredText } from "./text-schemas";

export { COACH_NOTE_MAX };

/**
 * Coaches' notes (issue 29 part 5, decision 035 "Notes"): a short note on an athlete's shared
 * journal entry (journals shared in full) or routine (routines shared). The athlete reads it,
 * answers it once or hides it.
 */

const NOTE_ITEM_KINDS = ["journal", "routine"] as const;
export type NoteItemKind = (typeof NOTE_ITEM_KINDS)[number];

/** The item a note is on. */
export const NoteItem = z.object({ kind: z.enum(NOTE_ITEM_KINDS, assignmentMessages.kindInvalid), id: IdRef });
export type NoteItem = z.infer<typeof NoteItem>;

const NoteText = requiredText(assignmentMessages.noteRequired, COACH_NOTE_MAX, assignmentMessages.noteTooLong);

export const CreateNoteInput = z.object({ teamId: IdRef, athleteId: IdRef, item: NoteItem, text: NoteText });
export type CreateNoteInput = z.infer<typeof CreateNoteInput>;

/** The notes of the team's coaches on the athlete's shared items (on one item, when named). */
export const CoachNotesInput = z.object({ teamId: IdRef, athleteId: IdRef, item: NoteItem.optional() });
export type CoachNotesInput = z.infer<typeof CoachNotesInput>;

/** The athlete's notes (on one item, when named); hidden ones only when asked for. */
export const MyNotesInput = z
  .object({ item: NoteItem.optional(), includeHidden: z.boolean().default(false) })
  .prefault({});
export type MyNotesInput = z.infer<typeof MyNotesInput>;

export const NoteIdInput = z.object({ noteId: IdRef });
export type NoteIdInput = z.infer<typeof NoteIdInput>;

export const ReplyNoteInput = z.object({
  noteId: IdRef,
  text: requiredText(assignmentMessages.replyRequired, COACH_NOTE_MAX, assignmentMessages.replyTooLong),
});
export type ReplyNoteInput = z.infer<typeof ReplyNoteInput>;

/** A note as its coach reads it (whether the athlete hid it is the athlete's own). */
export const CoachNoteView = z.object({
  id: z.string(),
  teamId: z.string().nullable(),
  coachName: z.string(),
  item: z.object({ kind: z.enum(NOTE_ITEM_KINDS), id: z.string() }),
  text: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.date().nullable(),
  createdAt: z.date(),
});
export type CoachNoteView = z.infer<typeof CoachNoteView>;

/** A note as the athlete reads it. */
export const NoteView = CoachNoteView.extend({ hidden: z.boolean() });
export type NoteView = z.infer<typeof NoteView>;
