import { type ValidatedSession, validateSession, verifyBearerToken } from "@onepercent/auth";
import type { Database } from "@onepercent/db";

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
