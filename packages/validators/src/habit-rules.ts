import { addDays, type DayCode, dayCodeOf, weekDays, weekStartOf } from "./calendar";

/** The Daily Success Checklist's constants and derived rules, without zod (the dashboard loads them on first paint). */

/**
 * The Daily Success Checklist (planning-and-reflection.md §2.8, §3–§5, §9). Checks are stored
 * one per action per calendar day (ARCHITECTURE.md "Data"); everything here derives the
 * weekly grid, the missed and not-applicable days, completion rates and streaks from them.
 */

/** §9: the category options; "Other" is the default (the form's empty "Select a category" means it). */
export const HABIT_CATEGORIES = [
  "Physical Health",
  "Mental Health",
  "Career",
  "Relationships",
  "Personal Development",
  "Wellness",
  "Other",
] as const;
export type HabitCategory = (typeof HABIT_CATEGORIES)[number];
export const DEFAULT_HABIT_CATEGORY: HabitCategory = "Other";

/**
 * §9: daily (default), weekdays (Monday to Friday), weekends (Saturday and Sunday), custom
 * (chosen days; every day until some are chosen, since the spec's action has no days field).
 */
export const HABIT_FREQUENCIES = ["daily", "weekdays", "weekends", "custom"] as const;
export type HabitFrequency = (typeof HABIT_FREQUENCIES)[number];
export const HABIT_FREQUENCY_LABELS: Record<HabitFrequency, string> = {
  daily: "Daily",
  weekdays: "Weekdays",
  weekends: "Weekends",
  custom: "Custom days",
};

/** §9: morning, afternoon, evening, anytime (default). */
export const HABIT_TIMES_OF_DAY = ["morning", "afternoon", "evening", "anytime"] as const;
export type HabitTimeOfDay = (typeof HABIT_TIMES_OF_DAY)[number];
export const HABIT_TIME_OF_DAY_LABELS: Record<HabitTimeOfDay, string> = {
  morning: "Morning",
  afternoon: "Afternoon",
  evening: "Evening",
  anytime: "Anytime",
};

/** §3: the stored statuses of a day's check. */
export const HABIT_CHECK_STATUSES = ["pending", "completed"] as const;
export type HabitCheckStatus = (typeof HABIT_CHECK_STATUSES)[number];
/** §3: what a day shows: the stored statuses plus the derived missed and not-applicable. */
export type HabitDayStatus = HabitCheckStatus | "missed" | "not-applicable";

export const DAY_NAMES: Record<DayCode, string> = {
  SU: "Sunday",
  MO: "Monday",
  TU: "Tuesday",
  WE: "Wednesday",
  TH: "Thursday",
  FR: "Friday",
  SA: "Saturday",
};

export const HABIT_ACTION_MAX = 200;
export const HABIT_NOTE_MAX = 500;
/** Actions one user may keep (a daily checklist, not a database). */
export const HABITS_MAX_PER_USER = 50;
/** §9: the first-habit banner shows this long. */
export const FIRST_HABIT_BANNER_MS = 5000;
/** Weeks of history the heatmap shows (this week included). */
export const HABIT_HISTORY_WEEKS = 12;
/** §4: a pending day this many days back (or fewer, today excluded) is missed. */
export const HABIT_MISSED_WITHIN_DAYS = 2;

// ——— Derived rules ———

export interface HabitSchedule {
  frequency: HabitFrequency;
  customDays: readonly DayCode[];
}

/** An action's schedule and the first day it existed (in the user's zone): before it nothing is tracked. */
export interface HabitTrack extends HabitSchedule {
  startDate: string;
}

const WEEKDAYS: readonly DayCode[] = ["MO", "TU", "WE", "TH", "FR"];
const WEEKEND: readonly DayCode[] = ["SA", "SU"];

/** §4: whether the action applies on a day of the week (daily, and custom without chosen days, always apply). */
export function appliesOn(schedule: HabitSchedule, day: DayCode): boolean {
  switch (schedule.frequency) {
    case "daily":
      return true;
    case "weekdays":
      return WEEKDAYS.includes(day);
    case "weekends":
      return WEEKEND.includes(day);
    case "custom":
      return schedule.customDays.length === 0 || schedule.customDays.includes(day);
  }
}

/** §4: only today and the previous day can be changed (the previous day may be in last week). */
export function editableDays(today: string): { today: string; yesterday: string } {
  return { today, yesterday: addDays(today, -1) };
}

export function isEditableDay(date: string, today: string): boolean {
  return date === today || date === addDays(today, -1);
}

/** The editable day with this day code (today or the previous day), or null when it names neither. */
export function editableDateOfDayCode(day: DayCode, today: string): string | null {
  if (dayCodeOf(today) === day) return today;
  const yesterday = addDays(today, -1);
  return dayCodeOf(yesterday) === day ? yesterday : null;
}

/**
 * Whether the action existed on a day. Days before it was added are not tracked and count
 * nowhere, unless the athlete checked one (a back-filled day counts like any other).
 */
export function tracksOn(habit: HabitTrack, date: string): boolean {
  return date >= habit.startDate;
}

/**
 * §4: what a day shows. A completed check is completed (also on a back-filled day before the
 * action existed); any other day before the action existed is not-applicable; a day the
 * frequency excludes is not-applicable; a pending day in the past within the last two days
 * (today excluded) is missed; anything else is pending.
 */
export function habitDayStatus(
  habit: HabitTrack,
  date: string,
  stored: HabitCheckStatus | null,
  today: string,
): HabitDayStatus {
  if (stored === "completed") return "completed";
  if (!tracksOn(habit, date)) return "not-applicable";
  if (!appliesOn(habit, dayCodeOf(date))) return "not-applicable";
  if (date < today && date >= addDays(today, -HABIT_MISSED_WITHIN_DAYS)) return "missed";
  return "pending";
}

/** §9: completed days divided by total days, as a rounded percent (0 when there are no days). */
export function completionRate(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(completed, total) / total) * 100);
}

/**
 * §3, §9: the legacy `completionRate` of an action: its completed statuses over all the days
 * of its week's grid (seven), as a rounded percent. The web app shows the rate of scheduled
 * days beside it (`weekCompletion`).
 */
export function gridCompletionRate(grid: readonly { status: HabitDayStatus }[]): number {
  return completionRate(grid.filter((day) => day.status === "completed").length, grid.length);
}

/** The days from `from` to `to`, both included (none when `from` is after `to`). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export interface HabitProgressInput extends HabitTrack {
  /** The days with a completed check. */
  completedDates: ReadonlySet<string>;
}

/** Whether a day counts for an action: it existed then, or the athlete back-filled the day. */
const countsOn = (habit: HabitProgressInput, date: string) => tracksOn(habit, date) || habit.completedDates.has(date);

/**
 * The days of the week starting `weekStart` that count for an action: applicable days from
 * the day it was added up to today, and back-filled days before it (a week in the past counts whole).
 */
export function countedDaysOfWeek(habit: HabitProgressInput, weekStart: string, today: string): string[] {
  return weekDays(weekStart).filter(
    (date) => date <= today && countsOn(habit, date) && appliesOn(habit, dayCodeOf(date)),
  );
}

/** The actions' rate of scheduled days done in a week: their completed counted days over their counted days. */
export function weekCompletion(habits: readonly HabitProgressInput[], weekStart: string, today: string) {
  let completed = 0;
  let total = 0;
  for (const habit of habits) {
    const days = countedDaysOfWeek(habit, weekStart, today);
    total += days.length;
    completed += days.filter((date) => habit.completedDates.has(date)).length;
  }
  return { completed, total, percent: completionRate(completed, total) };
}

/** The actions' completed and counted days from `from` to today, summed week by week from `from`. */
export function completionSince(habits: readonly HabitProgressInput[], from: string, today: string) {
  let completed = 0;
  let total = 0;
  for (let weekStart = from; weekStart <= today; weekStart = addDays(weekStart, 7)) {
    const week = weekCompletion(habits, weekStart, today);
    completed += week.completed;
    total += week.total;
  }
  return { completed, total };
}

export interface HabitStreaks {
  /** Applicable days completed in a row up to today (today still open does not break it). */
  current: number;
  /** The longest such run ever. */
  best: number;
}

/**
 * Streaks count applicable days since the action was added, and back-filled days before it: a
 * day the frequency excludes neither counts nor breaks, and unchecked days before the action
 * existed count nowhere.
 */
export function habitStreaks(habit: HabitProgressInput, today: string): HabitStreaks {
  let run = 0;
  let best = 0;
  const first = [...habit.completedDates].reduce(
    (earliest, date) => (date < earliest ? date : earliest),
    habit.startDate,
  );
  for (const date of daysBetween(first, today)) {
    if (habit.completedDates.has(date)) {
      run += 1;
      best = Math.max(best, run);
    } else if (tracksOn(habit, date) && appliesOn(habit, dayCodeOf(date)) && date !== today) {
      run = 0;
    }
  }
  return { current: run, best };
}

/**
 * The current streak of `habitStreaks` alone, walking back from today and stopping at the first
 * day that breaks it (the same rule, read from its end): what a table of many athletes needs
 * without reading every day since each action began.
 */
export function currentHabitStreak(habit: HabitProgressInput, today: string): number {
  let first = habit.startDate;
  for (const date of habit.completedDates) if (date < first) first = date;
  let run = 0;
  for (let date = today; date >= first; date = addDays(date, -1)) {
    if (habit.completedDates.has(date)) run += 1;
    else if (tracksOn(habit, date) && appliesOn(habit, dayCodeOf(date)) && date !== today) break;
  }
  return run;
}

export interface HabitGridDay {
  day: DayCode;
  date: string;
  status: HabitDayStatus;
  /** The action did not exist yet on this day and it is not checked: shown as not tracked yet. */
  beforeStart: boolean;
  editable: boolean;
}

/**
 * Whether the user may tap a day: today or the previous day (also before the action was added,
 * to back-fill a day it was done), scheduled or already completed.
 */
export function canChangeDay(habit: HabitTrack, date: string, status: HabitDayStatus, today: string): boolean {
  return isEditableDay(date, today) && (status === "completed" || appliesOn(habit, dayCodeOf(date)));
}

/** One day of an action's grid (a view of its check on that day). */
export function gridDay(habit: HabitTrack, date: string, stored: HabitCheckStatus | null, today: string): HabitGridDay {
  const status = habitDayStatus(habit, date, stored, today);
  return {
    day: dayCodeOf(date),
    date,
    status,
    beforeStart: !tracksOn(habit, date) && status !== "completed",
    editable: canChangeDay(habit, date, status, today),
  };
}

/** The SU..SA grid of one week for an action (a view of its checks). */
export function weekGrid(
  habit: HabitTrack,
  weekStart: string,
  storedStatus: (date: string) => HabitCheckStatus | null,
  today: string,
): HabitGridDay[] {
  return weekDays(weekStart).map((date) => gridDay(habit, date, storedStatus(date), today));
}

/** The first day of the heatmap: the Sunday `HABIT_HISTORY_WEEKS - 1` weeks before this week's. */
export function historyStart(today: string): string {
  return addDays(weekStartOf(today), -7 * (HABIT_HISTORY_WEEKS - 1));
}
