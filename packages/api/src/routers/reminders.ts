import { IdInput } from "@onepercent/validators";
import {
  Done,
  NextReminder,
  PushSubscriptionInput,
  PushUnsubscribeInput,
  ReminderDoneInput,
  ReminderPreferences,
  ReminderPreferencesInput,
  ReminderSettings,
  ReminderView,
  SetReminderInput,
} from "@onepercent/validators/reminders";
import {
  checkHabitByToken,
  nextReminder,
  readReminderSettings,
  removeReminder,
  setReminder,
  setReminderPreferences,
  subscribePush,
  unsubscribePush,
} from "../services/reminders";
import { forCaller, protectedProcedure, publicProcedure, router } from "../trpc";

/** Reminders (issue 28): the caller's own only; "Done" from a notification needs no session, only its token. */
export const remindersRouter = router({
  /** The reminders screen: preferences, zone, reminders, the habits to choose from, the push key. */
  settings: protectedProcedure
    .output(ReminderSettings)
    .query(({ ctx }) => readReminderSettings(ctx.db, ctx.user, ctx.config.vapid?.publicKey ?? null)),
  /** One per habit, one journal, one weekly review: setting an existing one changes it. */
  set: protectedProcedure
    .input(SetReminderInput)
    .output(ReminderView)
    .mutation(({ ctx, input }) => setReminder(ctx.db, ctx.user, input)),
  remove: protectedProcedure.input(IdInput).output(Done).mutation(forCaller(removeReminder)),
  setPreferences: protectedProcedure
    .input(ReminderPreferencesInput)
    .output(ReminderPreferences)
    .mutation(forCaller(setReminderPreferences)),
  /** The soonest enabled reminder (the dashboard), or null. */
  next: protectedProcedure.output(NextReminder).query(forCaller(nextReminder)),
  push: router({
    /** This browser's push subscription, for the caller (moved from whoever had it). */
    subscribe: protectedProcedure
      .input(PushSubscriptionInput)
      .output(Done)
      .mutation(({ ctx, input }) => subscribePush(ctx.db, ctx.user.id, input, ctx.config.pushServices)),
    unsubscribe: protectedProcedure.input(PushUnsubscribeInput).output(Done).mutation(forCaller(unsubscribePush)),
  }),
  /** A habit reminder's "Done" (POST /api/reminders/done): checks the habit its signed token names. */
  done: publicProcedure
    .input(ReminderDoneInput)
    .output(Done)
    .mutation(({ ctx, input }) => checkHabitByToken(ctx.db, ctx.config.tokenSigningKey, input)),
});
