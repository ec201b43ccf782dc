import { and, breathworkSessions, dailyActions, eq, idempotencyKeys } from "@onepercent/db";
import { useTestDatabase } from "@onepercent/db/testing";
import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { deleteStaleIdempotencyKeys, IDEMPOTENCY_KEEP_HOURS } from "../idempotency";
import { refusal, testCallers } from "../testing";

const database = useTestDatabase();
const { athlete } = testCallers(database);

const habitsOf = (userId: string) => database.db.select().from(dailyActions).where(eq(dailyActions.userId, userId));
const keyOf = () => `key-${crypto.randomUUID()}`;

describe("idempotent creates (decision 025)", () => {
  it("a retry with the same key gets the first answer and creates nothing more", async () => {
    const { id, caller } = await athlete();
    const idempotencyKey = keyOf();
    const first = await caller.habits.create({ action: "Breathe before practice", idempotencyKey });
    const retried = await caller.habits.create({ action: "Breathe before practice", idempotencyKey });
    expect(retried).toEqual(first);
    expect(await habitsOf(id)).toHaveLength(1);
    // Without a key, or with another key, it is a new create.
    await caller.habits.create({ action: "Breathe before practice" });
    await caller.habits.create({ action: "Breathe before practice", idempotencyKey: keyOf() });
    expect(await habitsOf(id)).toHaveLength(3);
  });

  it("ten parallel requests with one key create one row, and all get its answer", async () => {
    const { id, caller } = await athlete();
    const idempotencyKey = keyOf();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => caller.habits.create({ action: "Visualize the game", idempotencyKey })),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(await habitsOf(id)).toHaveLength(1);
  });

  it("refuses a key reused for another request, and changes nothing", async () => {
    const { id, caller } = await athlete();
    const idempotencyKey = keyOf();
    await caller.habits.create({ action: "Stretch", idempotencyKey });
    expect(await refusal(caller.habits.create({ action: "Sleep 8 hours", idempotencyKey }))).toEqual({
      code: "BAD_REQUEST",
      message: messages.idempotencyKeyReused,
    });
    expect(await refusal(caller.routines.create({ ...freeThrow, idempotencyKey }))).toEqual({
      code: "BAD_REQUEST",
      message: messages.idempotencyKeyReused,
    });
    expect((await habitsOf(id)).map((habit) => habit.action)).toEqual(["Stretch"]);
    expect(await caller.routines.list()).toEqual([]);
  });

  it("a failed create keeps no key: the retry runs", async () => {
    const { caller } = await athlete();
    const idempotencyKey = keyOf();
    const missing = "00000000-0000-4000-8000-000000000000";
    const failed = await refusal(
      caller.planner.tasks.createDaily({ roleGoalId: missing, task: "Serve", date: "2026-11-23", idempotencyKey }),
    );
    expect(failed.code).toBe("NOT_FOUND");
    const roleGoal = await caller.planner.roleGoals.create({ role: "Athlete", goal: "Serve better" });
    const task = await caller.planner.tasks.createDaily({
      roleGoalId: roleGoal.id,
      task: "Serve",
      date: "2026-11-23",
      idempotencyKey,
    });
    expect(task.task).toBe("Serve");
  });

  it("keys belong to their user: another athlete's same key creates their own", async () => {
    const first = await athlete();
    const second = await athlete();
    const idempotencyKey = keyOf();
    const mine = await first.caller.habits.create({ action: "Journal at night", idempotencyKey });
    const theirs = await second.caller.habits.create({ action: "Journal at night", idempotencyKey });
    expect(theirs.id).not.toBe(mine.id);
    expect(await habitsOf(first.id)).toHaveLength(1);
    expect(await habitsOf(second.id)).toHaveLength(1);
  });

  it("journal saves, focus sessions and routines keep their answers (dates included) for a retry", async () => {
    const { id, caller } = await athlete();
    const journalKey = keyOf();
    const entry = {
      type: "daily" as const,
      date: "2026-11-23",
      wins: ["Won every sprint"],
      idempotencyKey: journalKey,
    };
    const saved = await caller.journal.save(entry);
    expect(await caller.journal.save(entry)).toEqual(saved);

    const sessionKey = keyOf();
    const session = { preset: "Box Breathing", completed: true, duration: 120, idempotencyKey: sessionKey };
    const first = await caller.focus.breathwork.saveSession(session);
    const again = await caller.focus.breathwork.saveSession(session);
    expect(again).toEqual(first);
    expect(again.date).toBeInstanceOf(Date);
    const sessions = await database.db.select().from(breathworkSessions).where(eq(breathworkSessions.userId, id));
    expect(sessions).toHaveLength(1);

    const routineKey = keyOf();
    const routine = await caller.routines.create({ ...freeThrow, idempotencyKey: routineKey });
    expect(await caller.routines.create({ ...freeThrow, idempotencyKey: routineKey })).toEqual(routine);
    expect(await caller.routines.list()).toHaveLength(1);
  });

  it("refuses a key that is too short or not printable", async () => {
    const { caller } = await athlete();
    for (const idempotencyKey of ["short", "has spaces in it", "x".repeat(201)]) {
      expect(await refusal(caller.habits.create({ action: "Stretch", idempotencyKey }))).toEqual({
        code: "BAD_REQUEST",
        message: "The idempotency key must be 8 to 200 visible characters",
      });
    }
  });

  it("forgets keys after a day", async () => {
    const { id, caller } = await athlete();
    const idempotencyKey = keyOf();
    await caller.habits.create({ action: "Stretch", idempotencyKey });
    const mine = and(eq(idempotencyKeys.userId, id), eq(idempotencyKeys.key, idempotencyKey));
    const later = new Date(Date.now() + (IDEMPOTENCY_KEEP_HOURS + 1) * 60 * 60 * 1000);
    expect(await deleteStaleIdempotencyKeys(database.db, new Date())).toBe(0);
    expect(await database.db.select().from(idempotencyKeys).where(mine)).toHaveLength(1);
    expect(await deleteStaleIdempotencyKeys(database.db, later)).toBeGreaterThanOrEqual(1);
    expect(await database.db.select().from(idempotencyKeys).where(mine)).toHaveLength(0);
  });
});

const freeThrow = {
  name: "Free throw",
  triggerDescription: "Stepping to the line",
  physicalAction: "Bounce the ball twice",
  steps: ["Eyes on the rim", "Smooth release"],
};
