import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, expect } from "vitest";
import type { useTestApp } from "./test-app";

/** The claims the local provider puts into the next ID tokens it signs. */
export interface MockIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * A real OpenID provider on this machine (oauth2-mock-server, plain HTTP) for the file's tests.
 * `env` receives the GOOGLE_* settings before the test app reads it (call this before useTestApp).
 */
export function useMockProvider(env: Record<string, string>) {
  const server = new OAuth2Server();
  const state: { identity: MockIdentity } = { identity: { sub: "nobody" } };
  beforeAll(async () => {
    await server.issuer.keys.generate("RS256");
    await server.start(0, "127.0.0.1");
    server.service.on("beforeTokenSigning", (token) => {
      Object.assign(token.payload, state.identity);
    });
    env.GOOGLE_CLIENT_ID = "onepercent-test-client";
    env.GOOGLE_CLIENT_SECRET = "onepercent-test-secret";
    env.GOOGLE_ISSUER = server.issuer.url ?? "";
  });
  afterAll(async () => {
    await server.stop();
  });
  return {
    server,
    /** Who the provider says signs in next. */
    signInAs(identity: MockIdentity) {
      state.identity = identity;
    },
  };
}

/** `name=value` of a Set-Cookie for `name` in an answer, or undefined. */
export function cookieOf(response: Response, name: string): string | undefined {
  const found = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return found?.split(";")[0];
}

/** The Set-Cookie line for `name`, attributes included. */
export const setCookieLine = (response: Response, name: string) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));

type TestApp = ReturnType<typeof useTestApp>;

/**
 * A browser's round trip: /auth/google, the provider's authorization endpoint (which answers at
 * once), then the callback with the flow cookie. `tamper` may change the callback's query.
 */
export async function googleRoundTrip(
  t: TestApp,
  options: { start?: string; cookie?: string; tamper?: (query: URLSearchParams) => void } = {},
) {
  const start = await t.request(options.start ?? "/auth/google", {
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  expect(start.status).toBe(302);
  const flow = cookieOf(start, "op_google_flow");
  expect(flow).toBeDefined();
  const authorize = new URL(start.headers.get("location") ?? "");
  const provider = await fetch(authorize, { redirect: "manual" });
  expect(provider.status).toBe(302);
  const back = new URL(provider.headers.get("location") ?? "");
  expect(back.pathname).toBe("/auth/google/callback");
  options.tamper?.(back.searchParams);
  const cookie = [flow, options.cookie].filter(Boolean).join("; ");
  const callbackPath = `${back.pathname}${back.search}`;
  const callback = await t.request(callbackPath, { headers: { cookie } });
  return { start, callback, callbackPath, location: callback.headers.get("location") };
}
