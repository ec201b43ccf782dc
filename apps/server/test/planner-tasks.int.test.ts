import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { jsonOf, restCalls, signUp, useTestApp } from "./support/test-app";

const t = useTestApp();
const { send } = restCalls(t);
const json = jsonOf;

const Legacy = z.looseObject({ _id: z.string(), id: z.string() });

/** POSTs `body` and answers what the 201 carries. */
async function created(path: string, token: string, body: unknown): Promise<unknown> {
  return json(await send("POST", path, token, body), 201);
}

describe("generic tasks: /api/tasks", () => {
  it("round-trips a task and keeps it the caller's own", async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const task = Legacy.parse(await created("/api/tasks", owner.token, { title: "Pack bag", dueDate: "2026-11-30" }));
    expect(task).toMatchObject({ title: "Pack bag", description: null, dueDate: "2026-11-30", completed: false });
    expect(await json(await send("GET", "/api/tasks", owner.token))).toMatchObject([{ _id: task.id }]);
    expect(await json(await send("PUT", `/api/tasks/${task.id}`, owner.token, { completed: true }))).toMatchObject({
      completed: true,
    });
    expect(await json(await send("POST", "/api/tasks", owner.token, { title: " " }), 400)).toEqual({
      message: messages.taskTitleRequired,
    });
    expect((await send("GET", "/api/tasks", null)).status).toBe(401);
    expect(await json(await send("GET", "/api/tasks", intruder.token))).toEqual([]);
    expect((await send("PUT", `/api/tasks/${task.id}`, intruder.token, { completed: false })).status).toBe(404);
    expect((await send("DELETE", `/api/tasks/${task.id}`, intruder.token)).status).toBe(404);
    expect(await json(await send("DELETE", `/api/tasks/${task.id}`, owner.token))).toMatchObject({
      _id: task.id,
    });
    expect(await json(await send("GET", "/api/tasks", owner.token))).toEqual([]);
  });
});

describe("daily check-in: /daily-check-in", () => {
  it("saves one check-in per day, reads it back, and answers 401, 400 and 404", async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    expect((await send("GET", "/daily-check-in/2026-11-23", owner.token)).status).toBe(404);
    const saved = await json(
      await send("POST", "/daily-check-in", owner.token, { date: "2026-11-23", mood: 4, timestamp: "ignored" }),
    );
    expect(saved).toMatchObject({ date: "2026-11-23", mood: 4 });
    expect(await json(await send("GET", "/daily-check-in/2026-11-23", owner.token))).toMatchObject({ mood: 4 });
    expect(
      await json(await send("POST", "/daily-check-in", owner.token, { date: "2026-11-23", mood: true }), 400),
    ).toEqual({ message: messages.moodInvalid });
    expect((await send("POST", "/daily-check-in", null, { date: "2026-11-23", mood: 3 })).status).toBe(401);
    expect((await send("GET", "/daily-check-in/2026-11-23", intruder.token)).status).toBe(404);
    expect(await json(await send("GET", "/daily-check-in/2026-11-23", owner.token))).toMatchObject({ mood: 4 });
  });

  it("takes the mood as a word or as a number, and gives back exactly what was saved", async () => {
    const { token } = await signUp(t);
    const days = [
      ["2026-11-20", "focused"],
      ["2026-11-21", 7],
      ["2026-11-22", 3.5],
      ["2026-11-23", "4"],
    ] as const;
    for (const [date, mood] of days) {
      expect(await json(await send("POST", "/daily-check-in", token, { date, mood }))).toMatchObject({ date, mood });
    }
    for (const [date, mood] of days) {
      const body = await json(await send("GET", `/daily-check-in/${date}`, token));
      expect(body).toMatchObject({ date, mood });
      expect(typeof z.object({ mood: z.unknown() }).parse(body).mood).toBe(typeof mood);
    }
  });

  it.each([
    ["a blank word", "  "],
    ["a word longer than 100 characters", "x".repeat(101)],
    ["no mood", undefined],
    ["a list", ["happy"]],
    ["null", null],
  ])("refuses %s with 400 and keeps the saved mood", async (_case, mood) => {
    const { token } = await signUp(t);
    await send("POST", "/daily-check-in", token, { date: "2026-11-23", mood: "calm" });
    const refused = await send("POST", "/daily-check-in", token, { date: "2026-11-23", mood });
    expect(await json(refused, 400)).toEqual({ message: messages.moodInvalid });
    expect(await json(await send("GET", "/daily-check-in/2026-11-23", token))).toMatchObject({ mood: "calm" });
  });
});
