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
