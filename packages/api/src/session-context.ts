import { type ValidatedSession, validateSession, verifyBearerToken } from "@onepercent/auth";
import { type Database, eq, users } from "@onepercent/db";
import { isTimeZone } from "@onepercent/validators";
import { rescheduleReminders } from "./services/reminders/time-zone";

/**
 * The session behind a request: a bearer token (REST clients) names a session; a cookie (the
 * web app) carries the session token itself. Anything malformed, tampered or expired is null.
 */
export async function resolveSession(
  db: Database,
  signingKey: string,
  credentials: { bearer?: string | undefined; cookie?: string | undefined },
): Promise<ValidatedSession | null> {
  if (credentials.bearer !== undefined) {
    const token = verifyBearerToken(credentials.bearer, signingKey);
    return token ? validateSession(db, token) : null;
  }
  return credentials.cookie ? validateSession(db, credentials.cookie) : null;
}

/**
 * Keeps the user's time zone in step with their browser: "today" for habits, journals and the
 * weekly metrics is the day where the user is. A valid zone that differs from the stored one is
 * saved (only on change, with the user's reminders moved to it) and used for this request;
 * anything else is ignored.
 */
export async function syncTimeZone(
  db: Database,
  auth: ValidatedSession | null,
  timeZone: string | undefined,
): Promise<ValidatedSession | null> {
  if (!auth || !timeZone || timeZone === auth.user.timeZone || timeZone.length > 64 || !isTimeZone(timeZone)) {
    return auth;
  }
  await db.transaction(async (tx) => {
    await tx.update(users).set({ timeZone }).where(eq(users.id, auth.user.id));
    // The user's reminders keep their local times in the new zone.
    await rescheduleReminders(tx, auth.user.id, timeZone);
  });
  return { ...auth, user: { ...auth.user, timeZone } };
}
