import { ASSIGNMENT_TITLE_MAX, COACH_NOTE_MAX, PROGRAM_ITEMS_MAX, PROGRAM_WEEKS_MAX } from "../limits";

/** What assignments and coaches' notes (issue 29 parts 4 and 5) say. */
export const assignmentMessages = {
  programNameRequired: "Please give the program a name",
  programNameTooLong: `Please keep the program name under ${ASSIGNMENT_TITLE_MAX} characters`,
  programWeeksInvalid: `A program runs for 1 to ${PROGRAM_WEEKS_MAX} weeks`,
  programItemsInvalid: `A program holds 1 to ${PROGRAM_ITEMS_MAX} habits, routines or breathing patterns`,
  kindInvalid: "Please choose a habit, a routine, a breathing pattern or a program",
  presetBuiltIn: "Athletes already have this breathing pattern: give yours another name",
  createFailed: "Failed to send the assignment. Please try again.",
  alreadyDeclined: "You declined this offer",
  alreadyAccepted: "You accepted this offer: it is in your lists",
  presetNameTaken: (name: string) =>
    `You already have a breathing pattern called "${name}": rename or delete yours, then accept`,
  noteRequired: "Please write a note",
  noteTooLong: `Please keep the note under ${COACH_NOTE_MAX} characters`,
  replyRequired: "Please write an answer",
  replyTooLong: `Please keep the answer under ${COACH_NOTE_MAX} characters`,
  alreadyReplied: "You have already answered this note: a note gets one answer",
  noteFailed: "Failed to save the note. Please try again.",
} as const;
