import { eq, routines } from "@onepercent/db";
import { useTestDatabase } from "@onepercent/db/testing";
import {
  type CreateRoutineInput,
  ROUTINE_STEPS_MAX,
  ROUTINE_TEXT_MAX,
  ROUTINES_MAX_PER_USER,
  routineMessages,
} from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { refusal, testCallers } from "../testing";

const database = useTestDatabase();
const { athlete } = testCallers(database);

const serve = {
  name: "Serve",
  triggerDescription: "Ball in hand at the baseline",
  physicalAction: "Three bounces",
  steps: ["See the target", "Toss high"],
};

const countOf = (userId: string) => database.db.$count(routines, eq(routines.userId, userId));

/** `count` routines of the user, written straight into the table. */
async function seed(userId: string, count: number) {
  const rows = Array.from({ length: count }, (_, index) => ({ ...serve, userId, name: `Seeded ${index + 1}` }));
  await database.db.insert(routines).values(rows);
}

/** The text of the database's refusal of `write` (the driver's error under drizzle's). */
async function databaseRefusal(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return cause instanceof Error ? cause.message : String(cause);
  }
  throw new Error("the database was expected to refuse the write");
}

describe("routines: limits", () => {
  it(`keeps at most ${ROUTINES_MAX_PER_USER} routines a user, and takes another after a delete`, async () => {
    const { id, caller } = await athlete();
    await seed(id, ROUTINES_MAX_PER_USER - 1);
    const last = await caller.routines.create(serve);
    expect(await refusal(caller.routines.create(serve))).toEqual({
      code: "BAD_REQUEST",
      message: routineMessages.tooManyRoutines,
    });
    await caller.routines.delete({ id: last._id });
    await caller.routines.create(serve);
    expect(await countOf(id)).toBe(ROUTINES_MAX_PER_USER);
  });

  it("holds the limit under parallel creates: 25 at once with 40 kept make exactly 50", async () => {
    const { id, caller } = await athlete();
    await seed(id, 40);
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, index) => caller.routines.create({ ...serve, name: `Parallel ${index}` })),
    );
    const made = results.filter((result) => result.status === "fulfilled");
    expect(made).toHaveLength(ROUTINES_MAX_PER_USER - 40);
    for (const result of results) {
      if (result.status === "rejected") {
        await expect(Promise.reject(result.reason)).rejects.toMatchObject({
          code: "BAD_REQUEST",
          message: routineMessages.tooManyRoutines,
        });
      }
    }
    expect(await countOf(id)).toBe(ROUTINES_MAX_PER_USER);
  });

  it("counts only the caller's routines", async () => {
    const full = await athlete();
    await seed(full.id, ROUTINES_MAX_PER_USER);
    const other = await athlete();
    await other.caller.routines.create(serve);
    expect(await countOf(other.id)).toBe(1);
  });

  it("refuses too long texts and too many steps with the validators' messages", async () => {
    const { id, caller } = await athlete();
    const refusals: [CreateRoutineInput, string][] = [
      [{ ...serve, name: "n".repeat(81) }, routineMessages.nameTooLong],
      [{ ...serve, triggerDescription: "t".repeat(ROUTINE_TEXT_MAX + 1) }, routineMessages.textTooLong],
      [{ ...serve, steps: ["s".repeat(ROUTINE_TEXT_MAX + 1)] }, routineMessages.textTooLong],
      [
        { ...serve, steps: Array.from({ length: ROUTINE_STEPS_MAX + 1 }, () => "Breathe") },
        routineMessages.tooManySteps,
      ],
    ];
    for (const [input, message] of refusals) {
      expect(await refusal(caller.routines.create(input))).toEqual({ code: "BAD_REQUEST", message });
    }
    expect(await countOf(id)).toBe(0);
  });
});

describe("routines: a create with a client key", () => {
  it("answers the routine the key made, and makes no second one", async () => {
    const { id, caller } = await athlete();
    const first = await caller.routines.create({ ...serve, clientId: "offline-1718000000000" });
    const again = await caller.routines.create({ ...serve, name: "Sent again", clientId: "offline-1718000000000" });
    expect(again).toEqual(first);
    const other = await caller.routines.create({ ...serve, clientId: "offline-1718000000001" });
    expect(other._id).not.toBe(first._id);
    await caller.routines.create(serve);
    await caller.routines.create(serve);
    expect(await countOf(id)).toBe(4);
  });

  it("makes one routine from parallel creates with the same key, and every call answers it", async () => {
    const { id, caller } = await athlete();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => caller.routines.create({ ...serve, clientId: "offline-42" })),
    );
    expect(new Set(answers.map((answer) => answer._id)).size).toBe(1);
    expect(await caller.routines.list()).toEqual([answers[0]]);
    expect(await countOf(id)).toBe(1);
  });

  it("answers a known key even when the caller is at the limit", async () => {
    const { id, caller } = await athlete();
    await seed(id, ROUTINES_MAX_PER_USER - 1);
    const made = await caller.routines.create({ ...serve, clientId: "last-one" });
    expect(await caller.routines.create({ ...serve, clientId: "last-one" })).toEqual(made);
    expect(await refusal(caller.routines.create({ ...serve, clientId: "one-more" }))).toEqual({
      code: "BAD_REQUEST",
      message: routineMessages.tooManyRoutines,
    });
  });

  it("makes a new routine once the key's routine is deleted", async () => {
    const { caller } = await athlete();
    const first = await caller.routines.create({ ...serve, clientId: "k-1" });
    await caller.routines.delete({ id: first._id });
    const second = await caller.routines.create({ ...serve, clientId: "k-1" });
    expect(second._id).not.toBe(first._id);
    expect(await caller.routines.list()).toEqual([second]);
  });
});

describe("routines: the table's checks mirror the limits", () => {
  it("refuses rows the validators would refuse", async () => {
    const { id: userId } = await athlete();
    const row = { ...serve, userId };
    const bad: [Partial<typeof row>, string][] = [
      [{ name: "" }, "routines_texts"],
      [{ physicalAction: "a".repeat(ROUTINE_TEXT_MAX + 1) }, "routines_texts"],
      [{ steps: [] }, "routines_steps"],
      [{ steps: Array.from({ length: ROUTINE_STEPS_MAX + 1 }, () => "Breathe") }, "routines_steps"],
      [{ steps: ["Breathe", ""] }, "routines_steps"],
      [{ steps: ["s".repeat(ROUTINE_TEXT_MAX + 1)] }, "routines_steps"],
    ];
    for (const [change, constraint] of bad) {
      expect(await databaseRefusal(database.db.insert(routines).values({ ...row, ...change }))).toContain(constraint);
    }
    const longest = { ...row, steps: Array.from({ length: ROUTINE_STEPS_MAX }, () => "s".repeat(ROUTINE_TEXT_MAX)) };
    await database.db.insert(routines).values(longest);
    expect(await countOf(userId)).toBe(1);
  });
});
