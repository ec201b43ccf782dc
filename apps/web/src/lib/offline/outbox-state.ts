/**
 * The outbox of one user (issue 28, decision 034) as pure functions of a plain state: the daily
 * writes made while the server could not be reached, in the order they were made, each with the
 * key that makes sending it twice harmless. Nothing here touches storage, the clock or the network
 * (`outbox-store.ts` does).
 */

/** One write waiting to be sent. `input` is exactly what the procedure is sent (its kind checks it). */
export interface OutboxEntry {
  /** The idempotency key (decision 025), sent with every attempt; also the entry's identity here. */
  key: string;
  /** The procedure, e.g. "habits.setDay" (outbox-kinds.ts). */
  kind: string;
  input: unknown;
  /** When the athlete made the write (ms since the epoch). */
  queuedAt: number;
  /** The server refused it for good: kept, with the reason, until the athlete sends it again or discards it. */
  refused: string | null;
}

export interface OutboxState {
  entries: OutboxEntry[];
}

/** A stored write whose input no longer fits its procedure (an older version of the app): refused. */
export class InvalidWrite extends Error {}

export const EMPTY_OUTBOX: OutboxState = { entries: [] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function entryOf(value: unknown): OutboxEntry | null {
  if (!isRecord(value)) return null;
  const { key, kind, input, queuedAt, refused } = value;
  if (typeof key !== "string" || typeof kind !== "string" || typeof queuedAt !== "number") return null;
  if (refused !== null && typeof refused !== "string") return null;
  return { key, kind, input, queuedAt, refused };
}

/** The stored state, or an empty one when nothing (or something not ours) is stored; a bad entry is skipped. */
export function parseOutbox(stored: unknown): OutboxState {
  if (!isRecord(stored) || !Array.isArray(stored.entries)) return EMPTY_OUTBOX;
  return { entries: stored.entries.flatMap((value) => entryOf(value) ?? []) };
}

/**
 * Adds a write at the end. The same key twice is one write (the newer input wins, in its first
 * place). A write that replaces an earlier one (`supersedes`: the same habit day set again, the
 * same journal day saved again) takes the earlier one's place out of the queue: only the last
 * one is sent, where the athlete made it.
 */
export function enqueue(
  state: OutboxState,
  entry: Omit<OutboxEntry, "refused">,
  supersedes: (earlier: OutboxEntry) => boolean = () => false,
): OutboxState {
  const added: OutboxEntry = { ...entry, refused: null };
  if (state.entries.some((item) => item.key === entry.key)) {
    return { entries: state.entries.map((item) => (item.key === entry.key ? added : item)) };
  }
  return { entries: [...state.entries.filter((item) => item.refused !== null || !supersedes(item)), added] };
}

/**
 * The server applied the write: it leaves the queue, and the writes after it change as the
 * server's answer says (`rename`: a routine made offline is named by the server's id from now on).
 */
export const markSent = (
  state: OutboxState,
  key: string,
  rename: (later: OutboxEntry) => OutboxEntry = (later) => later,
): OutboxState => ({
  entries: state.entries.filter((item) => item.key !== key).map(rename),
});

export const markRefused = (state: OutboxState, key: string, reason: string): OutboxState => ({
  entries: state.entries.map((item) => (item.key === key ? { ...item, refused: reason } : item)),
});

/** The athlete sends a refused write again (after fixing what the server refused, or to try once more). */
export const retryRefused = (state: OutboxState, key: string): OutboxState => ({
  entries: state.entries.map((item) => (item.key === key ? { ...item, refused: null } : item)),
});

/** The athlete discards a write (a refused one, or everything at sign-out when they chose so). */
export const discard = (state: OutboxState, key: string): OutboxState => ({
  entries: state.entries.filter((item) => item.key !== key),
});

/** The writes still to send, in order (a refused one waits for the athlete, not the server). */
export const waiting = (state: OutboxState): OutboxEntry[] => state.entries.filter((item) => item.refused === null);
