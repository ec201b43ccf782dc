/**
 * The routines a page shows (training-and-tools.md §3, §7; issues 14 and 28): the server's list
 * (or the one saved for offline use) with the athlete's routine writes still in the outbox laid
 * over it: routines made offline first shown under their time-based id, deleted ones hidden,
 * rehearsals counted at once. A pure function of the list and the outbox entries.
 */
import { CreateRoutineInput, type RoutineView } from "@onepercent/validators/routines";
import type { OutboxEntry } from "./outbox-state";
import { localRoutineId, namedRoutine, ROUTINE_KINDS } from "./routine-outbox";

/** A routine as the page shows it: from the server, or made here and waiting to be sent. */
export type RoutineItem = RoutineView & {
  pending: boolean;
  /** Why the server refused a routine made offline (shown on its card), else null. */
  refused: string | null;
};

const latest = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** Rehearsals done here but not yet counted by the server add to what the server says. */
function withWaitingRehearsals(routine: RoutineView, rehearsals: readonly OutboxEntry[]): RoutineView {
  const mine = rehearsals.filter((entry) => namedRoutine(entry) === routine._id);
  if (mine.length === 0) return routine;
  return {
    ...routine,
    rehearsals: routine.rehearsals + mine.length,
    lastRehearsedAt: mine.reduce<Date | null>(
      (last, entry) => latest(last, new Date(entry.queuedAt)),
      routine.lastRehearsedAt,
    ),
  };
}

/** A routine made offline, as its create write holds it; null when the write is not one. */
function madeOffline(entry: OutboxEntry): RoutineView | null {
  if (entry.kind !== ROUTINE_KINDS.create) return null;
  const parsed = CreateRoutineInput.safeParse(entry.input);
  if (!parsed.success) return null;
  const { clientId: _key, ...fields } = parsed.data;
  return {
    _id: localRoutineId(entry),
    ...fields,
    createdAt: new Date(entry.queuedAt),
    rehearsals: 0,
    lastRehearsedAt: null,
  };
}

/** The routines to show, newest first. */
export function visibleRoutines(entries: readonly OutboxEntry[], server: readonly RoutineView[] | null): RoutineItem[] {
  const waitingOf = (kind: string) => entries.filter((entry) => entry.kind === kind && entry.refused === null);
  const rehearsals = waitingOf(ROUTINE_KINDS.rehearsed);
  // A delete hides its routine even when the server refused it (§4: removed locally anyway).
  const hidden = new Set(entries.filter((entry) => entry.kind === ROUTINE_KINDS.delete).map(namedRoutine));
  const known: RoutineItem[] = (server ?? [])
    .filter((routine) => !hidden.has(routine._id))
    .map((routine) => ({ ...withWaitingRehearsals(routine, rehearsals), pending: false, refused: null }));
  const waiting: RoutineItem[] = entries.flatMap((entry) => {
    const routine = madeOffline(entry);
    if (!routine || hidden.has(routine._id)) return [];
    return [{ ...withWaitingRehearsals(routine, rehearsals), pending: true, refused: entry.refused }];
  });
  return [...waiting, ...known].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
