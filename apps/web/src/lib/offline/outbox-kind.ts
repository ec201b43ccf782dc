/**
 * What the outbox knows of one kind of write, whatever its input (issue 28, decision 034), and the
 * builder that types a kind from its spec: the schema checks the stored input, so the rest is typed.
 */
import type { z } from "zod";
import { InvalidWrite, type OutboxEntry } from "./outbox-state";
import type { SentEffects } from "./outbox-store";
import type { OutboxKindName, OutboxWrites } from "./outbox-writes";

export interface OutboxKind {
  /** Sends the entry; rejects with `InvalidWrite` when its input is not this kind's any more. */
  send(entry: OutboxEntry): Promise<SentEffects | undefined>;
  /** Whether `later` replaces `earlier` (the same habit day, journal day or check-in day). */
  replaces(later: unknown, earlier: OutboxEntry): boolean;
  /** Shows the write in the cached answers as if the server had taken it. */
  show(entry: OutboxEntry): void;
  /** The cached answers the write changes, by procedure path (shown again after each refetch). */
  shownIn: readonly string[];
  /** Asks again for what the write changed, once the server took it. */
  refresh(): void;
}

export interface KindSpec<I, R> {
  schema: z.ZodType;
  send: (input: I, key: string) => Promise<R>;
  /** What the server's answer changes here before the write leaves the queue. */
  answered?: (answer: R, input: I, entry: OutboxEntry) => SentEffects;
  sameTarget?: (a: I, b: I) => boolean;
  show?: (input: I, queuedAt: number, key: string) => void;
  shownIn?: readonly string[];
  refresh: () => Promise<unknown>[];
}

export function kind<K extends OutboxKindName, R = unknown>(spec: KindSpec<OutboxWrites[K], R>): OutboxKind {
  const fits = (value: unknown): value is OutboxWrites[K] => spec.schema.safeParse(value).success;
  return {
    send: async (entry) => {
      if (!fits(entry.input)) throw new InvalidWrite();
      const answer = await spec.send(entry.input, entry.key);
      return spec.answered?.(answer, entry.input, entry);
    },
    replaces: (later, earlier) =>
      earlier.refused === null &&
      fits(later) &&
      fits(earlier.input) &&
      (spec.sameTarget?.(later, earlier.input) ?? false),
    show: (entry) => {
      if (fits(entry.input)) spec.show?.(entry.input, entry.queuedAt, entry.key);
    },
    shownIn: spec.shownIn ?? [],
    refresh: () => void Promise.all(spec.refresh()).catch(() => {}),
  };
}
