/** Session lifetimes (ARCHITECTURE.md "Identity and sessions"; platform.md §4, §9). */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
/** However active, a session ends this long after sign-in: 30 days with "Remember me", else 12 hours. */
export const REMEMBER_ME_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Session activity is written at most this often. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60 * 1000;
export const KEEP_ALIVE_INTERVAL_MS = 5 * 60 * 1000;
export const SESSION_COOKIE = "op_session";

/**
 * The most calls the web client puts in one /trpc batch; the server refuses a larger batch
 * with 400 before any procedure runs (TRPC_MAX_BATCH_SIZE may raise its cap, never lower it).
 */
export const TRPC_BATCH_MAX_CALLS = 10;

/** The header the web app sends with its browser's IANA time zone (calendar days are the user's). */
export const TIME_ZONE_HEADER = "x-onepercent-time-zone";
