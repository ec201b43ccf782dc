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
import { withDaySet, withNoteSet } from "../habit-day-changes";
import { api, httpStatusOf, trpcUtils } from "../trpc";
import { kind, type OutboxKind } from "./outbox-kind";
import type { OutboxKindName } from "./outbox-writes";
import { routineKindsWith } from "./routine-kinds";
import { upsertRoutine } from "./routine-outbox";

const sameDay = (a: { id: string; date?: string | undefined }, b: { id: string; date?: string | undefined }) =>
  a.id === b.id && a.date !== undefined && a.date === b.date;
const habitsChanged = () => [trpcUtils.habits.list.invalidate(), trpcUtils.dashboard.get.invalidate()];

const routineKinds = routineKindsWith(
  {
    create: (input) => api.routines.create.mutate(input),
    delete: (id) => api.routines.delete.mutate({ id }),
    rehearsed: (id) => api.routines.rehearsed.mutate({ id }),
    statusOf: httpStatusOf,
  },
  {
    upsert: (routine) => trpcUtils.routines.list.setData(undefined, (old) => old && upsertRoutine(old, routine)),
    remove: (id) => trpcUtils.routines.list.setData(undefined, (old) => old?.filter((item) => item._id !== id)),
    refresh: () => [trpcUtils.routines.list.invalidate(), trpcUtils.dashboard.get.invalidate()],
  },
);

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
  ...routineKinds,
};

export const kindOf = (name: string): OutboxKind | undefined =>
  Object.entries(OUTBOX_KINDS).find(([key]) => key === name)?.[1];
