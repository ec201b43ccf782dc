import { readdirSync } from "node:fs";
import { setPriority } from "node:os";

/**
 * The niceness of the engine's heavy work (the speech process, the mixing worker): the server's
 * requests get the CPU first when both want it, and generation takes what is left (it runs far
 * faster than real time, so it can afford to wait).
 */
export const BACKGROUND_NICENESS = 19;

function lower(threadOrProcess: number) {
  try {
    setPriority(threadOrProcess, BACKGROUND_NICENESS);
  } catch {
    // Refused by the system: that work runs at the normal priority.
  }
}

/**
 * Lowers the priority of the calling thread (the mixing worker; Linux only, where it touches that
 * thread alone: elsewhere it would slow the server's main thread too) or of a process of its own
 * (the speech process: all its threads).
 */
export function yieldToRequests(scope: "thread" | "process"): void {
  if (process.platform !== "linux") {
    if (scope === "process") lower(0);
    return;
  }
  if (scope === "thread") {
    lower(0);
    return;
  }
  for (const thread of readdirSync("/proc/self/task")) lower(Number(thread));
}
