import { getPriority } from "node:os";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { tsxApi } from "./entries";
import { BACKGROUND_NICENESS, currentSchedulingPolicy, SCHED_IDLE } from "./priority";

/** In a worker thread: yieldToRequests("thread"), then that thread's niceness and scheduling policy. */
function priorityInWorker(): Promise<{ niceness: number; policy: number }> {
  const priority = new URL("./priority.ts", import.meta.url).href;
  const code = `
    const { parentPort } = require("node:worker_threads");
    const { getPriority } = require("node:os");
    import(${JSON.stringify(tsxApi())})
      .then(({ register }) => { register(); return import(${JSON.stringify(priority)}); })
      .then(({ yieldToRequests, currentSchedulingPolicy }) => { yieldToRequests("thread"); parentPort.postMessage({ niceness: getPriority(), policy: currentSchedulingPolicy() }); });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true });
    worker.once("message", (answer: { niceness: number; policy: number }) => {
      void worker.terminate();
      resolve(answer);
    });
    worker.once("error", reject);
  });
}

describe("yieldToRequests", () => {
  it.runIf(process.platform === "linux")("lowers the mixing thread's priority, never the server's", async () => {
    const before = { niceness: getPriority(), policy: currentSchedulingPolicy() };
    expect(await priorityInWorker()).toEqual({
      niceness: Math.max(before.niceness, BACKGROUND_NICENESS),
      policy: SCHED_IDLE,
    });
    expect({ niceness: getPriority(), policy: currentSchedulingPolicy() }).toEqual(before);
  });
});
