import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureAdmin } from "@onepercent/api";
import type { Database } from "@onepercent/db";
import { createTestDatabase, type TestDatabase } from "@onepercent/db/testing";
import superjson, { type SuperJSONResult } from "superjson";
import { afterAll, beforeAll, expect } from "vitest";
import { z } from "zod";
import { isProduction, parseEnv } from "../../src/config/config";
import { createApp } from "../../src/http/app";
import { CSRF_HEADER } from "../../src/http/security";
import { createLogger } from "../../src/runtime/logger";

export const SPA_MARKER = "<!-- onepercent test spa -->";
/** The test app's token signing key (for tokens a test signs itself, such as a reminder's "Done"). */
export const TEST_TOKEN_SIGNING_KEY = "test-signing-key-0123456789abcdefghijklmnop";

/**
 * The real HTTP app on this file's own database, behind a trusted proxy so tests can speak
 * from different client addresses with X-Forwarded-For. The mode follows the settings as in
 * `npm start` (production unless NODE_ENV=development). With `logLines`, every log line is kept there.
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: { production?: boolean; logLines?: string[]; database?: () => Promise<TestDatabase> } = {},
) {
  const state: { app?: ReturnType<typeof createApp>; database?: TestDatabase; dataDir?: string } = {};
  beforeAll(async () => {
    state.database = await (options.database ?? createTestDatabase)();
    const webDist = mkdtempSync(path.join(tmpdir(), "onepercent-web-"));
    state.dataDir = webDist;
    writeFileSync(path.join(webDist, "index.html"), `<!doctype html><html><body>${SPA_MARKER}</body></html>`);
    // The event loop here is the test runner's too: its delay says nothing about the server's, so
    // health's 503 over EVENT_LOOP_DELAY_LIMIT_MS is tested on its own (health.int.test.ts).
    const parsed = parseEnv({
      TRUST_PROXY: "true",
      REGISTER_MAX_PER_IP: "1000",
      EVENT_LOOP_DELAY_LIMIT_MS: "60000",
      ...env,
    });
    const config = {
      env: parsed,
      production: options.production ?? isProduction(parsed),
      dataDir: webDist,
      tokenSigningKey: TEST_TOKEN_SIGNING_KEY,
    };
    const { logLines } = options;
    const logger = logLines
      ? createLogger("info", { destination: { write: (line: string) => logLines.push(line) } })
      : createLogger("silent");
    state.app = createApp({ db: state.database.db, config, logger, webDist });
  });
  afterAll(async () => {
    await state.database?.dispose();
  });
  return {
    get app() {
      if (!state.app) throw new Error("the test app is created in beforeAll");
      return state.app;
    },
    get db() {
      if (!state.database) throw new Error("the test database is created in beforeAll");
      return state.database.db;
    },
    /** The app's data directory (its audio files are under audio/). */
    get dataDir() {
      if (!state.dataDir) throw new Error("the data directory is made in beforeAll");
      return state.dataDir;
    },
    /** A request as a client at `ip` would send it. */
    request(pathname: string, init: RequestInit & { ip?: string } = {}) {
      const headers = new Headers(init.headers);
      headers.set("x-forwarded-for", init.ip ?? "203.0.113.1");
      return this.app.request(pathname, { ...init, headers });
    },
    postJson(pathname: string, body: unknown, init: RequestInit & { ip?: string } = {}) {
      const headers = new Headers(init.headers);
      headers.set("content-type", "application/json");
      return this.request(pathname, { ...init, method: "POST", headers, body: JSON.stringify(body) });
    },
  };
}

export const registration = (overrides: Record<string, unknown> = {}) => ({
  name: "Avery Quinn",
  email: `avery-${crypto.randomUUID().slice(0, 8)}@example.test`,
  password: "training-every-day",
  birthYear: 2006,
  gender: "female",
  role: "Athlete",
  sport: "Volleyball",
  sportPosition: "Setter",
  yearsPlaying: "7",
  ...overrides,
});

export const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

type TestApp = ReturnType<typeof useTestApp>;

/** Legacy REST calls through the test app, as an old client makes them: JSON with a bearer token (or none). */
export function restCalls(t: TestApp) {
  return {
    send(method: string, pathname: string, token: string | null, body?: unknown) {
      const headers = new Headers(token ? bearer(token).headers : {});
      if (body !== undefined) headers.set("content-type", "application/json");
      return t.request(pathname, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    },
  };
}

/** The JSON body of an answer that must have `status`. */
export async function jsonOf(response: Response, status = 200): Promise<unknown> {
  expect(response.status).toBe(status);
  return response.json();
}

/** Registers through POST /api/users/register and answers the REST session. */
export async function signUp(t: ReturnType<typeof useTestApp>, overrides: Record<string, unknown> = {}) {
  const payload = registration(overrides);
  const response = await t.postJson("/api/users/register", payload);
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  const body: unknown = await response.json();
  if (
    typeof body !== "object" ||
    body === null ||
    !("token" in body) ||
    !("userId" in body) ||
    typeof body.token !== "string" ||
    typeof body.userId !== "string"
  ) {
    throw new Error("registration answered without token and userId");
  }
  return { token: body.token, userId: body.userId, payload };
}

/** An admin account with a known password (what ADMIN_EMAIL and ADMIN_PASSWORD make at start). */
export const createAdmin = (db: Database, email: string, password: string) =>
  ensureAdmin(db, { email, configuredPassword: password, generatePassword: () => password });

// tRPC calls, as the web client makes them.

/** The origin the test app answers on. */
const ORIGIN = "http://localhost";

export interface TrpcError {
  message: string;
  data: { appCode: string | null; fieldErrors: Record<string, string[]> | null; stack?: string };
}
const Serialized = z.custom<SuperJSONResult>((value) => typeof value === "object" && value !== null && "json" in value);
const TrpcBody = z.union([z.object({ result: z.object({ data: Serialized }) }), z.object({ error: Serialized })]);

/** tRPC calls through the test app as the web client makes them. */
export function trpcCalls(t: TestApp) {
  return {
    /** A mutation: superjson body, the client's custom header, same origin. */
    mutate(path: string, input: unknown, headers: Record<string, string> = {}) {
      return t.request(`/trpc/${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [CSRF_HEADER]: "web",
          "sec-fetch-site": "same-origin",
          origin: ORIGIN,
          ...headers,
        },
        body: JSON.stringify(superjson.serialize(input)),
      });
    },
    /** A query without input. */
    query(path: string, headers: Record<string, string> = {}) {
      return t.request(`/trpc/${path}`, { headers });
    },
  };
}

/** The deserialised data of a tRPC success answer. */
export async function dataOf<T>(response: Response): Promise<T> {
  const body = TrpcBody.parse(await response.json());
  if (!("result" in body)) throw new Error("expected a tRPC result");
  return superjson.deserialize<T>(body.result.data);
}

/** The deserialised error of a tRPC error answer. */
export async function errorOf(response: Response): Promise<TrpcError> {
  const body = TrpcBody.parse(await response.json());
  if (!("error" in body)) throw new Error("expected a tRPC error");
  return superjson.deserialize<TrpcError>(body.error);
}
