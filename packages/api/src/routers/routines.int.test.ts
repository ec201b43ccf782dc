import { routines } from "@onepercent/db";
import { useTestDatabase } from "@onepercent/db/testing";
import { messages, routineMessages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { rehearseRoutine } from "../services/routines";
import { refusal, testCallers } from "../testing";

const database = useTestDatabase();
const { athlete, callerFor } = testCallers(database);

const freeThrow = {
  name: "Free throw",
  triggerDescription: "Stepping to the line",
  physicalAction: "Bounce the ball twice",
  steps: ["Eyes on the rim", "Smooth release"],
};
const MISSING = "00000000-0000-4000-8000-000000000000";

describe("routines: create, list, delete", () => {
  it("creates a routine with its values trimmed, never rehearsed yet", async () => {
    const { caller } = await athlete();
    const created = await caller.routines.create({
      name: "  Penalty ",
      triggerDescription: " Ball on the spot ",
      physicalAction: " Two steps back",
      steps: [" Pick the corner ", "Strike"],
    });
    expect(created).toEqual({
      _id: expect.any(String),
      name: "Penalty",
      triggerDescription: "Ball on the spot",
      physicalAction: "Two steps back",
      steps: ["Pick the corner", "Strike"],
      createdAt: expect.any(Date),
      rehearsals: 0,
      lastRehearsedAt: null,
    });
    expect(await caller.routines.list()).toEqual([created]);
  });

  it("lists the caller's routines newest first", async () => {
    const { caller } = await athlete();
    const first = await caller.routines.create({ ...freeThrow, name: "First" });
    const second = await caller.routines.create({ ...freeThrow, name: "Second" });
    const third = await caller.routines.create({ ...freeThrow, name: "Third" });
    expect((await caller.routines.list()).map((routine) => routine._id)).toEqual([third._id, second._id, first._id]);
  });

  it("refuses a routine with the first failing check's message, in the spec's order", async () => {
    const { caller } = await athlete();
    const blank = { name: " ", triggerDescription: " ", physicalAction: " ", steps: [" "] };
    expect(await refusal(caller.routines.create(blank))).toEqual({
      code: "BAD_REQUEST",
      message: routineMessages.nameRequired,
    });
    expect(await refusal(caller.routines.create({ ...blank, name: "Serve" }))).toEqual({
      code: "BAD_REQUEST",
      message: routineMessages.triggerRequired,
    });
    expect(await refusal(caller.routines.create({ ...freeThrow, physicalAction: "", steps: [] }))).toEqual({
      code: "BAD_REQUEST",
      message: routineMessages.actionRequired,
    });
    expect(await refusal(caller.routines.create({ ...freeThrow, steps: ["Breathe", ""] }))).toEqual({
      code: "BAD_REQUEST",
      message: routineMessages.stepsRequired,
    });
    expect(await caller.routines.list()).toEqual([]);
  });

  it("deletes the caller's routine and answers its id; a missing one is NOT_FOUND", async () => {
    const { caller } = await athlete();
    const kept = await caller.routines.create({ ...freeThrow, name: "Kept" });
    const gone = await caller.routines.create(freeThrow);
    expect(await caller.routines.delete({ id: gone._id })).toEqual({ id: gone._id });
    expect(await caller.routines.list()).toEqual([kept]);
    for (const id of [gone._id, MISSING, "not-an-id"]) {
      expect(await refusal(caller.routines.delete({ id }))).toEqual({ code: "NOT_FOUND", message: messages.notFound });
    }
  });
});

describe("routines: rehearsals", () => {
  it("counts each rehearsal and keeps when the last one was", async () => {
    const { id: userId, caller } = await athlete();
    const routine = await caller.routines.create(freeThrow);
    const monday = new Date("2026-03-02T18:30:00.000Z");
    const tuesday = new Date("2026-03-03T07:05:00.000Z");
    expect(await rehearseRoutine(database.db, userId, { id: routine._id }, monday)).toEqual({
      ...routine,
      rehearsals: 1,
      lastRehearsedAt: monday,
    });
    const twice = await rehearseRoutine(database.db, userId, { id: routine._id }, tuesday);
    expect(twice).toMatchObject({ rehearsals: 2, lastRehearsedAt: tuesday });
    expect(await caller.routines.list()).toEqual([twice]);
  });

  it("counts a rehearsal through the router at the moment of the call, and parallel ones each", async () => {
    const { caller } = await athlete();
    const routine = await caller.routines.create(freeThrow);
    const before = Date.now();
    const answers = await Promise.all(Array.from({ length: 4 }, () => caller.routines.rehearsed({ id: routine._id })));
    const after = Date.now();
    expect(answers.map((answer) => answer.rehearsals).sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    const [listed] = await caller.routines.list();
    expect(listed?.rehearsals).toBe(4);
    const last = listed?.lastRehearsedAt?.getTime() ?? 0;
    expect(last).toBeGreaterThanOrEqual(before);
    expect(last).toBeLessThanOrEqual(after);
  });

  it("answers NOT_FOUND for a routine that is not there", async () => {
    const { caller } = await athlete();
    expect(await refusal(caller.routines.rehearsed({ id: MISSING }))).toEqual({
      code: "NOT_FOUND",
      message: messages.notFound,
    });
  });
});

describe("routines: isolation", () => {
  it("shows another user none of the owner's routines and lets them delete or rehearse none", async () => {
    const owner = await athlete();
    const other = await athlete();
    const routine = await owner.caller.routines.create({ ...freeThrow, clientId: "shared-key" });
    const before = await database.db.select().from(routines);

    expect(await other.caller.routines.list()).toEqual([]);
    for (const call of [other.caller.routines.delete, other.caller.routines.rehearsed]) {
      expect(await refusal(call({ id: routine._id }))).toEqual({ code: "NOT_FOUND", message: messages.notFound });
    }
    expect(await database.db.select().from(routines)).toEqual(before);

    // The owner's client key means nothing to the other user: their create makes their own routine.
    const theirs = await other.caller.routines.create({ ...freeThrow, name: "Theirs", clientId: "shared-key" });
    expect(theirs._id).not.toBe(routine._id);
    expect(await owner.caller.routines.list()).toEqual([routine]);
    expect(await other.caller.routines.list()).toEqual([theirs]);
  });

  it("refuses every call without a session", async () => {
    const anonymous = await callerFor(null);
    for (const call of [
      () => anonymous.routines.list(),
      () => anonymous.routines.create(freeThrow),
      () => anonymous.routines.delete({ id: MISSING }),
      () => anonymous.routines.rehearsed({ id: MISSING }),
    ]) {
      expect((await refusal(call())).code).toBe("UNAUTHORIZED");
    }
  });
});
