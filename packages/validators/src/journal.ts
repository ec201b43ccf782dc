import { z } from "zod";
import { JOURNAL_TYPES, type JournalType } from "./journal-types";
import { messages } from "./messages/common";
import { numberFromText } from "./number-schemas";
import { requiredText } from "./text-schemas";

export { isJournalType, JOURNAL_TYPES, type JournalType } from "./journal-types";

/** §9: 3 wins and 3 gratitudes. */
export const JOURNAL_SLOTS = 3;
/** §5, §9: rating sliders 1 to 10, default 5. */
export const JOURNAL_RATING_MIN = 1;
export const JOURNAL_RATING_MAX = 10;
export const JOURNAL_RATING_DEFAULT = 5;
/** Longest win or gratitude (one line each). */
export const JOURNAL_SLOT_MAX = 500;
/** Longest answer in any textarea. */
export const JOURNAL_TEXT_MAX = 5000;
/** §4, §9: after a date change the form clears and that date's entry loads this much later. */
export const JOURNAL_RELOAD_DELAY_MS = 100;
/** The trends view covers this many weeks, the current one included. */
export const JOURNAL_TREND_WEEKS = 12;
/** Journal dates accepted: a real calendar day in these years. */
export const JOURNAL_FIRST_YEAR = 1970;
export const JOURNAL_LAST_YEAR = 2099;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day "YYYY-MM-DD" within the accepted years. */
export function isJournalDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < JOURNAL_FIRST_YEAR || year > JOURNAL_LAST_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** §5: the date is required; a calendar day in the user's own zone ("2026-11-23"). */
export const JournalDate = z
  .string({
    error: (issue) => (issue.input === undefined ? messages.journalDateRequired : messages.journalDateInvalid),
  })
  .trim()
  .min(1, messages.journalDateRequired)
  .refine(isJournalDate, messages.journalDateInvalid);

export const JournalTypeName = z.enum(JOURNAL_TYPES, messages.journalTypeInvalid);

/** An optional answer: trimmed, empty when missing. */
const optionalText = z
  .string(messages.journalTextTooLong)
  .trim()
  .max(JOURNAL_TEXT_MAX, messages.journalTextTooLong)
  .default("");

/** A required answer: trimmed and not blank. */
const answer = (message: string) => requiredText(message, JOURNAL_TEXT_MAX, messages.journalTextTooLong);

/** §5: wins and gratitudes are trimmed and blank slots dropped; at most three remain. */
const slots = (tooMany: string) =>
  z
    .array(z.string(messages.journalSlotTooLong).trim().max(JOURNAL_SLOT_MAX, messages.journalSlotTooLong), tooMany)
    .default([])
    .transform((items) => items.filter((item) => item !== ""))
    .refine((items) => items.length <= JOURNAL_SLOTS, tooMany);

/** §5: a rating slider, 1 to 10, 5 when not given. */
export const JournalRating = z.preprocess(
  numberFromText,
  z
    .number(messages.journalRatingInvalid)
    .int(messages.journalRatingInvalid)
    .min(JOURNAL_RATING_MIN, messages.journalRatingInvalid)
    .max(JOURNAL_RATING_MAX, messages.journalRatingInvalid)
    .default(JOURNAL_RATING_DEFAULT),
);

/** The fields of each journal besides date and type, the way they are stored. */
export const DailyJournalContent = z.object({
  wins: slots(messages.journalTooManyWins),
  gratitudes: slots(messages.journalTooManyGratitudes),
  well: optionalText,
  better: optionalText,
  how: optionalText,
  notes: optionalText,
});
export type DailyJournalContent = z.infer<typeof DailyJournalContent>;

export const WeeklyJournalContent = z.object({
  goals: answer(messages.weeklyGoalsRequired),
  wins: answer(messages.weeklyWinsRequired),
  lessons: answer(messages.weeklyLessonsRequired),
  nextFocus: answer(messages.weeklyNextFocusRequired),
  rating: JournalRating,
});
export type WeeklyJournalContent = z.infer<typeof WeeklyJournalContent>;

export const PerformanceJournalContent = z.object({
  event: answer(messages.performanceEventRequired),
  preparation: answer(messages.performancePreparationRequired),
  mentalState: answer(messages.performanceMentalStateRequired),
  performance: answer(messages.performancePerformanceRequired),
  strengths: answer(messages.performanceStrengthsRequired),
  improvements: answer(messages.performanceImprovementsRequired),
  nextSteps: answer(messages.performanceNextStepsRequired),
  performanceRating: JournalRating,
  mentalRating: JournalRating,
});
export type PerformanceJournalContent = z.infer<typeof PerformanceJournalContent>;

/** A save of one journal type: the type, the date and that journal's content. */
const journalInput = <const T extends JournalType, S extends z.core.$ZodShape>(type: T, content: z.ZodObject<S>) =>
  z.object({ type: z.literal(type, messages.journalTypeInvalid), date: JournalDate, ...content.shape });

/** §3 daily entry: date, wins (3 slots), gratitudes (3 slots), well, better, how, notes. */
export const DailyJournalInput = journalInput("daily", DailyJournalContent);
export type DailyJournalInput = z.infer<typeof DailyJournalInput>;
/** §3 weekly entry: date, goals, wins, lessons, nextFocus, rating. */
export const WeeklyJournalInput = journalInput("weekly", WeeklyJournalContent);
export type WeeklyJournalInput = z.infer<typeof WeeklyJournalInput>;
/** §3 performance entry: date, event … nextSteps, performanceRating, mentalRating. */
export const PerformanceJournalInput = journalInput("performance", PerformanceJournalContent);
export type PerformanceJournalInput = z.infer<typeof PerformanceJournalInput>;

/** Saving a journal entry: one per user, type and date; saving again replaces it. */
export const SaveJournalInput = z.discriminatedUnion(
  "type",
  [DailyJournalInput, WeeklyJournalInput, PerformanceJournalInput],
  { error: messages.journalTypeInvalid },
);
export type SaveJournalInput = z.infer<typeof SaveJournalInput>;

export const JOURNAL_CONTENT = {
  daily: DailyJournalContent,
  weekly: WeeklyJournalContent,
  performance: PerformanceJournalContent,
} as const;

export const GetJournalInput = z.object({ type: JournalTypeName, date: JournalDate });
export type GetJournalInput = z.infer<typeof GetJournalInput>;

export const ListJournalDatesInput = z.object({ type: JournalTypeName });
export type ListJournalDatesInput = z.infer<typeof ListJournalDatesInput>;

/** An entry as the API answers it: its journal's content, the type and the record's fields. */
const journalEntry = <const T extends JournalType, S extends z.core.$ZodShape>(type: T, content: z.ZodObject<S>) =>
  content.extend({ id: z.string(), date: z.string(), createdAt: z.date(), updatedAt: z.date(), type: z.literal(type) });

export const JournalEntry = z.discriminatedUnion("type", [
  journalEntry("daily", DailyJournalContent),
  journalEntry("weekly", WeeklyJournalContent),
  journalEntry("performance", PerformanceJournalContent),
]);
export type JournalEntry = z.infer<typeof JournalEntry>;

export const JournalDateItem = z.object({ id: z.string(), date: z.string() });
export type JournalDateItem = z.infer<typeof JournalDateItem>;

/** One week of the trends view: averages of that week's entries, null when there are none. */
export const JournalTrendWeek = z.object({
  weekStart: z.string(),
  rating: z.number().nullable(),
  performanceRating: z.number().nullable(),
  mentalRating: z.number().nullable(),
  weeklyEntries: z.number(),
  performanceEntries: z.number(),
});
export type JournalTrendWeek = z.infer<typeof JournalTrendWeek>;

/** The text fields of the weekly and performance forms, in the order they are shown. */
export const WEEKLY_TEXT_FIELDS = [
  { key: "goals", label: "Goals", hint: "What did you set out to do this week?" },
  { key: "wins", label: "Wins", hint: "What went well this week?" },
  { key: "lessons", label: "Lessons", hint: "What did you learn?" },
  { key: "nextFocus", label: "Next week's focus", hint: "What will you focus on next week?" },
] as const satisfies readonly { key: keyof WeeklyJournalContent; label: string; hint: string }[];

export const PERFORMANCE_TEXT_FIELDS = [
  { key: "event", label: "Event", hint: "Game, match, race or practice" },
  { key: "preparation", label: "Preparation", hint: "How did you prepare?" },
  { key: "mentalState", label: "Mental state", hint: "How did you feel before and during?" },
  { key: "performance", label: "Performance", hint: "How did you perform?" },
  { key: "strengths", label: "Strengths", hint: "What did you do well?" },
  { key: "improvements", label: "Improvements", hint: "What will you improve?" },
  { key: "nextSteps", label: "Next steps", hint: "What will you do next?" },
] as const satisfies readonly { key: keyof PerformanceJournalContent; label: string; hint: string }[];

/** §2.5: the daily form's textareas, with the spec's labels. */
export const DAILY_TEXT_FIELDS = [
  { key: "well", label: "What did you Well?" },
  { key: "better", label: "What could you do Better?" },
  { key: "how", label: "How could you do Better?" },
  { key: "notes", label: "Notes" },
] as const satisfies readonly { key: keyof DailyJournalContent; label: string }[];

/** Average of the ratings given, rounded to one decimal; null without any. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
}
