import { and, type Database, dailyCheckins, eq } from "@onepercent/db";
import { AppError, type GetCheckInInput, messages, type SaveCheckInInput } from "@onepercent/validators";

// The daily check-in (planning-and-reflection.md §7: date, mood, timestamp): one per user per day.

const checkInColumns = {
  date: dailyCheckins.date,
  mood: dailyCheckins.mood,
  moodText: dailyCheckins.moodText,
  timestamp: dailyCheckins.checkedInAt,
};

interface CheckInRow {
  date: string;
  mood: number | null;
  moodText: string | null;
  timestamp: Date;
}

/** A check-in with its mood as it was given: the number, or the word (the table keeps exactly one). */
const checkInOf = ({ mood, moodText, ...row }: CheckInRow) => ({ ...row, mood: mood ?? moodText ?? "" });

/** The caller's check-in on a day, or null when there is none. */
export async function getCheckIn(db: Database, userId: string, { date }: GetCheckInInput) {
  const [row] = await db
    .select(checkInColumns)
    .from(dailyCheckins)
    .where(and(eq(dailyCheckins.userId, userId), eq(dailyCheckins.date, date)));
  return row ? checkInOf(row) : null;
}

/** One check-in per day: saving again replaces the mood and the time. */
export async function saveCheckIn(db: Database, userId: string, { date, mood }: SaveCheckInInput) {
  const now = new Date();
  const given = typeof mood === "number" ? { mood, moodText: null } : { mood: null, moodText: mood };
  const [row] = await db
    .insert(dailyCheckins)
    .values({ userId, date, ...given, checkedInAt: now })
    .onConflictDoUpdate({ target: [dailyCheckins.userId, dailyCheckins.date], set: { ...given, checkedInAt: now } })
    .returning(checkInColumns);
  if (!row) throw new AppError("UNAVAILABLE", messages.checkInSaveFailed);
  return checkInOf(row);
}
