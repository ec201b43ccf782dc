/**
 * Routines in the outbox (issue 14 scope 3, issue 28; decisions 022 and 034), as pure functions:
 * a routine made while the server could not be reached is a waiting `routines.create` write; until
 * the server answers it is shown under an id based on the time it was made (training-and-tools.md
 * §7), and the deletes and rehearsals done on it name that id. When the server answers, the writes
 * after the create name the server's id instead.
 */
import { IdInput, isId } from "@onepercent/validators/ids";
import type { RoutineView } from "@onepercent/validators/routines";
import type { OutboxEntry } from "./outbox-state";
import type { Outbox } from "./outbox-store";

export const ROUTINE_KINDS = {
  create: "routines.create",
  delete: "routines.delete",
  rehearsed: "routines.rehearsed",
} as const;

/** The id a routine made offline is shown under until the server answers: the time it was made. */
export const localRoutineId = (entry: Pick<OutboxEntry, "queuedAt">): string => String(entry.queuedAt);

/** Whether `id` is one the server never gave (a routine made offline, or one whose create was dropped). */
export const isLocalRoutineId = (id: string): boolean => !isId(id);

/** The routine id a delete or a rehearsal names, else null. */
export function namedRoutine(entry: OutboxEntry): string | null {
  if (entry.kind !== ROUTINE_KINDS.delete && entry.kind !== ROUTINE_KINDS.rehearsed) return null;
  const parsed = IdInput.safeParse(entry.input);
  return parsed.success ? parsed.data.id : null;
}

/** The writes after a create the server answered with `routine`: those naming its local id name the server's. */
export const renamedTo =
  (localId: string, routine: Pick<RoutineView, "_id">) =>
  (later: OutboxEntry): OutboxEntry =>
    namedRoutine(later) === localId ? { ...later, input: { id: routine._id } } : later;

/** `list` with `routine` in it once: replaced where it was, else first (the newest). */
export function upsertRoutine(list: readonly RoutineView[], routine: RoutineView): RoutineView[] {
  return list.some((item) => item._id === routine._id)
    ? list.map((item) => (item._id === routine._id ? routine : item))
    : [routine, ...list];
}

/**
 * The athlete deletes a routine made offline: its create and what was done on it leave `outbox`.
 * When the create may be on its way right now, a delete naming its local id follows it: the
 * server's answer renames it, so what the server made is deleted too; otherwise it has nothing to do.
 */
export async function dropMadeOffline(outbox: Outbox, localId: string, deleteKey: string): Promise<void> {
  const { entries } = await outbox.load();
  const create = entries.find((entry) => entry.kind === ROUTINE_KINDS.create && localRoutineId(entry) === localId);
  for (const entry of entries) {
    if (entry === create || namedRoutine(entry) === localId) await outbox.discard(entry.key);
  }
  if (create?.refused !== null) return;
  await outbox.keep({ key: deleteKey, kind: ROUTINE_KINDS.delete, input: { id: localId } });
  void outbox.sync().catch(() => {});
}
