/**
 * Routines kept offline by an earlier version of the app, in its own queue in `localStorage`
 * (decision 022), move into the outbox once (issue 28): the creates keep their key and their
 * time-based id, so a rehearsal done on one still names it; then the deletes and rehearsals, in
 * the order that queue sent them. The old queue is removed only once the outbox holds them.
 */
import { CreateRoutineInput } from "@onepercent/validators/routines";
import { z } from "zod";
import { newIdempotencyKey } from "../idempotency-links";
import type { Outbox } from "./outbox-store";
import { ROUTINE_KINDS } from "./routine-outbox";
import { routinesStorageKey } from "./storage-keys";

const OldQueue = z.object({
  creates: z.array(
    z.object({ clientId: z.string(), localId: z.string(), input: CreateRoutineInput.omit({ clientId: true }) }),
  ),
  deletes: z.array(z.string()),
  rehearsals: z.array(z.object({ id: z.string(), at: z.coerce.date() })),
});

const parsedQueue = (text: string) => {
  try {
    const parsed = OldQueue.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

export async function importOldRoutineQueue(
  userId: string,
  outbox: Outbox,
  storage: Pick<Storage, "getItem" | "removeItem"> = localStorage,
  now = Date.now(),
): Promise<void> {
  const key = routinesStorageKey(userId);
  const text = storage.getItem(key);
  const queue = text === null ? null : parsedQueue(text);
  for (const create of queue?.creates ?? []) {
    const madeAt = Number(create.localId);
    await outbox.keep({
      key: create.clientId,
      kind: ROUTINE_KINDS.create,
      input: { ...create.input, clientId: create.clientId },
      queuedAt: Number.isFinite(madeAt) ? madeAt : now,
    });
  }
  for (const id of queue?.deletes ?? []) {
    await outbox.keep({ key: newIdempotencyKey(), kind: ROUTINE_KINDS.delete, input: { id }, queuedAt: now });
  }
  for (const { id, at } of queue?.rehearsals ?? []) {
    await outbox.keep({
      key: newIdempotencyKey(),
      kind: ROUTINE_KINDS.rehearsed,
      input: { id },
      queuedAt: at.getTime(),
    });
  }
  storage.removeItem(key);
}
