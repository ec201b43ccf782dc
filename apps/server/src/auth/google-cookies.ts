import type { GoogleSignupCookie } from "@onepercent/api";
import { signClaims, verifyClaims } from "@onepercent/auth";
import { PendingGoogleSignup } from "@onepercent/validators/google";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { type CookieOptions, serialize } from "hono/utils/cookie";
import { z } from "zod";
import type { AppEnv } from "../http/request-info";

/**
 * The short-lived cookies of Google sign-in (issue 16): signed tokens (@onepercent/auth
 * signed-token.ts) with the server's token signing key, one purpose per cookie, carrying their own
 * expiry so an old copy is refused even when a client keeps it past its max-age.
 */
const GOOGLE_FLOW_COOKIE = "op_google_flow";
const GOOGLE_SIGNUP_COOKIE = "op_google_signup";
/** The round trip to Google: PKCE verifier, state, nonce and where to go afterwards. */
const FLOW_MAX_AGE_SECONDS = 10 * 60;
/** The rest of registration for a new Google user. */
const SIGNUP_MAX_AGE_SECONDS = 30 * 60;
/** The flow cookie is only sent back to the callback. */
const FLOW_PATH = "/auth/google";

export const GoogleFlow = z.object({
  verifier: z.string().min(43).max(128),
  state: z.string().min(1).max(128),
  nonce: z.string().min(1).max(128),
  returnTo: z.string().max(512).optional(),
});
export type GoogleFlow = z.infer<typeof GoogleFlow>;

const Sealed = z.object({ purpose: z.string(), exp: z.number(), data: z.unknown() });

/** What every cookie's signature covers besides its payload. */
const SIGNED_AS = "onepercent.google-cookie.";

/** `data` signed for `purpose`, valid for `maxAgeSeconds` from `now`. */
export function sealCookie(purpose: string, data: unknown, key: string, maxAgeSeconds: number, now = Date.now()) {
  const exp = Math.floor(now / 1000) + maxAgeSeconds;
  return signClaims({ purpose, exp, data }, key, SIGNED_AS);
}

/** The data of a sealed cookie with a valid signature, the same purpose and time left; else null. */
export function openCookie<T>(
  purpose: string,
  value: string | undefined,
  key: string,
  schema: z.ZodType<T>,
  now = Date.now(),
): T | null {
  const sealed = verifyClaims(value, key, Sealed, { context: SIGNED_AS, now });
  if (!sealed || sealed.purpose !== purpose) return null;
  const data = schema.safeParse(sealed.data);
  return data.success ? data.data : null;
}

const attributes = (secure: boolean, path: string, maxAge: number): CookieOptions => ({
  httpOnly: true,
  sameSite: "Lax",
  secure,
  path,
  maxAge,
});

/** Set-Cookie values that store or forget each cookie. */
export const googleCookies = {
  flow: (flow: GoogleFlow, key: string, secure: boolean) =>
    serialize(
      GOOGLE_FLOW_COOKIE,
      sealCookie("flow", flow, key, FLOW_MAX_AGE_SECONDS),
      attributes(secure, FLOW_PATH, FLOW_MAX_AGE_SECONDS),
    ),
  clearFlow: (secure: boolean) => serialize(GOOGLE_FLOW_COOKIE, "", attributes(secure, FLOW_PATH, 0)),
  signup: (pending: PendingGoogleSignup, key: string, secure: boolean) =>
    serialize(
      GOOGLE_SIGNUP_COOKIE,
      sealCookie("signup", pending, key, SIGNUP_MAX_AGE_SECONDS),
      attributes(secure, "/", SIGNUP_MAX_AGE_SECONDS),
    ),
  clearSignup: (secure: boolean) => serialize(GOOGLE_SIGNUP_COOKIE, "", attributes(secure, "/", 0)),
};

/** The flow of the Google round trip this browser started, or null. */
export const readGoogleFlow = (c: Context<AppEnv>, key: string) =>
  openCookie("flow", getCookie(c, GOOGLE_FLOW_COOKIE), key, GoogleFlow);

/** The procedures' view of the pending Google sign-up cookie (google.completeSignup). */
export function googleSignupCookie(
  c: Context<AppEnv>,
  key: string,
  resHeaders: Headers,
  secure: boolean,
): GoogleSignupCookie {
  return {
    read: () => openCookie("signup", getCookie(c, GOOGLE_SIGNUP_COOKIE), key, PendingGoogleSignup),
    clear: () => resHeaders.append("set-cookie", googleCookies.clearSignup(secure)),
  };
}
