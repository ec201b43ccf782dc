import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blockingDeferrer, deferrer, MAX_DEFER_MS, RequestPressure } from "./pressure";

afterEach(() => {
  vi.useRealTimers();
});

/** Whether a promise has settled after the microtasks and timers due now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("request pressure", () => {
  it("lets work through at once while the server is not busy", async () => {
    vi.useFakeTimers();
    const pressure = new RequestPressure();
    expect(await settled(deferrer(pressure)())).toBe(true);
    const pause = blockingDeferrer(pressure.flag);
    const started = performance.now();
    pause();
    expect(performance.now() - started).toBeLessThan(MAX_DEFER_MS);
  });

  it("holds the main thread's next piece of work until the server is free", async () => {
    vi.useFakeTimers();
    const pressure = new RequestPressure();
    pressure.set(true);
    const waiting = deferrer(pressure)();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settled(waiting)).toBe(false);
    pressure.set(false);
    expect(await settled(waiting)).toBe(true);
  });

  it("holds at most MAX_DEFER_MS in all, so that endless load still lets a generation finish", async () => {
    vi.useFakeTimers();
    const pressure = new RequestPressure();
    pressure.set(true);
    const pause = deferrer(pressure);
    const first = pause();
    await vi.advanceTimersByTimeAsync(MAX_DEFER_MS - 1_000);
    expect(await settled(first)).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settled(first)).toBe(true);
    // The budget is spent: later pauses of the same phase no longer wait.
    expect(await settled(pause())).toBe(true);
  });

  it("holds a worker thread on the shared flag until the server is free", async () => {
    const pressure = new RequestPressure();
    pressure.set(true);
    const code = `
      const { parentPort, workerData } = require("node:worker_threads");
      const flag = workerData;
      parentPort.postMessage("waiting");
      while (Atomics.load(flag, 0) === 1) Atomics.wait(flag, 0, 1, 100);
      parentPort.postMessage("through");`;
    const worker = new Worker(code, { eval: true, workerData: pressure.flag });
    const messages: string[] = [];
    const through = new Promise<void>((resolve) =>
      worker.on("message", (message: string) => {
        messages.push(message);
        if (message === "through") resolve();
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(messages).toEqual(["waiting"]);
    pressure.set(false);
    await through;
    expect(messages).toEqual(["waiting", "through"]);
    await worker.terminate();
  });

  it("reports a busy event loop while watched work runs, and is free again when it ends", async () => {
    const pressure = new RequestPressure();
    let sawBusy = false;
    await pressure.watching(async () => {
      const until = performance.now() + 400;
      // Keeps the event loop busy in 5 ms slices, as a flood of requests would.
      while (performance.now() < until) {
        const slice = performance.now() + 5;
        while (performance.now() < slice) {}
        await new Promise((resolve) => setImmediate(resolve));
        sawBusy ||= pressure.busy;
      }
    });
    expect(sawBusy).toBe(true);
    expect(pressure.busy).toBe(false);
  });
});
