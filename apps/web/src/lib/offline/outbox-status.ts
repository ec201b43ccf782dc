/**
 * What the signed-in pages show of the outbox before its code has loaded (issue 28): the writes of
 * the signed-in athlete still waiting, published by the outbox once it has read them. Tiny on
 * purpose: every signed-in page's first load carries it.
 */
import { useSyncExternalStore } from "react";
import { createListeners } from "./listeners";
import type { OutboxEntry, OutboxState } from "./outbox-state";

interface Published {
  userId: string | null;
  entries: readonly OutboxEntry[];
}

/** One empty list, so that a snapshot read twice is the same value (useSyncExternalStore). */
const NONE: readonly OutboxEntry[] = [];
let published: Published = { userId: null, entries: NONE };
const { emit, subscribe } = createListeners();

export function publishOutbox(userId: string, state: OutboxState): void {
  published = { userId, entries: state.entries };
  emit();
}

/** The entries of `userId`'s outbox as last read (none until the outbox has loaded). */
const outboxEntriesOf = (userId: string): readonly OutboxEntry[] =>
  published.userId === userId ? published.entries : NONE;

/** Whether `userId` has writes waiting to be sent (a new write then goes behind them, in order). */
export const hasWaiting = (userId: string): boolean => outboxEntriesOf(userId).some((entry) => entry.refused === null);

/** The athlete's outbox entries, kept up to date. */
export function useOutboxEntries(userId: string): readonly OutboxEntry[] {
  return useSyncExternalStore(subscribe, () => outboxEntriesOf(userId));
}
