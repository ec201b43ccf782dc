import {
  CreateHabitInput,
  DAY_CODES,
  HABIT_CATEGORIES,
  HABIT_CHECK_STATUSES,
  HABIT_FREQUENCIES,
  HABIT_TIMES_OF_DAY,
  HabitDayNoteInput,
  HabitIdInput,
  SetHabitDayInput,
  ToggleHabitDayInput,
  UpdateHabitInput,
} from "@onepercent/validators";
import { z } from "zod";
import { resetHabitWeek, setHabitDay, setHabitDayNote, toggleHabitDay } from "../services/habit-checks";
import { createHabit, deleteHabit, habitHistory, incompleteToday, listHabits, updateHabit } from "../services/habits";
import { protectedProcedure, router } from "../trpc";

// The answers behind the legacy daily-actions paths, pinned (explicit keys; nothing else leaves).
const HabitOutput = z.object({
  id: z.uuid(),
  action: z.string(),
  category: z.enum(HABIT_CATEGORIES),
  frequency: z.enum(HABIT_FREQUENCIES),
  customDays: z.array(z.enum(DAY_CODES)),
  timeOfDay: z.enum(HABIT_TIMES_OF_DAY),
  order: z.number().int(),
  createdAt: z.date(),
});
const HabitDayOutput = z.object({
  day: z.enum(DAY_CODES),
  date: z.iso.date(),
  status: z.enum([...HABIT_CHECK_STATUSES, "missed", "not-applicable"]),
  beforeStart: z.boolean(),
  stored: z.enum(HABIT_CHECK_STATUSES),
  editable: z.boolean(),
  note: z.string().nullable(),
  updatedAt: z.date().nullable(),
});
const Percent = z.number().int().min(0).max(100);
/** Scheduled days done this week so far, counted from the day an action was added. */
const WeekProgressOutput = z.object({ completed: z.number().int(), total: z.number().int(), percent: Percent });
const HabitListItemOutput = HabitOutput.extend({
  startDate: z.iso.date(),
  /** The spec's completionRate: completed days of the seven-day grid, rounded percent. */
  completionRate: Percent,
  thisWeek: WeekProgressOutput,
  streaks: z.object({ current: z.number().int(), best: z.number().int() }),
  week: z.array(HabitDayOutput).length(7),
  previousDay: HabitDayOutput.nullable(),
});
const HabitListOutput = z.object({
  today: z.iso.date(),
  yesterday: z.iso.date(),
  weekStart: z.iso.date(),
  days: z.array(z.object({ day: z.enum(DAY_CODES), date: z.iso.date() })),
  thisWeek: WeekProgressOutput,
  actions: z.array(HabitListItemOutput),
});
const SetDayOutput = HabitDayOutput.extend({ id: z.uuid(), firstCheck: z.boolean() });

/** The Daily Success Checklist (planning-and-reflection.md §2.8): the caller's own actions only. */
export const habitsRouter = router({
  /** Every action with this week's SU..SA grid, completion rates and streaks. */
  list: protectedProcedure.output(HabitListOutput).query(({ ctx }) => listHabits(ctx.db, ctx.user)),
  /** Actions scheduled today and not yet completed today. */
  incompleteToday: protectedProcedure
    .output(z.array(HabitListItemOutput))
    .query(({ ctx }) => incompleteToday(ctx.db, ctx.user)),
  /** Twelve weeks of one action's days for the heatmap. */
  history: protectedProcedure.input(HabitIdInput).query(({ ctx, input }) => habitHistory(ctx.db, ctx.user, input)),

  create: protectedProcedure
    .input(CreateHabitInput)
    .mutation(({ ctx, input }) => createHabit(ctx.db, ctx.user.id, input)),
  update: protectedProcedure
    .input(UpdateHabitInput)
    .mutation(({ ctx, input }) => updateHabit(ctx.db, ctx.user.id, input)),
  delete: protectedProcedure
    .input(HabitIdInput)
    .output(z.object({ id: z.uuid() }))
    .mutation(({ ctx, input }) => deleteHabit(ctx.db, ctx.user.id, input)),

  /** Sets today's or the previous day's status; any other day is refused and nothing changes. */
  setDay: protectedProcedure
    .input(SetHabitDayInput)
    .output(SetDayOutput)
    .mutation(({ ctx, input }) => setHabitDay(ctx.db, ctx.user, input)),
  /** Flips today's or the previous day's status between pending and completed. */
  toggleDay: protectedProcedure
    .input(ToggleHabitDayInput)
    .mutation(({ ctx, input }) => toggleHabitDay(ctx.db, ctx.user, input)),
  /** A note on today's or the previous day's check-in. */
  setNote: protectedProcedure
    .input(HabitDayNoteInput)
    .mutation(({ ctx, input }) => setHabitDayNote(ctx.db, ctx.user, input)),
  /** Reset All: this week's checks back to pending; earlier weeks are kept. */
  reset: protectedProcedure
    .output(z.object({ weekStart: z.iso.date(), reset: z.number().int() }))
    .mutation(({ ctx }) => resetHabitWeek(ctx.db, ctx.user)),
});
