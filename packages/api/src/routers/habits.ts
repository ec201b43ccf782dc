import {
  CreateHabitInput,
  DeletedRecord,
  HabitDayChange,
  HabitDayNoteInput,
  HabitDaySet,
  HabitHistory,
  HabitList,
  HabitListItem,
  HabitView,
  HabitWeekReset,
  IdInput,
  SetHabitDayInput,
  UpdateHabitInput,
} from "@onepercent/validators";
import { z } from "zod";
import {
  createHabit,
  deleteHabit,
  habitHistory,
  incompleteToday,
  listHabits,
  resetHabitWeek,
  setHabitDay,
  setHabitDayNote,
  updateHabit,
} from "../services/habits";
import { forCaller, idempotentProcedure, onceForCaller, protectedProcedure, router } from "../trpc";

/** The Daily Success Checklist (planning-and-reflection.md §2.8): the caller's own actions only. */
export const habitsRouter = router({
  /** Every action with this week's SU..SA grid, completion rates and streaks. */
  list: protectedProcedure.output(HabitList).query(({ ctx }) => listHabits(ctx.db, ctx.user)),
  /** Actions scheduled today and not yet completed today. */
  incompleteToday: protectedProcedure
    .output(z.array(HabitListItem))
    .query(({ ctx }) => incompleteToday(ctx.db, ctx.user)),
  /** Twelve weeks of one action's days for the heatmap. */
  history: protectedProcedure
    .input(IdInput)
    .output(HabitHistory)
    .query(({ ctx, input }) => habitHistory(ctx.db, ctx.user, input)),

  create: idempotentProcedure.input(CreateHabitInput).output(HabitView).mutation(onceForCaller(createHabit)),
  update: protectedProcedure.input(UpdateHabitInput).output(HabitView).mutation(forCaller(updateHabit)),
  delete: protectedProcedure.input(IdInput).output(DeletedRecord).mutation(forCaller(deleteHabit)),

  /** Sets today's or the previous day's status; any other day is refused and nothing changes. */
  setDay: protectedProcedure
    .input(SetHabitDayInput)
    .output(HabitDaySet)
    .mutation(({ ctx, input }) => setHabitDay(ctx.db, ctx.user, input)),
  /** A note on today's or the previous day's check-in. */
  setNote: protectedProcedure
    .input(HabitDayNoteInput)
    .output(HabitDayChange)
    .mutation(({ ctx, input }) => setHabitDayNote(ctx.db, ctx.user, input)),
  /** Reset All: this week's checks back to pending; earlier weeks are kept. */
  reset: protectedProcedure.output(HabitWeekReset).mutation(({ ctx }) => resetHabitWeek(ctx.db, ctx.user)),
});
