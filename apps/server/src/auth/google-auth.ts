import { signInWithGoogle } from "@onepercent/api";
import { GOOGLE_CALLBACK_PATH } from "@onepercent/api/rest";
import { invalidateSession, type SessionToken } from "@onepercent/auth";
import { messages } from "@onepercent/validators";
import { GOOGLE_SIGNUP_PARAM, type GoogleLoginError } from "@onepercent/validators/google";
import type { Context } from "hono";
import type { Env } from "../config/config";
import type { HostHandler } from "../http/host-handler";
import { type AppEnv, isHttps } from "../http/request-info";
import type { Logger } from "../runtime/logger";
import { googleCookies, readGoogleFlow } from "./google-cookies";
import { type GoogleProvider, googleProvider, googleSettingsOf } from "./google-provider";
import { type Sessions, sessionOf } from "./session";
import { writeSessionCookie } from "./session-cookie";

/** A path on this site to return to after signing in (`/profile`), never another origin. */
export function sameOriginPath(value: string | undefined): string | undefined {
  if (!value || value.length > 512 || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return undefined;
  }
  const base = "http://onepercent.invalid";
  const url = new URL(value, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

const loginWithError = (error: GoogleLoginError) => `/login?error=${error}`;

/** What Google sign-in needs of the server. */
export interface GoogleAuthOptions {
  env: Env;
  sessions: Sessions;
  logger: Logger;
  /** Proxies in front of the server (TRUST_PROXY), for whether the browser came over HTTPS. */
  proxyHops: number;
  publicUrl: string | undefined;
}

/**
 * Google sign-in (issue 16): /auth/google sends the browser to the provider, /auth/google/callback
 * signs in, links a verified e-mail or starts the rest of registration. Without GOOGLE_CLIENT_ID
 * and GOOGLE_CLIENT_SECRET both answer 404. Host rows, mounted before the SPA: the callback is a
 * navigation.
 */
export function googleAuth(options: GoogleAuthOptions): Record<"google-start" | "google-callback", HostHandler> {
  const { sessions, logger, proxyHops, publicUrl } = options;
  const settings = googleSettingsOf(options.env);
  const provider = settings ? googleProvider(settings) : null;
  const key = sessions.signingKey;
  const redirectUri = (c: Context<AppEnv>) =>
    `${publicUrl ? new URL(publicUrl).origin : new URL(c.req.url).origin}${GOOGLE_CALLBACK_PATH}`;
  const secure = (c: Context<AppEnv>) => isHttps(c, proxyHops, publicUrl);
  const failed = (c: Context<AppEnv>, reason: string, error?: unknown) => {
    logger.warn({ err: error, reason, requestId: c.get("requestId") }, "Google sign-in failed");
    return c.redirect(loginWithError("google_auth_failed"), 302);
  };

  const start = async (c: Context<AppEnv>) => {
    if (!provider) return c.json({ message: messages.notFound }, 404);
    c.header("cache-control", "no-store");
    let request: Awaited<ReturnType<GoogleProvider["authorizationRequest"]>>;
    try {
      request = await provider.authorizationRequest(redirectUri(c));
    } catch (error) {
      return failed(c, "discovery", error);
    }
    const { verifier, state, nonce } = request;
    const returnTo = sameOriginPath(c.req.query("returnTo"));
    c.header("set-cookie", googleCookies.flow({ verifier, state, nonce, returnTo }, key, secure(c)), { append: true });
    return c.redirect(request.url.href, 302);
  };

  const callback = async (c: Context<AppEnv>) => {
    if (!provider) return c.json({ message: messages.notFound }, 404);
    c.header("cache-control", "no-store");
    // The round trip is single-use: its cookie goes whatever happens next.
    c.header("set-cookie", googleCookies.clearFlow(secure(c)), { append: true });
    const flow = readGoogleFlow(c, key);
    if (!flow) return failed(c, "no valid sign-in in progress");
    if (c.req.query("error") !== undefined) return failed(c, "the provider refused");
    const callbackUrl = new URL(redirectUri(c));
    callbackUrl.search = new URL(c.req.url).search;
    try {
      // Checks the state, redeems the code with the PKCE verifier, verifies the ID token and nonce.
      const identity = await provider.identity(callbackUrl, flow);
      if (!identity) return failed(c, "no ID token");
      const result = await signInWithGoogle(sessions.db, identity, { userAgent: c.req.header("user-agent") ?? null });
      if (result.outcome === "refused") return c.redirect(loginWithError(result.reason), 302);
      if (result.outcome === "signup") {
        c.header("set-cookie", googleCookies.signup(result.pending, key, secure(c)), { append: true });
        return c.redirect(`/new-profile?${GOOGLE_SIGNUP_PARAM}=1`, 302);
      }
      await endPreviousSession(c, sessions);
      setSessionCookie(c, result.session.token, secure(c));
      return c.redirect(flow.returnTo ?? "/dashboard", 302);
    } catch (error) {
      return failed(c, "code exchange or sign-in", error);
    }
  };

  return { "google-start": { anyone: start }, "google-callback": { anyone: callback } };
}

/** The session this browser had before signing in with Google is over: the new one replaces it. */
async function endPreviousSession(c: Context<AppEnv>, sessions: Sessions): Promise<void> {
  const previous = (await sessionOf(c, sessions, "cookie")).auth;
  if (previous) await invalidateSession(sessions.db, previous.session.userId, previous.session.id);
}

/** The session cookie exactly as the tRPC host writes it (a session without "Remember me"). */
function setSessionCookie(c: Context<AppEnv>, token: SessionToken, secure: boolean): void {
  const headers = new Headers();
  writeSessionCookie(headers, secure, token.token);
  for (const value of headers.getSetCookie()) c.header("set-cookie", value, { append: true });
}
