import { and, type Database, dailyCheckins, eq } from "@onepercent/db";
import { type CheckInView, type GetCheckInInput, messages, type SaveCheckInInput } from "@onepercent/validators";
import { inserted } from "../shared/records";

// The daily check-in (planning-and-reflection.md §7: date, mood, timestamp): one per user per day.

const checkInColumns = {
  date: dailyCheckins.date,
  mood: dailyCheckins.mood,
  moodText: dailyCheckins.moodText,
  timestamp: dailyCheckins.checkedInAt,
};

/** A check-in with its mood as it was given: the number, or the word (the table keeps exactly one). */
const checkInOf = ({
  mood,
  moodText,
  ...row
}: Omit<CheckInView, "mood"> & { mood: number | null; moodText: string | null }): CheckInView => ({
  ...row,
  mood: mood ?? moodText ?? "",
});

/** The caller's check-in on a day, or null when there is none. */
export async function getCheckIn(db: Database, userId: string, { date }: GetCheckInInput): Promise<CheckInView | null> {
  const [row] = await db
    .select(checkInColumns)
    .from(dailyCheckins)
    .where(and(eq(dailyCheckins.userId, userId), eq(dailyCheckins.date, date)));
  return row ? checkInOf(row) : null;
}

/** One check-in per day: saving again replaces the mood and the time. */
export async function saveCheckIn(
  db: Database,
  userId: string,
  { date, mood }: SaveCheckInInput,
): Promise<CheckInView> {
  const now = new Date();
  const given = typeof mood === "number" ? { mood, moodText: null } : { mood: null, moodText: mood };
  const rows = await db
    .insert(dailyCheckins)
    .values({ userId, date, ...given, checkedInAt: now })
    .onConflictDoUpdate({ target: [dailyCheckins.userId, dailyCheckins.date], set: { ...given, checkedInAt: now } })
    .returning(checkInColumns);
  return checkInOf(inserted(rows, messages.checkInSaveFailed));
}
