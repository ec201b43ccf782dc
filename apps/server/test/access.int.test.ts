import { type Access, type ProcedureEntry, procedureAccess } from "@onepercent/api";
import { type HostRow, hostRows, type RestRoute, restRoutes } from "@onepercent/api/rest";
import {
  aiAudioItems,
  aiFiles,
  dailyActions,
  mentalImageryItems,
  objectives,
  plannerTasks,
  roleGoals,
  routines,
  tasks,
} from "@onepercent/db";
import { messages, SESSION_COOKIE } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createAdmin, errorOf, signUp, trpcCalls, useTestApp } from "./test-app";

/*
 * The walk of docs/access-matrix.md: every REST row and every tRPC procedure, as read from the
 * table and the router (so a new entry is walked, and one without an access fails to load).
 */
const t = useTestApp();
const trpc = trpcCalls(t);

const MISSING = "00000000-0000-4000-8000-000000000000";
const DAY = "2025-03-03";
/** A value for each path parameter; a path with a new one fails until it has a sample here. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: MISSING,
  userId: MISSING,
  day: "MO",
  date: DAY,
  code: "no-code",
  name: "Calm",
  token: "no-token",
};
/** Never valid JSON: a refusal before it shows the body was not read. */
const MALFORMED = "{ not json";

/** A REST row or a host row: what is walked is its method, path and access. */
type Entry = RestRoute | HostRow;

const label = (route: Entry) => `${route.method} ${route.path}`;
const restOf = (access: Access) =>
  restRoutes.filter((route) => route.access === access).map((r) => [label(r), r] as const);
const hostOf = (access: Access) =>
  hostRows.filter((row) => row.access === access).map((row) => [label(row), row] as const);
const proceduresOf = (access: Access) =>
  procedureAccess()
    .filter((entry) => entry.access === access && entry.type !== "subscription")
    .map((entry) => [entry.path, entry] as const);
const subscriptionsOf = (access: Access) =>
  procedureAccess()
    .filter((entry) => entry.access === access && entry.type === "subscription")
    .map((entry) => [entry.path, entry] as const);

function concretePath(route: Entry, values: Record<string, string> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name] ?? SAMPLE_PARAMS[name];
    if (value === undefined) throw new Error(`${route.path}: add a sample value for :${name} to SAMPLE_PARAMS`);
    return value;
  });
}

/** A REST request as a JSON client sends it; `body` is sent as is (GET sends none). */
function callRest(route: Entry, options: { token?: string; cookie?: string; body?: string; path?: string } = {}) {
  const headers: Record<string, string> = { accept: "application/json", "content-type": "application/json" };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie !== undefined) headers.cookie = `${SESSION_COOKIE}=${options.cookie}`;
  const body = route.method === "GET" ? undefined : (options.body ?? "{}");
  return t.request(options.path ?? concretePath(route), { method: route.method, headers, body });
}

/** A tRPC call without input: a query by GET, a mutation by POST. */
function callProcedure(entry: ProcedureEntry, headers: Record<string, string> = {}) {
  if (entry.type === "subscription") throw new Error(`${entry.path}: subscriptions are walked by subscriptionError`);
  return entry.type === "query" ? trpc.query(entry.path, headers) : trpc.mutate(entry.path, undefined, headers);
}

const StreamError = z.object({
  json: z.object({ message: z.string(), data: z.object({ code: z.string(), httpStatus: z.number() }) }),
});

/**
 * A subscription opened as httpSubscriptionLink opens it (GET, server-sent events, no input): a
 * refusal is tRPC's `serialized-error` event on the stream, with the status it stands for.
 */
async function subscriptionError(entry: ProcedureEntry, headers: Record<string, string> = {}) {
  const response = await t.request(`/trpc/${entry.path}`, { headers: { accept: "text/event-stream", ...headers } });
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const block = (await response.text())
    .split("\n\n")
    .map((part) => part.trim())
    .find((part) => part.startsWith("event: serialized-error"));
  const data = block?.split("\n").find((line) => line.startsWith("data:"));
  return StreamError.parse(JSON.parse(data?.slice("data:".length) ?? "{}")).json;
}

const Message = z.object({ message: z.string() });
const sessions: Partial<Record<"athlete" | "owner" | "admin", Promise<{ token: string; userId: string }>>> = {};
const athlete = () => (sessions.athlete ??= signUp(t));
const owner = () => (sessions.owner ??= signUp(t));
const admin = () =>
  (sessions.admin ??= (async () => {
    const email = `walk-admin-${crypto.randomUUID().slice(0, 8)}@onepercent.test`;
    await createAdmin(t.db, email, "coach-password-123");
    const login = await t.postJson("/api/users/login", { email, password: "coach-password-123" });
    return z.object({ token: z.string(), userId: z.string() }).parse(await login.json());
  })());
const bearerHeader = (token: string) => ({ authorization: `Bearer ${token}` });

describe("anonymous callers", () => {
  it.each([...restOf("user"), ...restOf("admin")])("%s: 401 before the body is read", async (_, route) => {
    for (const token of [undefined, "a.b.c"]) {
      const response = await callRest(route, { token, body: MALFORMED });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: messages.sessionExpired });
    }
  });

  it.each(restOf("public"))("%s: public, answered without a session", async (_, route) => {
    const response = await callRest(route);
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
  });

  it.each([...hostOf("user"), ...hostOf("admin")])("host %s: 401 before the body is read", async (_, row) => {
    for (const credentials of [{}, { token: "a.b.c" }, { cookie: "not-a-session" }]) {
      const response = await callRest(row, { ...credentials, body: MALFORMED });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: messages.sessionExpired });
    }
  });

  it.each(hostOf("public"))("host %s: public, answered without a session", async (_, row) => {
    const response = await callRest(row);
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
  });

  it.each([...proceduresOf("user"), ...proceduresOf("admin")])("tRPC %s: 401", async (_, entry) => {
    const response = await callProcedure(entry);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).message).toBe(messages.sessionExpired);
  });

  it.each(subscriptionsOf("user"))("tRPC subscription %s: 401 in the stream", async (_, entry) => {
    expect(await subscriptionError(entry)).toMatchObject({
      message: messages.sessionExpired,
      data: { code: "UNAUTHORIZED", httpStatus: 401 },
    });
  });

  it("has no public or admin subscription to walk", () => {
    expect([...subscriptionsOf("public"), ...subscriptionsOf("admin")]).toEqual([]);
  });

  it.each(proceduresOf("public"))("tRPC %s: public, answered without a session", async (_, entry) => {
    const response = await callProcedure(entry);
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
  });
});

describe("a signed-in athlete", () => {
  it.each(restOf("admin"))("%s: 403 on an admin path, before the body is read", async (_, route) => {
    const response = await callRest(route, { token: (await athlete()).token, body: MALFORMED });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: messages.forbidden });
  });

  it.each(proceduresOf("admin"))("tRPC %s: 403 on an admin procedure", async (_, entry) => {
    const response = await callProcedure(entry, bearerHeader((await athlete()).token));
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toBe(messages.forbidden);
  });

  it.each(subscriptionsOf("user"))("tRPC subscription %s: passes the access check", async (_, entry) => {
    // Without input the procedure's own parse refuses it: the session was accepted.
    const error = await subscriptionError(entry, bearerHeader((await athlete()).token));
    expect(error.data.code).toBe("BAD_REQUEST");
  });

  it.each([...restOf("user"), ...hostOf("user")])("%s: passes the access check of a user path", async (_, route) => {
    // A write gets malformed JSON (400, nothing changes); a read runs.
    const response = await callRest(route, { token: (await athlete()).token, body: MALFORMED });
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
    await response.body?.cancel();
  });
});

describe("an admin's bearer session", () => {
  it.each(restOf("admin"))("%s: passes the access check and the password gate", async (_, route) => {
    const response = await callRest(route, { token: (await admin()).token, body: MALFORMED });
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
  });

  it.each(proceduresOf("admin"))("tRPC %s: passes the access check and the password gate", async (_, entry) => {
    const response = await callProcedure(entry, bearerHeader((await admin()).token));
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
  });
});

const roleGoalOf = async (userId: string) => {
  const [row] = await t.db.insert(roleGoals).values({ userId, role: "Athlete", goal: "Start" }).returning();
  if (!row) throw new Error("no role-goal");
  return row.id;
};
const audioItemOf = async (userId: string) => {
  const settings = { voice: "calm", background: "none", pace: "medium", duration: 5 } as const;
  const values = { userId, title: "Serve", script: "See it.", settings, kind: "script" as const };
  return (await t.db.insert(aiAudioItems).values(values).returning())[0];
};
const imageryOf = async (userId: string) => {
  const settings = { voice: "calm", background: "none", pace: "medium", duration: 5, scenario: "practice" } as const;
  return (
    await t.db.insert(mentalImageryItems).values({ userId, title: "Court", script: "See it.", settings }).returning()
  )[0];
};
const aiFileOf = async (userId: string) => {
  const values = {
    userId,
    storageKey: `ai/${crypto.randomUUID()}.mp3`,
    mimeType: "audio/mpeg",
    sizeBytes: 0,
    origin: "generated" as const,
  };
  return (await t.db.insert(aiFiles).values(values).returning())[0];
};
const routineOf = async (userId: string) => {
  const values = {
    userId,
    name: "Serve",
    triggerDescription: "Ball in hand",
    physicalAction: "Bounce",
    steps: ["Toss"],
  };
  return (await t.db.insert(routines).values(values).returning())[0];
};
/** Another user's object behind each id-bearing path (keyed by the path before "/:id"). */
const OWNED: Record<string, (userId: string) => Promise<{ id: string } | undefined>> = {
  "/roles-and-goals": async (userId) => ({ id: await roleGoalOf(userId) }),
  "/api/roles-and-goals": async (userId) => ({ id: await roleGoalOf(userId) }),
  "/api/daily-planner": async (userId) => {
    const values = { userId, roleGoalId: await roleGoalOf(userId), task: "Stretch", date: DAY };
    return (await t.db.insert(plannerTasks).values(values).returning())[0];
  },
  "/two-week-planner/task": async (userId) => {
    const values = { userId, roleGoalId: await roleGoalOf(userId), task: "Serve", startDate: DAY, endDate: DAY };
    return (await t.db.insert(plannerTasks).values(values).returning())[0];
  },
  "/two-week-planner/objective": async (userId) => {
    const values = { userId, roleGoalId: await roleGoalOf(userId), objective: "Aim", startDate: DAY, endDate: DAY };
    return (await t.db.insert(objectives).values(values).returning())[0];
  },
  "/api/tasks": async (userId) => (await t.db.insert(tasks).values({ userId, title: "Tape" }).returning())[0],
  "/api/daily-actions": async (userId) =>
    (await t.db.insert(dailyActions).values({ userId, action: "Visualise" }).returning())[0],
  "/routines": routineOf,
  "/api/routines": routineOf,
  "/api/ai/audio": audioItemOf,
  "/api/ai/mental-imagery": imageryOf,
  "/api/ai/files": aiFileOf,
};
/** A valid body for each id-bearing write, so that only the id decides the answer. */
const BODIES: Record<string, unknown> = {
  "PUT /roles-and-goals/:id": { role: "Captain", goal: "Lead warm-ups" },
  "PUT /api/roles-and-goals/:id": { role: "Captain", goal: "Lead warm-ups" },
  "PUT /api/daily-planner/:id": { task: "Stretch longer", completed: true },
  "PUT /two-week-planner/task/:id": { completed: true },
  "PUT /two-week-planner/objective/:id": { objective: "Sharper serve" },
  "PUT /api/tasks/:id": { title: "Tape ankles" },
  "PUT /api/daily-actions/:id": { action: "Visualise the serve" },
  "PUT /api/daily-actions/:id/day/:day": { status: "completed" },
  "PUT /api/users/:userId": { name: "Kai Mori" },
  "POST /api/users/:userId/onboarding": { whyIPlay: "For the team" },
};

/** The owner's id for a `:userId` path, else a new object of theirs for the `:id` path. */
async function ownersId(route: Entry, userId: string): Promise<string> {
  if (route.path.includes(":userId")) return userId;
  const prefix = route.path.slice(0, route.path.indexOf("/:id"));
  const make = OWNED[prefix];
  if (!make) throw new Error(`${label(route)}: add a fixture for ${prefix} to OWNED`);
  const made = await make(userId);
  if (!made) throw new Error(`${label(route)}: the fixture made nothing`);
  return made.id;
}

// Invitations (the admin rows with an id) belong to the admin role, not to one user.
const withIds = restOf("user").filter(([, route]) => /:(id|userId)\b/.test(route.path));
const ownedHostRows = hostRows.filter((row) => row.owned).map((row) => [label(row), row] as const);
/** A path parameter beside the id that names something the owner has (the first spoken element). */
const OWNED_VALUES: Record<string, Record<string, string>> = { "routine-speech": { name: "0.mp3" } };

describe("another user's id", () => {
  it("is walked on every user path that carries an id", () => {
    expect(withIds.length).toBeGreaterThan(10);
  });

  it.each(withIds)("%s: answers exactly like a missing id (404)", async (name, route) => {
    const [stranger, them] = [await athlete(), await owner()];
    const theirs = await ownersId(route, them.userId);
    const body = JSON.stringify(BODIES[name] ?? {});
    const path = concretePath(route, { id: theirs, userId: theirs });
    const answers = await Promise.all(
      [path, concretePath(route)].map(async (target) => {
        const response = await callRest(route, { token: stranger.token, body, path: target });
        return { status: response.status, body: Message.parse(await response.json()) };
      }),
    );
    expect(answers[0]?.status).toBe(404);
    expect(answers[0]).toEqual(answers[1]);
  });

  it("is walked on every host row that serves the caller's own records", () => {
    expect(ownedHostRows.length).toBeGreaterThanOrEqual(2);
  });

  it.each(ownedHostRows)("host %s: answers exactly like a missing id (404)", async (_, row) => {
    const [stranger, them] = [await athlete(), await owner()];
    const theirs = await ownersId(row, them.userId);
    const values = OWNED_VALUES[row.handler] ?? {};
    const answers = await Promise.all(
      [concretePath(row, { ...values, id: theirs }), concretePath(row, values)].map(async (target) => {
        const response = await callRest(row, { token: stranger.token, path: target });
        return { status: response.status, body: Message.parse(await response.json()) };
      }),
    );
    expect(answers[0]?.status).toBe(404);
    expect(answers[0]).toEqual(answers[1]);
  });
});
