import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import path from "node:path";

/**
 * The niceness of the engine's heavy work (the speech process, the mixing worker) where the idle
 * scheduling class is not available: the server's requests get the CPU first when both want it.
 */
export const BACKGROUND_NICENESS = 19;

/** Linux's SCHED_IDLE, as /proc/<pid>/task/<tid>/stat reports a thread's policy. */
export const SCHED_IDLE = 5;

function lower(threadOrProcess: number) {
  try {
    setPriority(threadOrProcess, BACKGROUND_NICENESS);
  } catch {
    // Refused by the system: that work runs at the normal priority.
  }
}

/**
 * Puts a thread (or every thread of a process, with `allThreads`) in Linux's idle scheduling
 * class: it runs only on a CPU nothing else wants, and a request waking up takes that CPU at once.
 * Niceness 19 alone still lets such work hold a CPU for a slice of milliseconds before a request
 * gets it (decision 023). Any thread may move itself to this class without privileges; `chrt`
 * (util-linux) makes the call. Answers whether it took.
 */
function idleClass(id: number, allThreads: boolean): boolean {
  try {
    execFileSync("chrt", [...(allThreads ? ["--all-tasks"] : []), "--idle", "--pid", "0", String(id)], {
      stdio: "ignore",
    });
    return true;
  } catch {
    return false;
  }
}

/** The kernel's id of the calling thread (a worker thread's own, not the process's). */
function currentThreadId(): number {
  return Number(path.basename(readlinkSync("/proc/thread-self")));
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
    idleClass(currentThreadId(), false);
    return;
  }
  for (const thread of readdirSync("/proc/self/task")) lower(Number(thread));
  idleClass(process.pid, true);
}

/** The scheduling policy of the calling thread (Linux): SCHED_IDLE once yieldToRequests took. */
export function currentSchedulingPolicy(): number {
  const stat = readFileSync("/proc/thread-self/stat", "utf8");
  // The fields after the command name (which may hold spaces), in its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // policy is field 41 of proc(5); fields[0] is field 3 (state).
  return Number(fields[41 - 3]);
}
