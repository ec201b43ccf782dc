import { restRoutes } from "@onepercent/api/rest";
import { eq, routines } from "@onepercent/db";
import { messages, ROUTINES_MAX_PER_USER, routineMessages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { jsonOf, restCalls, signUp, useTestApp } from "./support/test-app";

const t = useTestApp();
const { send } = restCalls(t);

const Routine = z.strictObject({
  _id: z.uuid(),
  name: z.string(),
  triggerDescription: z.string(),
  physicalAction: z.string(),
  steps: z.array(z.string()),
  createdAt: z.iso.datetime(),
  rehearsals: z.number().int(),
  lastRehearsedAt: z.iso.datetime().nullable(),
});
const Message = (message: string) => ({ message });
const MISSING = "00000000-0000-4000-8000-000000000000";

const penalty = {
  name: "Penalty",
  triggerDescription: "Ball on the spot",
  physicalAction: "Two steps back",
  steps: ["Pick the corner", "Breathe out", "Strike"],
};
const routineRoutes = restRoutes.filter((route) => route.path.includes("/routines"));

describe("routines paths without a session", () => {
  it("are all here, under the spec's paths and their /api twins", () => {
    expect(routineRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      ["GET /routines", "POST /routines", "DELETE /routines/:id"]
        .flatMap((row) => [row, row.replace(" /", " /api/")])
        .sort(),
    );
  });

  it.each(routineRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s: 401",
    async (_, route) => {
      const body = route.method === "GET" ? undefined : penalty;
      const response = await send(route.method, route.path.replace(":id", MISSING), null, body);
      expect(await jsonOf(response, 401)).toEqual(Message(messages.sessionExpired));
    },
  );
});

describe("POST /routines", () => {
  it("creates the routine (201) with its values trimmed and answers it with its _id", async () => {
    const { token } = await signUp(t);
    const padded = { ...penalty, name: "  Penalty  ", steps: [" Pick the corner", "Breathe out ", "Strike"] };
    const created = Routine.parse(await jsonOf(await send("POST", "/routines", token, padded), 201));
    expect(created).toMatchObject({ ...penalty, rehearsals: 0, lastRehearsedAt: null });
    expect(await jsonOf(await send("GET", "/routines", token))).toEqual([created]);
  });

  it("answers the first failing check of the spec, in its order, with 400", async () => {
    const { token } = await signUp(t);
    const blank = { name: " ", triggerDescription: "", physicalAction: "  ", steps: [""] };
    const cases: [unknown, string][] = [
      [blank, routineMessages.nameRequired],
      [{}, routineMessages.nameRequired],
      [{ ...blank, name: "Serve" }, routineMessages.triggerRequired],
      [{ ...blank, name: "Serve", triggerDescription: "Toss" }, routineMessages.actionRequired],
      [{ ...penalty, steps: ["Breathe", " "] }, routineMessages.stepsRequired],
      [{ ...penalty, steps: [] }, routineMessages.stepsRequired],
      [{ ...penalty, name: "n".repeat(81) }, routineMessages.nameTooLong],
      [{ ...penalty, steps: Array.from({ length: 11 }, () => "Breathe") }, routineMessages.tooManySteps],
    ];
    for (const [body, message] of cases) {
      expect(await jsonOf(await send("POST", "/api/routines", token, body), 400)).toEqual(Message(message));
    }
    expect(await jsonOf(await send("GET", "/routines", token))).toEqual([]);
  });

  it("answers a body sent again with the same clientId with the routine it made", async () => {
    const { token, userId } = await signUp(t);
    const offline = { ...penalty, clientId: "1718000000000" };
    const first = Routine.parse(await jsonOf(await send("POST", "/routines", token, offline), 201));
    const [again, inParallel] = await Promise.all([
      send("POST", "/routines", token, offline),
      send("POST", "/api/routines", token, offline),
    ]);
    expect(await jsonOf(again, 201)).toEqual(first);
    expect(await jsonOf(inParallel, 201)).toEqual(first);
    expect(await t.db.$count(routines, eq(routines.userId, userId))).toBe(1);
  });

  it(`refuses a routine beyond ${ROUTINES_MAX_PER_USER} with 400`, async () => {
    const { token, userId } = await signUp(t);
    const rows = Array.from({ length: ROUTINES_MAX_PER_USER }, () => ({ ...penalty, userId }));
    await t.db.insert(routines).values(rows);
    const refused = await send("POST", "/routines", token, penalty);
    expect(await jsonOf(refused, 400)).toEqual(Message(routineMessages.tooManyRoutines));
  });
});

describe("GET /routines", () => {
  it("answers the caller's routines only, newest first", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const first = await jsonOf(await send("POST", "/routines", owner.token, { ...penalty, name: "First" }), 201);
    const second = await jsonOf(await send("POST", "/routines", owner.token, { ...penalty, name: "Second" }), 201);
    const listed = z.array(Routine).parse(await jsonOf(await send("GET", "/routines", owner.token)));
    expect(listed).toEqual([second, first]);
    expect(await jsonOf(await send("GET", "/api/routines", owner.token))).toEqual(listed);
    expect(await jsonOf(await send("GET", "/routines", other.token))).toEqual([]);
  });
});

describe("DELETE /routines/:id", () => {
  it("deletes the caller's routine and answers the spec's message", async () => {
    const { token } = await signUp(t);
    const created = Routine.parse(await jsonOf(await send("POST", "/routines", token, penalty), 201));
    expect(await jsonOf(await send("DELETE", `/routines/${created._id}`, token))).toEqual({
      message: routineMessages.deleted,
      _id: created._id,
      id: created._id,
    });
    expect(await jsonOf(await send("GET", "/routines", token))).toEqual([]);
  });

  it("answers 404 for a missing id, a text that is no id, and another user's routine (which stays)", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const created = Routine.parse(await jsonOf(await send("POST", "/routines", owner.token, penalty), 201));
    for (const [path, token] of [
      [`/routines/${MISSING}`, owner.token],
      ["/api/routines/1718000000000", owner.token],
      [`/routines/${created._id}`, other.token],
      [`/api/routines/${created._id}`, other.token],
    ] as const) {
      expect(await jsonOf(await send("DELETE", path, token), 404)).toEqual(Message(messages.notFound));
    }
    expect(await jsonOf(await send("GET", "/routines", owner.token))).toEqual([created]);
  });
});
