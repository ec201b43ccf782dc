import {
  and,
  type Database,
  eq,
  isNull,
  type Login,
  logins,
  lt,
  preparedFor,
  type Session,
  sessions,
  sql,
  users,
  type WithSubquery,
} from "@onepercent/db";
import {
  ACTIVITY_WRITE_INTERVAL_MS,
  IDLE_TIMEOUT_MS,
  REMEMBER_ME_ABSOLUTE_MS,
  REMEMBER_ME_MS,
  SESSION_ABSOLUTE_MS,
} from "@onepercent/validators";
import { digestsEqual, generateSessionToken, hashSecret, parseSessionToken, type SessionToken } from "./session-token";

/** The user columns a request needs; never the password hash. */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  birthYear: users.birthYear,
  gender: users.gender,
  sport: users.sport,
  sportPosition: users.sportPosition,
  yearsPlaying: users.yearsPlaying,
  subscriptionStatus: users.subscriptionStatus,
  isAdmin: users.isAdmin,
  onboardingCompleted: users.onboardingCompleted,
  timeZone: users.timeZone,
  createdAt: users.createdAt,
};

interface SessionInfo {
  id: string;
  userId: string;
  rememberMe: boolean;
  expiresAt: Date;
  /** True when this validation slid the expiry (the cookie should be re-sent). */
  renewed: boolean;
}

type LookupRow = Awaited<ReturnType<ReturnType<typeof lookup>["execute"]>>[number];
/** The signed-in user as every request sees it. */
export type SessionUser = LookupRow["user"];

export interface ValidatedSession {
  session: SessionInfo;
  user: SessionUser;
}

/** The sliding lifetime: how long a session lasts after its last use. */
const sessionLifetimeMs = (rememberMe: boolean) => (rememberMe ? REMEMBER_ME_MS : IDLE_TIMEOUT_MS);
/** The absolute lifetime: how long a session lasts after sign-in, however active. */
const sessionAbsoluteMs = (rememberMe: boolean) => (rememberMe ? REMEMBER_ME_ABSOLUTE_MS : SESSION_ABSOLUTE_MS);

/** When a session used at `now` expires: its sliding lifetime from now, never past its absolute end. */
const expiryAt = (rememberMe: boolean, createdAt: Date, now: Date) =>
  new Date(
    Math.min(now.getTime() + sessionLifetimeMs(rememberMe), createdAt.getTime() + sessionAbsoluteMs(rememberMe)),
  );

/**
 * A new session for the user. With `login`, the same statement also records the sign-in (the
 * logins the weekly metrics count), so a sign-in writes once.
 */
export async function createSession(
  db: Database,
  userId: string,
  rememberMe: boolean,
  now = new Date(),
  login?: Login["method"],
  /** More writes that belong to the sign-in (the throttle's settlement), run in the same statement. */
  alongside: WithSubquery[] = [],
  /** The browser's User-Agent (the list of signed-in devices); cut to 512 characters. */
  userAgent: string | null = null,
  /** How the session began when it is not a recorded sign-in (a password change or reset). */
  signedInWith: Session["signedInWith"] = login ?? null,
): Promise<{ token: SessionToken; expiresAt: Date }> {
  const token = generateSessionToken();
  const expiresAt = expiryAt(rememberMe, now, now);
  const session = {
    id: token.id,
    userId,
    secretHash: hashSecret(token.secret),
    rememberMe,
    createdAt: now,
    lastActiveAt: now,
    expiresAt,
    userAgent: userAgent?.slice(0, 512) ?? null,
    signedInWith,
  };
  const recorded =
    login === undefined
      ? []
      : [db.$with("recorded_login").as(db.insert(logins).values({ userId, method: login, loggedInAt: now }))];
  await db
    .with(...recorded, ...alongside)
    .insert(sessions)
    .values(session);
  return { token, expiresAt };
}

const lookup = preparedFor((db) =>
  db
    .select({
      session: {
        id: sessions.id,
        userId: sessions.userId,
        secretHash: sessions.secretHash,
        rememberMe: sessions.rememberMe,
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.lastActiveAt,
        expiresAt: sessions.expiresAt,
      },
      user: sessionUserColumns,
    })
    .from(sessions)
    // A disabled account has no session (issue 16): the join refuses it at no extra cost.
    .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.disabledAt)))
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare("session_lookup"),
);

/**
 * The session and user for a token, or null when the token is malformed, unknown, wrong or
 * expired. Expiry slides with use up to the absolute lifetime from sign-in; the new activity is
 * written at most once a minute.
 */
export async function validateSession(
  db: Database,
  token: SessionToken | string,
  now = new Date(),
): Promise<ValidatedSession | null> {
  const parsed = typeof token === "string" ? parseSessionToken(token) : token;
  if (!parsed) return null;
  const [row] = await lookup(db).execute({ id: parsed.id });
  if (!row || !digestsEqual(row.session.secretHash, hashSecret(parsed.secret))) return null;
  const { session, user } = row;
  const absoluteEnd = session.createdAt.getTime() + sessionAbsoluteMs(session.rememberMe);
  if (session.expiresAt.getTime() <= now.getTime() || absoluteEnd <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  let expiresAt = session.expiresAt;
  let renewed = false;
  if (now.getTime() - session.lastActiveAt.getTime() >= ACTIVITY_WRITE_INTERVAL_MS) {
    expiresAt = expiryAt(session.rememberMe, session.createdAt, now);
    renewed = true;
    await db.update(sessions).set({ lastActiveAt: now, expiresAt }).where(eq(sessions.id, session.id));
  }
  return {
    session: { id: session.id, userId: session.userId, rememberMe: session.rememberMe, expiresAt, renewed },
    user,
  };
}

/** Ends one session of a user (logout). */
export async function invalidateSession(db: Database, userId: string, sessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
}

/**
 * The browser tab of a session without "Remember me" is closing: the session is left 15
 * seconds before its idle expiry, so it ends unless the app comes back at once (a reload,
 * whose first request renews it).
 */
export async function markSessionClosing(db: Database, userId: string, sessionId: string, now = new Date()) {
  const grace = 15_000;
  await db
    .update(sessions)
    .set({
      lastActiveAt: new Date(now.getTime() + grace - IDLE_TIMEOUT_MS),
      expiresAt: new Date(now.getTime() + grace),
    })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), eq(sessions.rememberMe, false)));
}

/** Ends every session of a user (password change, account removal). */
export async function invalidateUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Removes expired sessions; returns how many. */
export async function deleteExpiredSessions(db: Database, now = new Date()): Promise<number> {
  const removed = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return removed.length;
}

/**
 * A password change: every session of the user ends, including the one in use, and the caller
 * goes on with a new session (same "Remember me") that the caller's transport hands out.
 */
export async function replaceUserSessions(
  db: Database,
  userId: string,
  rememberMe: boolean,
  now = new Date(),
  userAgent: string | null = null,
): Promise<{ token: SessionToken; expiresAt: Date }> {
  await invalidateUserSessions(db, userId);
  return createSession(db, userId, rememberMe, now, undefined, [], userAgent, "password-change");
}
