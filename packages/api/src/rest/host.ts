import type { HostRow } from "./types";

/** The recording upload: exempt from the host's global body limit, it has its own (apps/server files/ai-upload.ts). */
export const AI_UPLOAD_PATH = "/api/ai/audio";
/** "Download my data" (issue 16 part 5). */
export const ACCOUNT_EXPORT_PATH = "/api/account/export";
/** Google sign-in (issue 16): the browser is sent to the provider from here and comes back to the callback. */
const GOOGLE_START_PATH = "/auth/google";
export const GOOGLE_CALLBACK_PATH = "/auth/google/callback";

/**
 * The paths the host answers itself, beside the procedure rows: files with ranges, an upload, a
 * spoken track, a ZIP and the Google redirects (their answers are bytes or redirects, not a
 * procedure's JSON). Rows as data like the others: the host mounts them by the same loop, checks
 * `access` first with the same session check (the cookie or a bearer token), and has one handler
 * per `handler` (apps/server/src/api/host-handlers.ts). A browser opens them, so they are mounted
 * before the SPA.
 */
export const hostRows: HostRow[] = [
  { method: "GET", path: "/audio/relaxation/:name", access: "public", handler: "relaxation-track" },
  { method: "GET", path: "/api/routines/:id/speech/:name", access: "user", owned: true, handler: "routine-speech" },
  { method: "GET", path: "/api/ai/files/:id", access: "user", owned: true, handler: "ai-file" },
  { method: "GET", path: ACCOUNT_EXPORT_PATH, access: "user", handler: "account-export" },
  { method: "POST", path: AI_UPLOAD_PATH, access: "user", handler: "ai-upload" },
  { method: "POST", path: "/api/ai/text-to-speech", access: "user", handler: "ai-speech" },
  { method: "GET", path: GOOGLE_START_PATH, access: "public", handler: "google-start" },
  { method: "GET", path: GOOGLE_CALLBACK_PATH, access: "public", handler: "google-callback" },
];
