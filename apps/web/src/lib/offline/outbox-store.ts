/**
 * One user's outbox, kept in storage and sent in order (issue 28, decision 034). Storage, clock,
 * lock and the sending come in from outside, so the tests run it without a browser. Every change
 * is one read-modify-write of the stored state (`update`), so two tabs never undo each other's
 * work, and a sync runs under a lock shared by the tabs, so no write is sent by two at once.
 */
import { createListeners } from "./listeners";
import {
  discard,
  EMPTY_OUTBOX,
  enqueue,
  markRefused,
  markSent,
  type OutboxEntry,
  type OutboxState,
  parseOutbox,
  retryRefused,
  waiting,
} from "./outbox-state";

/** The part of IndexedDB (idb-keyval) the store uses. */
export interface AsyncStorage {
  get(key: string): Promise<unknown>;
  /** Reads and writes one key in one transaction. */
  update(key: string, change: (stored: unknown) => unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/**
 * How a failed send ended: the server could not be reached (or cannot answer now: try again
 * later) or it refused the write for good.
 */
export type SendFailure = "unreachable" | "refused";

export interface OutboxDeps {
  /** null when the browser offers none: the outbox then lives in memory for this page. */
  storage: AsyncStorage | null;
  key: string;
  now: () => number;
  /** Sends one write; resolves when the server applied it, with what its answer changes here. */
  send: (entry: OutboxEntry) => Promise<SentEffects | undefined>;
  /** The failure a rejected send stands for, and the message to keep when it was refused. */
  describe: (error: unknown) => { failure: SendFailure; message: string };
  /** Runs `work` while no other tab runs a sync of this outbox (navigator.locks in the browser). */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  /** Told after each write the server applied (to refresh what it changed). */
  onSent?: (entry: OutboxEntry) => void;
}

/** What the server's answer to a write changes in this page, before the write leaves the queue. */
export interface SentEffects {
  /** Shows the answer in the cached answers (the routine the server made, in the local one's place). */
  show?: () => void;
  /** How each later write changes (one that named a routine made offline names the server's id). */
  rename?: (later: OutboxEntry) => OutboxEntry;
}

export interface OutboxSyncResult {
  sent: number;
  refused: number;
  /** The server could not be reached: what is left waits for the next try. */
  unreachable: boolean;
}

export type Outbox = ReturnType<typeof createOutbox>;

export function createOutbox(deps: OutboxDeps) {
  let state: OutboxState = EMPTY_OUTBOX;
  const { emit, subscribe } = createListeners();
  /** The sync under way, which a sync asked for meanwhile joins; `again`: one more pass after it. */
  let running: Promise<OutboxSyncResult> | null = null;
  let again = false;
  const read = async (): Promise<OutboxState> => {
    if (!deps.storage) return state;
    try {
      return parseOutbox(await deps.storage.get(deps.key));
    } catch {
      return state;
    }
  };
  const update = async (change: (current: OutboxState) => OutboxState): Promise<void> => {
    if (deps.storage) {
      try {
        let next = state;
        await deps.storage.update(deps.key, (stored) => {
          next = change(parseOutbox(stored));
          return next;
        });
        state = next;
      } catch {
        // Storage refused (full, blocked): the state lives on in memory for this page.
        state = change(state);
      }
    } else {
      state = change(state);
    }
    emit();
  };

  /** One pass: in order, stops at the first sign that the server cannot be reached. */
  async function sendAll(): Promise<OutboxSyncResult> {
    const result: OutboxSyncResult = { sent: 0, refused: 0, unreachable: false };
    state = await read();
    for (const { key } of waiting(state)) {
      // As it is now: an earlier answer may have renamed it, the athlete may have discarded it.
      const entry = state.entries.find((item) => item.key === key);
      if (!entry || entry.refused !== null) continue;
      try {
        const effects = await deps.send(entry);
        result.sent += 1;
        effects?.show?.();
        await update((current) => markSent(current, entry.key, effects?.rename));
        deps.onSent?.(entry);
      } catch (error) {
        const { failure, message } = deps.describe(error);
        if (failure === "unreachable") return { ...result, unreachable: true };
        result.refused += 1;
        await update((current) => markRefused(current, entry.key, message));
      }
    }
    return result;
  }

  return {
    getState: (): OutboxState => state,
    subscribe,
    /** Reads the stored state (at start, and when another tab may have changed it). */
    async load(): Promise<OutboxState> {
      state = await read();
      emit();
      return state;
    },
    /** Keeps a write to send later, after what already waits. */
    keep: (
      write: { key: string; kind: string; input: unknown; queuedAt?: number },
      supersedes?: (earlier: OutboxEntry) => boolean,
    ): Promise<void> =>
      update((current) => enqueue(current, { ...write, queuedAt: write.queuedAt ?? deps.now() }, supersedes)),
    discard: (key: string) => update((current) => discard(current, key)),
    retry: (key: string) => update((current) => retryRefused(current, key)),
    /** Forgets every write (the athlete chose to discard them at sign-out). */
    async clear(): Promise<void> {
      state = EMPTY_OUTBOX;
      await deps.storage?.del(deps.key).catch(() => {});
      emit();
    },
    /**
     * Sends what waits. A call while a sync runs joins it (one more pass follows, for what was
     * kept meanwhile), so nothing is ever sent twice at once.
     */
    sync(): Promise<OutboxSyncResult> {
      if (running) {
        again = true;
        return running;
      }
      running = deps
        .exclusive(async () => {
          const total: OutboxSyncResult = { sent: 0, refused: 0, unreachable: false };
          do {
            again = false;
            const pass = await sendAll();
            total.sent += pass.sent;
            total.refused += pass.refused;
            total.unreachable = pass.unreachable;
          } while (again && !total.unreachable);
          return total;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}
