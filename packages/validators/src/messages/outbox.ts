/** The texts of the offline outbox (issue 28, decision 034): loaded with the outbox, not with a page. */

/** The outbox's status line, its review of refused changes and the question at sign-out. */
export const outboxMessages = {
  waiting: (count: number) => (count === 1 ? "1 change waiting to send" : `${count} changes waiting to send`),
  refused: (count: number) => (count === 1 ? "1 change could not be saved" : `${count} changes could not be saved`),
  review: "Review",
  reviewTitle: "Changes not saved",
  reviewDescription: "The server refused these changes. Send one again or discard it.",
  sendAgain: "Send again",
  discard: "Discard",
  signOutTitle: "Changes not sent yet",
  signOutDescription: (count: number) => {
    const them = count === 1 ? "it" : "them";
    return `${count === 1 ? "1 change" : `${count} changes`} made on this device could not be sent: you are offline. Keep ${them} on this device to send at your next sign-in here, or discard ${them}?`;
  },
  keepForNextSignIn: "Keep for next sign-in",
  discardAndSignOut: "Discard and sign out",
} as const;

/** What a waiting write is, in the review list. */
export const outboxKindLabels: Record<string, string> = {
  "habits.setDay": "Habit check",
  "habits.setNote": "Habit note",
  "journal.save": "Journal entry",
  "planner.checkIn.save": "Daily check-in",
  "focus.breathwork.saveSession": "Breathwork session",
  "focus.relaxation.saveSession": "Relaxation session",
  "focus.concentration.saveAttempt": "Concentration grid game",
  "routines.create": "New routine",
  "routines.delete": "Routine deleted",
  "routines.rehearsed": "Routine rehearsal",
};
