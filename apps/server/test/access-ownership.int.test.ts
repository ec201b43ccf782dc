import { hostRows } from "@onepercent/api/rest";
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
import { describe, expect, it } from "vitest";
import { accessWalk, concretePath, DAY, type Entry, label, Message, restOf } from "./support/access-walk";
import { useTestApp } from "./support/test-app";

/*
 * The walk of docs/access-matrix.md with another athlete's ids: every user row and host row that
 * carries an id answers exactly as for a missing one.
 */
const t = useTestApp();
const { callRest, athlete, owner } = accessWalk(t);

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
