/**
 * A daily write from a page (issue 28, decision 034): sent at once when the server can be reached
 * and nothing waits before it; otherwise, or when the connection drops on the way, kept in the
 * outbox with the same idempotency key and sent later, in order. The outbox's code loads only
 * when a write is kept.
 */
import { httpStatusOf, isTRPCClientError } from "../trpc";
import { isOnline, noteCallOutcome } from "./network-status";
import { hasWaiting } from "./outbox-status";
import type { OutboxKindName, OutboxWrite } from "./outbox-writes";
import { loadOffline } from "./use-offline-data";

export type SendOrKeep<R> = { sent: R } | { kept: true };

/** No HTTP answer came (the network), or the server cannot answer now (503): the write is kept. */
function lostOnTheWay(error: unknown): boolean {
  if (!isTRPCClientError(error)) return false;
  const status = httpStatusOf(error);
  return status === null || status === 503;
}

/** Keeps `write` in the athlete's outbox and shows it at once. */
async function keepWrite<K extends OutboxKindName>(userId: string, write: OutboxWrite<K>): Promise<void> {
  const { keepInOutbox } = await loadOffline();
  await keepInOutbox(userId, write);
}

export async function sendOrKeep<K extends OutboxKindName, R>(
  userId: string,
  write: OutboxWrite<K>,
  direct: () => Promise<R>,
): Promise<SendOrKeep<R>> {
  if (isOnline() && !hasWaiting(userId)) {
    try {
      const sent = await direct();
      noteCallOutcome(true);
      return { sent };
    } catch (error) {
      if (!lostOnTheWay(error)) throw error;
      noteCallOutcome(httpStatusOf(error) !== null);
    }
  }
  await keepWrite(userId, write);
  return { kept: true };
}
