import { and, type Database, dailyActionChecks, eq, gte, lt, ne, or } from "@onepercent/db";
import {
  AppError,
  addDays,
  appliesOn,
  type DayCode,
  dayCodeOf,
  editableDateOfDayCode,
  type HabitCheckStatus,
  type HabitDayChange,
  type HabitDayNoteInput,
  type HabitDaySet,
  type HabitTrack,
  type HabitWeekReset,
  isEditableDay,
  messages,
  type SetHabitDayInput,
  weekStartOf,
} from "@onepercent/validators";
import { type CheckRow, checkColumns, dayView, type HabitsUser, ownedAction, todayOf, trackOf } from "./rows";

// A day's check of an action: set, toggled, noted, or reset for the week (planning-and-reflection.md §4).

/** An action's day the user may change: the action (theirs), its track, today and the day. */
interface EditableDay {
  id: string;
  habit: HabitTrack;
  today: string;
  date: string;
}

/**
 * The day an input names, if the user may change it (§4: only today and the previous day, in
 * the user's zone, also before the action existed: back-filled); NOT_FOUND for another user's action.
 */
async function editableDay(
  db: Database,
  user: HabitsUser,
  input: { id: string; date?: string | undefined; day?: DayCode | undefined },
  now: Date,
): Promise<EditableDay> {
  const action = await ownedAction(db, user.id, input.id);
  const habit = trackOf(action, user.timeZone);
  const today = todayOf(user, now);
  const date = input.date ?? (input.day === undefined ? null : editableDateOfDayCode(input.day, today));
  if (date === null || !isEditableDay(date, today)) {
    throw new AppError("BAD_INPUT", messages.habitOnlyTodayAndYesterday);
  }
  return { id: action.id, habit, today, date };
}

async function checkOn(db: Database, actionId: string, date: string): Promise<CheckRow | undefined> {
  const [row] = await db
    .select(checkColumns)
    .from(dailyActionChecks)
    .where(and(eq(dailyActionChecks.actionId, actionId), eq(dailyActionChecks.date, date)));
  return row;
}

/** Sets the status or the note of the day's check (creating it), and answers the day. */
async function writeCheck(
  db: Database,
  userId: string,
  { id, habit, today, date }: EditableDay,
  change: { status: HabitCheckStatus } | { note: HabitDayNoteInput["note"] },
): Promise<HabitDayChange> {
  await db
    .insert(dailyActionChecks)
    .values({ actionId: id, userId, date, ...change })
    .onConflictDoUpdate({
      target: [dailyActionChecks.actionId, dailyActionChecks.date],
      set: { ...change, updatedAt: new Date() },
    });
  return { id, ...dayView(habit, date, await checkOn(db, id, date), today) };
}

/** Whether the user has completed any other check (one row is enough to know: a year of checks is not counted). */
async function completedElsewhere(db: Database, userId: string, day: EditableDay): Promise<boolean> {
  const found = await db
    .select({ actionId: dailyActionChecks.actionId })
    .from(dailyActionChecks)
    .where(
      and(
        eq(dailyActionChecks.userId, userId),
        eq(dailyActionChecks.status, "completed"),
        or(ne(dailyActionChecks.actionId, day.id), ne(dailyActionChecks.date, day.date)),
      ),
    )
    .limit(1);
  return found.length > 0;
}

/**
 * Sets a day's status (today or the previous day only, in the user's zone). `firstCheck` is
 * true when this is the user's first completed check ever (§4's first-habit banner).
 */
export async function setHabitDay(
  db: Database,
  user: HabitsUser,
  input: SetHabitDayInput,
  now = new Date(),
): Promise<HabitDaySet> {
  const day = await editableDay(db, user, input, now);
  if (input.status === "completed" && !appliesOn(day.habit, dayCodeOf(day.date))) {
    throw new AppError("BAD_INPUT", messages.habitDayNotApplicable);
  }
  const firstCheck = input.status === "completed" && !(await completedElsewhere(db, user.id, day));
  return { ...(await writeCheck(db, user.id, day, { status: input.status })), firstCheck };
}

/** A note on a day's check-in (today or the previous day); a blank note removes it. */
export async function setHabitDayNote(
  db: Database,
  user: HabitsUser,
  input: HabitDayNoteInput,
  now = new Date(),
): Promise<HabitDayChange> {
  return writeCheck(db, user.id, await editableDay(db, user, input, now), { note: input.note });
}

/** Reset All: this week's checks go back to pending (notes stay); earlier weeks keep theirs. */
export async function resetHabitWeek(db: Database, user: HabitsUser, now = new Date()): Promise<HabitWeekReset> {
  const weekStart = weekStartOf(todayOf(user, now));
  const reset = await db
    .update(dailyActionChecks)
    .set({ status: "pending", updatedAt: new Date() })
    .where(
      and(
        eq(dailyActionChecks.userId, user.id),
        eq(dailyActionChecks.status, "completed"),
        gte(dailyActionChecks.date, weekStart),
        lt(dailyActionChecks.date, addDays(weekStart, 7)),
      ),
    )
    .returning({ actionId: dailyActionChecks.actionId });
  return { weekStart, reset: reset.length };
}
