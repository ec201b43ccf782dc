import { z } from "zod";
import { DAY_CODES, type DayCode } from "./calendar";
import {
  DEFAULT_HABIT_CATEGORY,
  HABIT_ACTION_MAX,
  HABIT_CATEGORIES,
  HABIT_CHECK_STATUSES,
  HABIT_FREQUENCIES,
  HABIT_NOTE_MAX,
  HABIT_TIMES_OF_DAY,
  type HabitCategory,
} from "./habit-rules";
import { Id, IdRef } from "./ids";
import { messages } from "./messages/common";
import { requiredText } from "./text-schemas";

const IsoDate = z.iso.date("Please give a date as YYYY-MM-DD");

const ActionText = requiredText(messages.habitActionRequired, HABIT_ACTION_MAX, messages.habitActionTooLong);
// The form's empty "Select a category" option means the default.
const Category = z
  .enum([...HABIT_CATEGORIES, ""], messages.habitInvalidCategory)
  .transform((category): HabitCategory => (category === "" ? DEFAULT_HABIT_CATEGORY : category));
const Frequency = z.enum(HABIT_FREQUENCIES, messages.habitInvalidFrequency);
const TimeOfDay = z.enum(HABIT_TIMES_OF_DAY, messages.habitInvalidTimeOfDay);
const CustomDays = z
  .array(z.enum(DAY_CODES, messages.habitInvalidDay), messages.habitInvalidDay)
  .max(DAY_CODES.length)
  .transform((days) => DAY_CODES.filter((code) => days.includes(code)));
const Order = z.number(messages.habitInvalidOrder).int(messages.habitInvalidOrder).min(0).max(10_000);

/**
 * A new action (§5: the text must be non-blank; the rest takes the §9 defaults). A custom
 * frequency may come without days (the spec's action has no days field): it then applies
 * every day until days are chosen.
 */
export const CreateHabitInput = z.object({
  action: ActionText,
  category: Category.default(DEFAULT_HABIT_CATEGORY),
  frequency: Frequency.default("daily"),
  customDays: CustomDays.default([]),
  timeOfDay: TimeOfDay.default("anytime"),
  /** Position in the list; the end of the list when left out. */
  order: Order.optional(),
});
export type CreateHabitInput = z.infer<typeof CreateHabitInput>;

/** The editable fields of an action; whichever are given change. */
export const HabitChanges = z
  .object({
    action: ActionText,
    category: Category,
    frequency: Frequency,
    customDays: CustomDays,
    timeOfDay: TimeOfDay,
    order: Order,
  })
  .partial();
export type HabitChanges = z.infer<typeof HabitChanges>;

export const UpdateHabitInput = z.object({ id: IdRef, data: HabitChanges });
export type UpdateHabitInput = z.infer<typeof UpdateHabitInput>;

/**
 * A day of an action: by its date, or (legacy PUT /api/daily-actions/{id}/day/{day}) by its
 * day code, which names today or the previous day, whichever has that code.
 */
const DayRef = {
  date: IsoDate.optional(),
  day: z.enum(DAY_CODES, messages.habitInvalidDay).optional(),
};
const oneDay = (input: { date?: string | undefined; day?: DayCode | undefined }) =>
  (input.date === undefined) !== (input.day === undefined);
const oneDayIssue = { message: messages.habitDayRequired, path: ["date"] };

export const SetHabitDayInput = z
  .object({ id: IdRef, ...DayRef, status: z.enum(HABIT_CHECK_STATUSES, messages.habitInvalidStatus) })
  .refine(oneDay, oneDayIssue);
export type SetHabitDayInput = z.infer<typeof SetHabitDayInput>;

/** A note on a day's check-in; a blank note removes it. */
export const HabitDayNoteInput = z
  .object({
    id: IdRef,
    ...DayRef,
    note: z
      .string(messages.habitNoteTooLong)
      .trim()
      .max(HABIT_NOTE_MAX, messages.habitNoteTooLong)
      .transform((note) => (note === "" ? null : note)),
  })
  .refine(oneDay, oneDayIssue);
export type HabitDayNoteInput = z.infer<typeof HabitDayNoteInput>;

// ——— Answers (pinned by the procedures behind the legacy daily-actions paths: explicit keys, nothing else leaves) ———

const IsoDay = z.iso.date();
const Percent = z.number().int().min(0).max(100);
/** An action's streaks (HabitStreaks): the current and the longest run of applicable days completed. */
const Streaks = z.object({ current: z.number().int(), best: z.number().int() });

export const HabitView = z.object({
  id: Id,
  action: z.string(),
  category: z.enum(HABIT_CATEGORIES),
  frequency: z.enum(HABIT_FREQUENCIES),
  customDays: z.array(z.enum(DAY_CODES)),
  timeOfDay: z.enum(HABIT_TIMES_OF_DAY),
  order: z.number().int(),
  createdAt: z.date(),
});
export type HabitView = z.infer<typeof HabitView>;

/** One day of an action's grid with its check. */
export const HabitDayView = z.object({
  day: z.enum(DAY_CODES),
  date: IsoDay,
  /** What the day shows (stored status, or the derived missed / not-applicable). */
  status: z.enum([...HABIT_CHECK_STATUSES, "missed", "not-applicable"]),
  /** The action did not exist yet on this day (not applicable, counted nowhere). */
  beforeStart: z.boolean(),
  /** The stored status (pending when no check exists yet). */
  stored: z.enum(HABIT_CHECK_STATUSES),
  editable: z.boolean(),
  note: z.string().nullable(),
  /** When the check last changed (null without a check). */
  updatedAt: z.date().nullable(),
});
export type HabitDayView = z.infer<typeof HabitDayView>;

/** Scheduled days done this week so far, counted from the day an action was added. */
export const HabitWeekProgress = z.object({ completed: z.number().int(), total: z.number().int(), percent: Percent });

export const HabitListItem = HabitView.extend({
  startDate: IsoDay,
  /** The spec's completionRate: completed days of the seven-day grid, rounded percent. */
  completionRate: Percent,
  thisWeek: HabitWeekProgress,
  streaks: Streaks,
  week: z.array(HabitDayView).length(7),
  /** The previous day when it is in last week (today is Sunday), else null. */
  previousDay: HabitDayView.nullable(),
});
export type HabitListItem = z.infer<typeof HabitListItem>;

export const HabitList = z.object({
  today: IsoDay,
  yesterday: IsoDay,
  weekStart: IsoDay,
  days: z.array(z.object({ day: z.enum(DAY_CODES), date: IsoDay })),
  thisWeek: HabitWeekProgress,
  actions: z.array(HabitListItem),
});
export type HabitList = z.infer<typeof HabitList>;

/** A day's check after a change, with the action's id. */
export const HabitDayChange = HabitDayView.extend({ id: Id });
export type HabitDayChange = z.infer<typeof HabitDayChange>;
/** `firstCheck`: the user's first completed check ever (§4's first-habit banner). */
export const HabitDaySet = HabitDayChange.extend({ firstCheck: z.boolean() });
export type HabitDaySet = z.infer<typeof HabitDaySet>;

/** Twelve weeks of one action's days (the heatmap), with its streaks and completed of scheduled days. */
export const HabitHistory = z.object({
  id: Id,
  action: z.string(),
  from: IsoDay,
  to: IsoDay,
  days: z.array(
    z.object({
      date: IsoDay,
      status: HabitDayView.shape.status,
      beforeStart: z.boolean(),
      note: z.string().nullable(),
    }),
  ),
  streaks: Streaks,
  completed: z.number().int(),
  total: z.number().int(),
});
export type HabitHistory = z.infer<typeof HabitHistory>;

export const HabitWeekReset = z.object({ weekStart: IsoDay, reset: z.number().int() });
export type HabitWeekReset = z.infer<typeof HabitWeekReset>;
