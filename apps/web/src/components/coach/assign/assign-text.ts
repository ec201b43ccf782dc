import type { AssignmentKind, OfferStatus } from "@onepercent/validators/assignments";

/** What the coach's assignments, notes and report say that the server does not (issue 29, points 4–6). */
export const assignText = {
  assign: "Assign",
  assignTitle: "Assign to athletes",
  assignDescription: "Each athlete gets an offer to accept or decline; accepted items join their own lists.",
  recipient: "Assign to",
  wholeTeam: "The whole team",
  kind: "What to assign",
  send: "Send",
  sending: "Sending…",
  sent: (title: string, count: number) => `Sent "${title}" to ${count} ${count === 1 ? "athlete" : "athletes"}.`,
  routineName: "Routine name",
  patternName: "Pattern name",
  programName: "Program name",
  programWeeks: "Weeks",
  programItems: "Items of the program",
  noItems: "No items yet: add a routine, a habit or a breathing pattern.",
  addItem: (kind: string) => `Add ${kind}`,
  addToProgram: "Add to program",
  removeItem: (title: string) => `Remove ${title}`,
  assignmentsTitle: "Assignments",
  noAssignments: "Nothing assigned yet. Use Assign to offer a routine, a habit, a breathing pattern or a program.",
  noOffers: "No current athlete has this offer.",
  loadFailed: "Failed to load the assignments. Please try again.",
  downloadCsv: "Download CSV",
  downloading: "Preparing…",
  exportFailed: "Failed to prepare the report. Please try again.",
  offersTitle: "Assignments from this team",
  noOffersForAthlete: "Nothing assigned to this athlete yet.",
  note: "Note",
  noteLabel: "Note to the athlete",
  noteSent: "Note sent.",
  notesOn: (title: string) => `Notes on ${title}`,
  reply: "Reply",
  noReply: "No reply yet",
} as const;

export const KIND_LABELS: Record<AssignmentKind, string> = {
  routine: "Routine",
  habit: "Habit",
  breathwork: "Breathing pattern",
  program: "Program",
};

export const STATUS_LABELS: Record<OfferStatus, string> = {
  pending: "Pending",
  accepted: "Accepted",
  declined: "Declined",
};
