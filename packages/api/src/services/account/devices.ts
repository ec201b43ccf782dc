import { createHmac, timingSafeEqual } from "node:crypto";
import { and, type Database, desc, eq, gt, ne, sessions } from "@onepercent/db";
import { AppError, accountMessages, type DeviceSession } from "@onepercent/validators";
import { deviceName } from "./device-name";

// The caller's signed-in devices (issue 16 part 4): their sessions, named by an opaque handle.
// A session's id names it in bearer tokens and admin unlocks, so it never reaches the client:
// the handle is an HMAC of the id under the server's signing key, resolved here among the
// caller's own sessions only.

/** Who asks: the user and the session they ask with. */
export interface DeviceCaller {
  userId: string;
  sessionId: string;
}

/** The opaque handle of a session (base64url HMAC-SHA256 of its id). */
const deviceHandle = (signingKey: string, sessionId: string) =>
  createHmac("sha256", signingKey).update(`device:${sessionId}`).digest("base64url");

const handlesEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** What a signed-in device is shown by: its browser, how and when it signed in, when it was last used. */
export const deviceColumns = {
  userAgent: sessions.userAgent,
  signedInWith: sessions.signedInWith,
  createdAt: sessions.createdAt,
  lastActiveAt: sessions.lastActiveAt,
};

/** The caller's live sessions, the current one first, then the most recently used. */
export async function listDevices(
  db: Database,
  caller: DeviceCaller,
  signingKey: string,
  now = new Date(),
): Promise<DeviceSession[]> {
  const rows = await db
    .select({ id: sessions.id, ...deviceColumns })
    .from(sessions)
    .where(and(eq(sessions.userId, caller.userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastActiveAt), desc(sessions.createdAt));
  const devices = rows.map((row) => ({
    handle: deviceHandle(signingKey, row.id),
    device: deviceName(row.userAgent),
    signedInAt: row.createdAt,
    lastActiveAt: row.lastActiveAt,
    signedInWith: row.signedInWith,
    current: row.id === caller.sessionId,
  }));
  return [...devices.filter((device) => device.current), ...devices.filter((device) => !device.current)];
}

/**
 * Ends the caller's session named by `handle`. Another user's handle, an unknown or ended one are
 * all NOT_FOUND; the current session is refused (that is Logout).
 */
export async function revokeDevice(
  db: Database,
  caller: DeviceCaller,
  signingKey: string,
  handle: string,
): Promise<{ success: true }> {
  const own = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, caller.userId));
  const target = own.find((session) => handlesEqual(deviceHandle(signingKey, session.id), handle));
  if (!target) throw new AppError("NOT_FOUND", accountMessages.deviceNotFound);
  if (target.id === caller.sessionId) throw new AppError("BAD_INPUT", accountMessages.revokeCurrent);
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.id, target.id), eq(sessions.userId, caller.userId)))
    .returning({ id: sessions.id });
  if (removed.length === 0) throw new AppError("NOT_FOUND", accountMessages.deviceNotFound);
  return { success: true };
}

/** 'Sign out everywhere else': every session of the caller but the current one ends; answers how many. */
export async function signOutOtherDevices(db: Database, caller: DeviceCaller): Promise<{ signedOut: number }> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, caller.userId), ne(sessions.id, caller.sessionId)))
    .returning({ id: sessions.id });
  return { signedOut: removed.length };
}
