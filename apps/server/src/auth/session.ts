import { type Access, accessRefusal, resolveSession } from "@onepercent/api";
import { restError } from "@onepercent/api/rest";
import type { ValidatedSession } from "@onepercent/auth";
import type { Database } from "@onepercent/db";
import { SESSION_COOKIE } from "@onepercent/validators";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { type AppEnv, bearerToken } from "../http/request-info";
import { send } from "../http/rest-answer";

/** What a session is checked against: the sessions' database and the key bearer tokens are signed with. */
export interface Sessions {
  db: Database;
  signingKey: string;
}

/**
 * Where a request's session may come from: REST clients send a bearer token, the web app the
 * cookie. Where both are accepted, a bearer token wins and the cookie is not read.
 */
export type SessionSource = "bearer" | "cookie" | "bearer-or-cookie";

/** A request's session (null: none, or not valid) and the credentials it came with. */
export interface RequestSession {
  auth: ValidatedSession | null;
  bearer: string | undefined;
  cookie: string | undefined;
}

/** The session of a request, read from `source`; anything malformed, tampered or expired is null. */
export async function sessionOf(
  c: Context<AppEnv>,
  sessions: Sessions,
  source: SessionSource,
): Promise<RequestSession> {
  const bearer = source === "cookie" ? undefined : bearerToken(c);
  const cookie = source !== "bearer" && bearer === undefined ? getCookie(c, SESSION_COOKIE) : undefined;
  const auth = await resolveSession(sessions.db, sessions.signingKey, { bearer, cookie });
  return { auth, bearer, cookie };
}

/**
 * The host's one session check, before anything of the request is read: the session for `access`,
 * or the answer that refuses it (401 without a valid session, 403 for a non-admin on admin).
 */
export async function checkSession(
  c: Context<AppEnv>,
  sessions: Sessions,
  access: Access,
  source: SessionSource,
): Promise<RequestSession | { refusal: Response }> {
  const session = await sessionOf(c, sessions, source);
  const refusal = accessRefusal(access, session.auth);
  return refusal ? { refusal: send(restError(refusal)) } : session;
}
