import { createSession } from "@onepercent/auth";
import { and, type Database, eq, gt, inArray, sessions, users } from "@onepercent/db";
import { SESSION_COOKIE } from "@onepercent/validators";
import superjson, { type SuperJSONResult } from "superjson";
import { z } from "zod";
import { CSRF_HEADER } from "../../../src/http/security";
import { registration } from "../test-app";
import type { Credentials } from "./client";

// The athletes of a fuzz run, signed in over HTTP as clients are: a bearer token from the REST
// sign-in and the web app's session cookie (a session row, as the browser fixtures make it). A call
// that ends a session (logout, sign out elsewhere, a password change) is answered like any other;
// before the next call the fuzzing athlete is signed in again.

/** Sign-ins and set-up come from another address than the fuzzed calls, whose failures are throttled. */
const SETUP_IP = "198.51.100.25";

export interface Athlete {
  userId: string;
  password: string;
  credentials: Credentials;
  sessionIds: { cookie: string; bearer: string };
}

const SignedIn = z.object({ token: z.string(), userId: z.string() });
const Claims = z.object({ sid: z.string() });

/** The session a bearer token names (its `sid` claim is the session token, `<id>.<secret>`). */
function sessionOfBearer(token: string): string {
  const payload = Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8");
  return Claims.parse(JSON.parse(payload)).sid.split(".")[0] ?? "";
}

async function postJson(origin: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": SETUP_IP, ...headers },
    body: JSON.stringify(body),
  });
}

async function bearerSignIn(origin: string, db: Database, userId: string, password: string) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error("the athlete's account is gone");
  const response = await postJson(origin, "/api/users/login", { email: user.email, password, rememberMe: true });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { token } = SignedIn.parse(await response.json());
  return { token, sessionId: sessionOfBearer(token) };
}

async function cookieSignIn(db: Database, userId: string) {
  const { token } = await createSession(db, userId, true);
  return { cookie: `${SESSION_COOKIE}=${token.token}`, sessionId: token.id };
}

/** A new athlete, registered through POST /api/users/register, signed in with Remember me both ways. */
export async function registerAthlete(origin: string, db: Database): Promise<Athlete> {
  const payload = registration();
  const response = await postJson(origin, "/api/users/register", payload);
  if (response.status !== 201) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  const { userId } = SignedIn.parse(await response.json());
  const bearer = await bearerSignIn(origin, db, userId, payload.password);
  const cookie = await cookieSignIn(db, userId);
  return {
    userId,
    password: payload.password,
    credentials: { cookie: cookie.cookie, bearer: bearer.token },
    sessionIds: { cookie: cookie.sessionId, bearer: bearer.sessionId },
  };
}

/** Signs the athlete in again where a fuzzed call ended (or nearly ended) a session of theirs. */
export async function keepSignedIn(origin: string, db: Database, athlete: Athlete): Promise<void> {
  const ids = [athlete.sessionIds.cookie, athlete.sessionIds.bearer];
  const soon = new Date(Date.now() + 60_000);
  const live = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, soon)));
  const alive = new Set(live.map((row) => row.id));
  if (!alive.has(athlete.sessionIds.cookie)) {
    const cookie = await cookieSignIn(db, athlete.userId);
    athlete.credentials.cookie = cookie.cookie;
    athlete.sessionIds.cookie = cookie.sessionId;
  }
  if (!alive.has(athlete.sessionIds.bearer)) {
    const bearer = await bearerSignIn(origin, db, athlete.userId, athlete.password);
    athlete.credentials.bearer = bearer.token;
    athlete.sessionIds.bearer = bearer.sessionId;
  }
}

const Result = z.object({
  result: z.object({ data: z.custom<SuperJSONResult>((value) => typeof value === "object") }),
});

async function resultOf(path: string, response: Response): Promise<unknown> {
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 500)}`);
  return superjson.deserialize(Result.parse(JSON.parse(text)).result.data);
}

const headersOf = (athlete: Athlete) => ({
  authorization: `Bearer ${athlete.credentials.bearer}`,
  [CSRF_HEADER]: "web",
  "x-forwarded-for": SETUP_IP,
});

/** A tRPC mutation as the athlete (bearer token); anything but 200 throws: set-up calls must succeed. */
export async function mutateAs(origin: string, athlete: Athlete, path: string, input: unknown): Promise<unknown> {
  return resultOf(path, await postJson(origin, `/trpc/${path}`, superjson.serialize(input), headersOf(athlete)));
}

/** A tRPC query without input as the athlete; anything but 200 throws. */
export async function queryAs(origin: string, athlete: Athlete, path: string): Promise<unknown> {
  return resultOf(path, await fetch(`${origin}/trpc/${path}`, { headers: headersOf(athlete) }));
}
