import { getPriority } from "node:os";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { tsxApi } from "./entries";
import { BACKGROUND_NICENESS } from "./priority";

/** In a worker thread: yieldToRequests("thread"), then that thread's niceness. */
function nicenessInWorker(): Promise<number> {
  const priority = new URL("./priority.ts", import.meta.url).href;
  const code = `
    const { parentPort } = require("node:worker_threads");
    const { getPriority } = require("node:os");
    import(${JSON.stringify(tsxApi())})
      .then(({ register }) => { register(); return import(${JSON.stringify(priority)}); })
      .then(({ yieldToRequests }) => { yieldToRequests("thread"); parentPort.postMessage(getPriority()); });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, { eval: true });
    worker.once("message", (niceness: number) => {
      void worker.terminate();
      resolve(niceness);
    });
    worker.once("error", reject);
  });
}

describe("yieldToRequests", () => {
  it.runIf(process.platform === "linux")("lowers the mixing thread's priority, never the server's", async () => {
    const before = getPriority();
    expect(await nicenessInWorker()).toBe(Math.max(before, BACKGROUND_NICENESS));
    expect(getPriority()).toBe(before);
  });
});
