import { appRouter } from "../root";
import { type RestRow, row } from "./types";

const { reminders } = appRouter;

/**
 * Reminders (issue 28). Not a legacy path: the service worker's "Done" on a habit's reminder posts
 * `{ token }` here, without a session (the signed token names the user, the habit and the day).
 * Answers `{ ok: true }`, or 400 with reminderMessages.doneLinkInvalid.
 */
export const reminderRows: RestRow[] = [
  row({ method: "POST", path: "/api/reminders/done", access: "public", procedure: reminders.done }),
];
