import type { GoogleIdentity } from "@onepercent/api";
import * as oidc from "openid-client";
import type { Env } from "../config/config";

/** The OAuth client at Google (or another OpenID provider): set only with both id and secret. */
export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuer: URL;
}

export function googleSettingsOf(env: Env): GoogleSettings | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: new URL(env.GOOGLE_ISSUER) };
}

/** Plain HTTP is allowed only for a provider on this machine (the tests' local provider). */
const isLocalHttp = (issuer: URL) =>
  issuer.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(issuer.hostname);

const DISCOVERY_TIMEOUT_SECONDS = 10;
const GOOGLE_SCOPE = "openid email profile";

interface AuthorizationRequest {
  url: URL;
  verifier: string;
  state: string;
  nonce: string;
}

export interface GoogleProvider {
  /** Where to send the browser: the provider's authorization endpoint with PKCE (S256), state and nonce. */
  authorizationRequest(redirectUri: string): Promise<AuthorizationRequest>;
  /** Exchanges the callback's code and verifies the ID token (signature, issuer, audience, nonce). */
  identity(
    callbackUrl: URL,
    checks: { verifier: string; state: string; nonce: string },
  ): Promise<GoogleIdentity | null>;
}

/**
 * openid-client over the configured issuer. Discovery happens once, at the first use, and is
 * kept; a failed discovery is forgotten so that the next sign-in tries again.
 */
export function googleProvider(settings: GoogleSettings): GoogleProvider {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    if (!discovered) {
      const options: oidc.DiscoveryRequestOptions = { timeout: DISCOVERY_TIMEOUT_SECONDS };
      if (isLocalHttp(settings.issuer)) options.execute = [oidc.allowInsecureRequests];
      const pending = oidc.discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, options);
      pending.catch(() => {
        if (discovered === pending) discovered = undefined;
      });
      discovered = pending;
    }
    return discovered;
  };

  return {
    async authorizationRequest(redirectUri) {
      const config = await configuration();
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: GOOGLE_SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: "S256",
        state,
        nonce,
      });
      return { url, verifier, state, nonce };
    },

    async identity(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) return null;
      const { sub, email, email_verified: verified, name } = claims;
      return {
        sub,
        email: typeof email === "string" ? email : undefined,
        // Google sends a boolean; some providers send the string.
        emailVerified: verified === true || verified === "true",
        name: typeof name === "string" ? name : undefined,
      };
    },
  };
}
