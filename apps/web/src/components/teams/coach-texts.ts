// Apart from texts.ts, which the Teams route's search check loads with the app's shell: these
// load only with the screens that show offers, notes and "From your coach".

/** What the offers of coaches (issue 29 part 4) and their notes (part 5) say on the athlete's screens. */
export const coachTexts = {
  fromCoach: "From your coach",
  offersTitle: "From your coaches",
  offersIntro: "What your coaches offer you. Accepted items join your own lists; you can change or delete them.",
  answeredTitle: "Answered",
  accept: "Accept",
  decline: "Decline",
  accepting: "Accepting…",
  declining: "Declining…",
  accepted: (title: string) => `Accepted: ${title} is in your lists.`,
  declined: (title: string) => `Declined: ${title}.`,
  acceptFailed: "Failed to accept the offer. Please try again.",
  declineFailed: "Failed to decline the offer. Please try again.",
  offersFailed: "Failed to load your coaches' offers.",
  statusAccepted: "Accepted",
  statusDeclined: "Declined",
  team: (team: string) => `Team ${team}`,
  weeks: (weeks: number) => `${weeks} ${weeks === 1 ? "week" : "weeks"}`,
  items: (count: number) => `${count} ${count === 1 ? "item" : "items"}`,
  steps: (count: number) => `${count} ${count === 1 ? "step" : "steps"}`,
  window: (from: string, to: string) => `Runs ${from} to ${to}`,
  trigger: "Trigger:",
  physicalAction: "Physical action:",
  pattern: (p: { inhale: number; hold1: number; exhale: number; hold2: number; cycles: number }) =>
    `In ${p.inhale} s, hold ${p.hold1} s, out ${p.exhale} s, hold ${p.hold2} s · ${p.cycles} ${p.cycles === 1 ? "cycle" : "cycles"}`,
  moreOffers: (count: number) => `See all ${count} offers`,
  showContents: "What's in it",
  hideContents: "Hide what's in it",
  notesTitle: "Notes from your coach",
  noteFrom: (coach: string) => `Coach ${coach}`,
  reply: "Reply",
  send: "Send",
  sending: "Sending…",
  cancel: "Cancel",
  hide: "Hide",
  yourReply: "Your answer",
  replyLabel: (coach: string) => `Your answer to Coach ${coach}`,
  replyFailed: "Failed to send your answer. Please try again.",
  hideFailed: "Failed to hide the note. Please try again.",
  hidden: "Note hidden.",
} as const;

/** The kinds an offer's items have, as its contents name them. */
export const ITEM_KIND_LABELS = {
  habit: "Habit",
  routine: "Routine",
  breathwork: "Breathing pattern",
  program: "Program",
} as const;
