/**
 * How each kind of daily write is sent, shown before it is sent and refreshed after (issue 28,
 * decision 034). Loaded with the outbox, after the first render.
 */
import { BreathworkSessionInput } from "@onepercent/validators/breathwork";
import { ConcentrationAttemptInput } from "@onepercent/validators/concentration";
import { HabitDayNoteInput, SetHabitDayInput } from "@onepercent/validators/habits";
import { SaveJournalInput } from "@onepercent/validators/journal";
import { SaveCheckInInput } from "@onepercent/validators/planner";
import { RelaxationSessionInput } from "@onepercent/validators/relaxation";
import type { z } from "zod";
import { withDaySet, withNoteSet } from "../habit-day-changes";
import { api, trpcUtils } from "../trpc";
import { InvalidWrite, type OutboxEntry } from "./outbox-state";
import type { OutboxKindName, OutboxWrites } from "./outbox-writes";

/** What the outbox knows of one kind, whatever its input. */
export interface OutboxKind {
  /** Sends the entry; rejects with `InvalidWrite` when its input is not this kind's any more. */
  send(entry: OutboxEntry): Promise<unknown>;
  /** Whether `later` replaces `earlier` (the same habit day, journal day or check-in day). */
  replaces(later: unknown, earlier: OutboxEntry): boolean;
  /** Shows the write in the cached answers as if the server had taken it. */
  show(entry: OutboxEntry): void;
  /** The cached answers the write changes, by procedure path (shown again after each refetch). */
  shownIn: readonly string[];
  /** Asks again for what the write changed, once the server took it. */
  refresh(): void;
}

interface KindSpec<I> {
  schema: z.ZodType;
  send: (input: I, key: string) => Promise<unknown>;
  sameTarget?: (a: I, b: I) => boolean;
  show?: (input: I, queuedAt: number, key: string) => void;
  shownIn?: readonly string[];
  refresh: () => Promise<unknown>[];
}

/** A kind from its spec: the schema checks the stored input, so the rest is typed. */
function kind<K extends OutboxKindName>(spec: KindSpec<OutboxWrites[K]>): OutboxKind {
  const fits = (value: unknown): value is OutboxWrites[K] => spec.schema.safeParse(value).success;
  return {
    send: (entry) => (fits(entry.input) ? spec.send(entry.input, entry.key) : Promise.reject(new InvalidWrite())),
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

const sameDay = (a: { id: string; date?: string | undefined }, b: { id: string; date?: string | undefined }) =>
  a.id === b.id && a.date !== undefined && a.date === b.date;
const habitsChanged = () => [trpcUtils.habits.list.invalidate(), trpcUtils.dashboard.get.invalidate()];

const OUTBOX_KINDS: Record<OutboxKindName, OutboxKind> = {
  "habits.setDay": kind<"habits.setDay">({
    schema: SetHabitDayInput,
    send: (input) => api.habits.setDay.mutate(input),
    sameTarget: sameDay,
    show: ({ id, date, status }) =>
      trpcUtils.habits.list.setData(undefined, (list) => list && withDaySet(list, { id, date, status })),
    shownIn: ["habits.list"],
    refresh: habitsChanged,
  }),
  "habits.setNote": kind<"habits.setNote">({
    schema: HabitDayNoteInput,
    send: (input) => api.habits.setNote.mutate(input),
    sameTarget: sameDay,
    show: ({ id, date, note }) => {
      if (date === undefined) return;
      const text = note.trim() === "" ? null : note.trim();
      trpcUtils.habits.list.setData(undefined, (list) => list && withNoteSet(list, { id, date, note: text }));
    },
    shownIn: ["habits.list"],
    refresh: () => [trpcUtils.habits.list.invalidate()],
  }),
  "journal.save": kind<"journal.save">({
    schema: SaveJournalInput,
    send: (input, key) => api.journal.save.mutate({ ...input, idempotencyKey: key }),
    sameTarget: (a, b) => a.type === b.type && a.date === b.date,
    show: (input, queuedAt, key) => {
      const parsed = SaveJournalInput.safeParse(input);
      if (!parsed.success) return;
      const { type, date } = parsed.data;
      trpcUtils.journal.get.setData({ type, date }, (saved) => ({
        ...parsed.data,
        id: saved?.id ?? `offline-${key}`,
        createdAt: saved?.createdAt ?? new Date(queuedAt),
        updatedAt: new Date(queuedAt),
      }));
    },
    shownIn: ["journal.get"],
    refresh: () => [
      trpcUtils.journal.get.invalidate(),
      trpcUtils.journal.listDates.invalidate(),
      trpcUtils.journal.trends.invalidate(),
      trpcUtils.dashboard.get.invalidate(),
    ],
  }),
  "planner.checkIn.save": kind<"planner.checkIn.save">({
    schema: SaveCheckInInput,
    send: (input) => api.planner.checkIn.save.mutate(input),
    sameTarget: (a, b) => a.date === b.date,
    show: ({ date, mood }, queuedAt) =>
      trpcUtils.planner.checkIn.get.setData({ date }, { date, mood, timestamp: new Date(queuedAt) }),
    shownIn: ["planner.checkIn.get"],
    refresh: () => [trpcUtils.planner.checkIn.get.invalidate()],
  }),
  "focus.breathwork.saveSession": kind<"focus.breathwork.saveSession">({
    schema: BreathworkSessionInput,
    send: (input, key) => api.focus.breathwork.saveSession.mutate({ ...input, idempotencyKey: key }),
    refresh: () => [
      trpcUtils.focus.breathwork.history.invalidate(),
      trpcUtils.focus.breathwork.data.invalidate(),
      trpcUtils.dashboard.get.invalidate(),
    ],
  }),
  "focus.relaxation.saveSession": kind<"focus.relaxation.saveSession">({
    schema: RelaxationSessionInput,
    send: (input, key) => api.focus.relaxation.saveSession.mutate({ ...input, idempotencyKey: key }),
    refresh: () => [trpcUtils.dashboard.get.invalidate()],
  }),
  "focus.concentration.saveAttempt": kind<"focus.concentration.saveAttempt">({
    schema: ConcentrationAttemptInput,
    send: (input, key) => api.focus.concentration.saveAttempt.mutate({ ...input, idempotencyKey: key }),
    refresh: () => [trpcUtils.focus.concentration.stats.invalidate(), trpcUtils.dashboard.get.invalidate()],
  }),
};

export const kindOf = (name: string): OutboxKind | undefined =>
  Object.entries(OUTBOX_KINDS).find(([key]) => key === name)?.[1];
