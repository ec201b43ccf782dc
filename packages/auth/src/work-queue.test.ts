import { AppError, messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { createWorkQueue } from "./work-queue";

/** A task that runs until the test lets it finish. */
function heldTask() {
  let finish: (value: string) => void = () => {};
  const done = new Promise<string>((resolve) => {
    finish = resolve;
  });
  let started = false;
  return {
    task: () => {
      started = true;
      return done;
    },
    finish: (value: string) => finish(value),
    get started() {
      return started;
    },
  };
}

async function refusalOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("the task was expected to be refused");
}

describe("the work queue", () => {
  it("runs `concurrency` tasks at once, lets `queue` wait and refuses the next at once with 503 and Retry-After", async () => {
    const queue = createWorkQueue({ concurrency: 2, queue: 1, retryAfterSeconds: 3 });
    const held = [heldTask(), heldTask(), heldTask()];
    const results = held.map((h) => queue.run(h.task));
    await Promise.resolve();
    expect(held.map((h) => h.started)).toEqual([true, true, false]);
    expect([queue.running, queue.waiting]).toEqual([2, 1]);

    const refused = await refusalOf(queue.run(async () => "never"));
    expect(refused.code).toBe("UNAVAILABLE");
    expect(refused.message).toBe(messages.serverBusy);
    expect(refused.retryAfterSeconds).toBe(3);

    held[0]?.finish("first");
    expect(await results[0]).toBe("first");
    expect(held[2]?.started).toBe(true);
    expect([queue.running, queue.waiting]).toEqual([2, 0]);
    held[1]?.finish("second");
    held[2]?.finish("third");
    expect(await Promise.all(results)).toEqual(["first", "second", "third"]);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("refuses at once a task whose expected wait is longer than maxWaitMs, from the recent task time", async () => {
    let now = 0;
    const queue = createWorkQueue({ concurrency: 2, queue: 100, maxWaitMs: 1000, retryAfterSeconds: 2 }, () => now);
    // Before any task has finished the time is unknown: only the count bounds the wait.
    expect(queue.taskMs).toBeUndefined();
    await queue.run(async () => "quick");
    const slow = heldTask();
    const running = queue.run(slow.task);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(slow.started).toBe(true);
    now = 400;
    slow.finish("slow");
    await running;
    // A moving average of the tasks' times: 0 ms, then 400 ms.
    expect(queue.taskMs).toBeCloseTo(80);

    const held = Array.from({ length: 2 }, () => heldTask());
    const results = held.map((h) => queue.run(h.task));
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Both places busy: 25 may wait (25 x 80 ms / 2 places = 1000 ms), the 26th would wait longer.
    const waiting = Array.from({ length: 25 }, () => queue.run(async () => "waited"));
    expect(queue.waiting).toBe(25);
    const refused = await refusalOf(queue.run(async () => "never"));
    expect([refused.code, refused.retryAfterSeconds]).toEqual(["UNAVAILABLE", 2]);
    expect(queue.waiting).toBe(25);

    for (const h of held) h.finish("done");
    expect(await Promise.all([...results, ...waiting])).toHaveLength(27);
  });

  it("frees the place of a task that fails", async () => {
    const queue = createWorkQueue({ concurrency: 1, queue: 0, retryAfterSeconds: 1 });
    await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await queue.run(async () => "next")).toBe("next");
  });

  it("starts waiting tasks when it is given more places", async () => {
    const queue = createWorkQueue({ concurrency: 1, queue: 5, retryAfterSeconds: 1 });
    const [first, second] = [heldTask(), heldTask()];
    const results = [queue.run(first.task), queue.run(second.task)];
    await Promise.resolve();
    expect(second.started).toBe(false);
    queue.configure({ concurrency: 2 });
    await Promise.resolve();
    expect(second.started).toBe(true);
    first.finish("a");
    second.finish("b");
    expect(await Promise.all(results)).toEqual(["a", "b"]);
  });
});
