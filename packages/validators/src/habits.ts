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
import { messages } from "./messages";

const IsoDate = z.iso.date("Please give a date as YYYY-MM-DD");
export const HabitId = z.uuid(messages.notFound);

const ActionText = z
  .string(messages.habitActionRequired)
  .trim()
  .min(1, messages.habitActionRequired)
  .max(HABIT_ACTION_MAX, messages.habitActionTooLong);
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
export const HabitChanges = z.object({
  action: ActionText.optional(),
  category: Category.optional(),
  frequency: Frequency.optional(),
  customDays: CustomDays.optional(),
  timeOfDay: TimeOfDay.optional(),
  order: Order.optional(),
});
export type HabitChanges = z.infer<typeof HabitChanges>;

export const UpdateHabitInput = z.object({ id: HabitId, data: HabitChanges });
export type UpdateHabitInput = z.infer<typeof UpdateHabitInput>;

export const HabitIdInput = z.object({ id: HabitId });
export type HabitIdInput = z.infer<typeof HabitIdInput>;

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
  .object({ id: HabitId, ...DayRef, status: z.enum(HABIT_CHECK_STATUSES, messages.habitInvalidStatus) })
  .refine(oneDay, oneDayIssue);
export type SetHabitDayInput = z.infer<typeof SetHabitDayInput>;

export const ToggleHabitDayInput = z.object({ id: HabitId, ...DayRef }).refine(oneDay, oneDayIssue);
export type ToggleHabitDayInput = z.infer<typeof ToggleHabitDayInput>;

/** A note on a day's check-in; a blank note removes it. */
export const HabitDayNoteInput = z
  .object({
    id: HabitId,
    ...DayRef,
    note: z
      .string(messages.habitNoteTooLong)
      .trim()
      .max(HABIT_NOTE_MAX, messages.habitNoteTooLong)
      .transform((note) => (note === "" ? null : note)),
  })
  .refine(oneDay, oneDayIssue);
export type HabitDayNoteInput = z.infer<typeof HabitDayNoteInput>;
