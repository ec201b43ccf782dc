import { Worker } from "node:worker_threads";
import { z } from "zod";
import { ADVERSARIAL_LENGTH, type Recipe } from "./adversarial-texts";

// Times a pattern on adversarial texts in a worker thread: a catastrophic pattern can run for
// years inside one `test` call, and a synchronous loop cannot be interrupted on the thread it runs
// on. The worker is ended after a deadline and the pattern reported as never finishing.

/** The worker (CommonJS, evaluated from this text): builds each text, times `test`, answers the slowest. */
const WORKER = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", ({ source, flags, recipes, length, retryAboveMs }) => {
  const pattern = new RegExp(source, flags);
  const time = (text) => {
    const started = performance.now();
    pattern.test(text);
    return performance.now() - started;
  };
  let worst = { ms: 0, index: -1 };
  recipes.forEach(([prefix, unit, ending], index) => {
    const text = prefix + unit.repeat(Math.ceil(length / unit.length)).slice(0, length) + ending;
    let ms = time(text);
    // A pause of the machine is not backtracking, which is slow every time: the fastest of three counts.
    if (ms >= retryAboveMs) ms = Math.min(ms, time(text), time(text));
    if (ms > worst.ms) worst = { ms, index };
  });
  parentPort.postMessage(worst);
});
`;

export type Timing = { finished: true; ms: number; recipe: Recipe | undefined } | { finished: false };

let worker: Worker | undefined;

const Answer = z.object({ ms: z.number(), index: z.number() });

/** The worker's next answer, or null when none came within `deadlineMs`. */
function answerOf(running: Worker, deadlineMs: number): Promise<z.infer<typeof Answer> | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), deadlineMs);
    running.once("message", (answer: unknown) => {
      clearTimeout(timer);
      resolve(Answer.parse(answer));
    });
    running.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/**
 * The slowest `test` of `pattern` (without g or y, so each starts at the beginning) over the texts
 * of `recipes`; `finished: false` when the worker had not answered after `deadlineMs`.
 */
export async function slowestMatch(
  pattern: RegExp,
  recipes: Recipe[],
  { boundMs, deadlineMs }: { boundMs: number; deadlineMs: number },
): Promise<Timing> {
  worker ??= new Worker(WORKER, { eval: true });
  const running = worker;
  const flags = pattern.flags.replace(/[gy]/g, "");
  const message = { source: pattern.source, flags, recipes, length: ADVERSARIAL_LENGTH, retryAboveMs: boundMs };
  const answered = answerOf(running, deadlineMs);
  running.postMessage(message);
  const answer = await answered.finally(() => {
    running.removeAllListeners("message");
    running.removeAllListeners("error");
  });
  if (answer === null) {
    worker = undefined;
    await running.terminate();
    return { finished: false };
  }
  return { finished: true, ms: answer.ms, recipe: recipes[answer.index] };
}

/** Ends the worker (after the last pattern). */
export async function stopPatternTimer(): Promise<void> {
  await worker?.terminate();
  worker = undefined;
}
