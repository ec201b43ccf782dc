/**
 * The athlete's query cache kept in IndexedDB (issue 28, decision 034), as functions of the
 * storage and the clock: what is saved (successful answers of the athlete's own data: never the
 * session's details, the admin's data or what athletes share with a coach), and whether a saved cache may be restored (same app version, at most 7 days old).
 */
import type { DehydratedState, Query } from "@tanstack/react-query";

/** Bumped when a cached answer changes shape, so that no page reads an answer of an older app. */
export const CACHE_BUSTER = "2026-11-29.1";
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Answers never kept on the device: the session's details, everything of the admin's, and what
 * athletes share with a coach (issue 29: a share the athlete revokes must not outlive it offline).
 */
const NOT_KEPT = ["auth.session", "admin.", "coach."];

export const queryCacheKey = (userId: string) => `onepercent.query-cache.${userId}`;

export interface SavedCache {
  buster: string;
  savedAt: number;
  state: DehydratedState;
}

/** The procedure path of a tRPC query key (`[["habits","list"],{type:"query"}]` → "habits.list"). */
export function pathOf(queryKey: readonly unknown[]): string {
  const [path] = queryKey;
  return Array.isArray(path) ? path.filter((part) => typeof part === "string").join(".") : "";
}

export function shouldKeep(query: Pick<Query, "queryKey" | "state">): boolean {
  const path = pathOf(query.queryKey);
  return query.state.status === "success" && path !== "" && !NOT_KEPT.some((prefix) => path.startsWith(prefix));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isDehydrated(value: unknown): value is DehydratedState {
  return isRecord(value) && Array.isArray(value.queries) && Array.isArray(value.mutations);
}

/** The saved cache when it may be restored now; null when missing, of another version or too old. */
export function usableCache(stored: unknown, now: number): SavedCache | null {
  if (!isRecord(stored)) return null;
  const { buster, savedAt, state } = stored;
  if (buster !== CACHE_BUSTER || typeof savedAt !== "number" || !isDehydrated(state)) return null;
  if (now - savedAt > CACHE_MAX_AGE_MS || savedAt > now + CACHE_MAX_AGE_MS) return null;
  return { buster, savedAt, state };
}
