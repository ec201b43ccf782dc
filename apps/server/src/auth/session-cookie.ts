import type { SessionTransport } from "@onepercent/api";
import { signBearerToken } from "@onepercent/auth";
import { SESSION_COOKIE } from "@onepercent/validators";
import { serialize } from "hono/utils/cookie";

/** Writes the session cookie: httpOnly, SameSite=Lax; persistent only when maxAge is given. */
export function writeSessionCookie(headers: Headers, secure: boolean, value: string, maxAge?: number): void {
  headers.append(
    "set-cookie",
    serialize(SESSION_COOKIE, value, { httpOnly: true, sameSite: "Lax", secure, path: "/", maxAge }),
  );
}

/** The web app's session travels in the cookie; it outlives the browser only with "Remember me". */
export function cookieTransport(headers: Headers, secure: boolean): SessionTransport {
  const write = (value: string, maxAge?: number) => writeSessionCookie(headers, secure, value, maxAge);
  return {
    kind: "cookie",
    issue(token, { rememberMe, expiresAt }) {
      write(token.token, rememberMe ? maxAgeSeconds(expiresAt) : undefined);
      return null;
    },
    clear() {
      write("", 0);
    },
  };
}

/** REST clients: a signed bearer token naming the session; nothing to clear on the client. */
export function bearerTransport(signingKey: string): SessionTransport {
  return {
    kind: "bearer",
    issue: (token, { userId }) => signBearerToken(token, userId, signingKey),
    clear() {},
  };
}

export function maxAgeSeconds(expiresAt: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
}
