import { and, type Database, eq, isNull, users } from "@onepercent/db";
import { AppError } from "@onepercent/validators";
import { reminderMessages } from "@onepercent/validators/reminders";
import { setHabitDay } from "../habits";
import { verifyDoneToken } from "./done-token";

/**
 * The "Done" action of a habit's reminder (POST /api/reminders/done, no session): the habit the
 * token names is checked done on its date, with the rules of a check from the app (the habit is
 * still the user's, the date is today or the previous day where they are, the habit applies that
 * day). Checking it again changes nothing. A token that is forged or expired, or names a habit or
 * an account that is gone or a day that can no longer be changed, is refused with one message.
 */
export async function checkHabitByToken(
  db: Database,
  signingKey: string,
  { token }: { token: string },
  now = new Date(),
): Promise<{ ok: true }> {
  const invalid = new AppError("BAD_INPUT", reminderMessages.doneLinkInvalid);
  const claim = verifyDoneToken(signingKey, token, now);
  if (!claim) throw invalid;
  const [user] = await db
    .select({ id: users.id, timeZone: users.timeZone })
    .from(users)
    .where(and(eq(users.id, claim.userId), isNull(users.disabledAt)));
  if (!user) throw invalid;
  try {
    await setHabitDay(db, user, { id: claim.actionId, date: claim.date, status: "completed" }, now);
  } catch (error) {
    // A habit that is gone, a day past changing: the link no longer works. Anything else is not ours to hide.
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "BAD_INPUT")) throw invalid;
    throw error;
  }
  return { ok: true };
}
