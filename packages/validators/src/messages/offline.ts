/**
 * The texts of working without a connection (issue 28, decision 034), used verbatim by the web app.
 * The few a page's first load shows; the outbox's own texts are in `outbox.ts`.
 */

/** Shown on any page: the banner, the mark of a change that waits, the tools that need the server. */
export const offlineMessages = {
  banner: "Offline — changes are kept and sent when you're back",
  waitingMark: "Waiting to send",
  keptToast: "Saved on this device — it is sent when you're back online",
  needsConnection: "Needs a connection",
  needsConnectionHint: "This tool works with the server. Try again when you're back online.",
} as const;
