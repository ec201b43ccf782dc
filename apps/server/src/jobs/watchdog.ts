import { Worker } from "node:worker_threads";

export interface WatchdogOptions {
  /** How long the main event loop may go without turning before the process is ended (EVENT_LOOP_STALL_EXIT_MS). */
  stallExitMs: number;
  /** Write the one fatal line before ending the process (false when LOG_LEVEL is silent). */
  log?: boolean;
  /** Told when the watchdog's thread itself fails (it then no longer watches). */
  onError?: (error: Error) => void;
}

export interface Watchdog {
  /** Stops the heartbeat and the thread (a normal shutdown). */
  stop(): Promise<void>;
}

/** What the watchdog's thread is given: the heartbeat the main thread counts up and its rules. */
interface WatchdogData {
  beat: Int32Array;
  stallExitMs: number;
  everyMs: number;
  /** The fatal line, ready to write (without its time), or null to end the process silently. */
  line: Record<string, unknown> | null;
}

/**
 * The watchdog's thread, self-contained JavaScript (an `eval` worker: nothing to bundle or find
 * beside dist/main.js). It reads the heartbeat every `everyMs`; when the count has not moved for
 * `stallExitMs` it writes the line straight to fd 1 (process.stdout of a worker goes through the
 * main thread, which is the one stuck) and SIGKILLs the whole process: a worker's process.exit
 * ends only the worker, process.abort() is not available in one, and no JavaScript signal handler
 * can run on a stuck loop, so a kill the kernel carries out is the one end that always comes.
 * A poll of its own that came late means the whole process was held (SIGSTOP, a suspended
 * machine), not the loop: the count starts over.
 */
const WORKER_SOURCE = `
const { workerData } = require("node:worker_threads");
const { writeSync } = require("node:fs");
const { beat, stallExitMs, everyMs, line } = workerData;
let seen = Atomics.load(beat, 0);
let turnedAt = performance.now();
let polledAt = turnedAt;
setInterval(() => {
  const now = performance.now();
  const count = Atomics.load(beat, 0);
  if (count !== seen || now - polledAt > stallExitMs / 2) {
    seen = count;
    turnedAt = now;
  }
  polledAt = now;
  if (now - turnedAt < stallExitMs) return;
  if (line) {
    try {
      writeSync(1, JSON.stringify({ level: 60, time: Date.now(), ...line }) + "\\n");
    } catch {}
  }
  process.kill(process.pid, "SIGKILL");
}, everyMs);
`;

/** "30 s", "0.5 s". */
const seconds = (ms: number) => `${ms / 1000} s`;

/**
 * Starts a thread that ends this process when its main event loop stops turning for
 * `stallExitMs` (a parser that loops forever, a synchronous call that never returns): one fatal
 * log line in the logger's JSON shape, then SIGKILL, so that a supervisor (systemd, a container
 * runtime) restarts it; a hung process would otherwise stay hung for good, deaf even to SIGTERM.
 * The main thread counts a shared heartbeat up every quarter of the limit (at most every second)
 * from an unref'd timer. Neither the timer nor the thread keeps the process alive.
 */
export function startWatchdog({ stallExitMs, log = true, onError }: WatchdogOptions): Watchdog {
  const beat = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const everyMs = Math.max(10, Math.min(1000, Math.floor(stallExitMs / 4)));
  const heartbeat = setInterval(() => Atomics.add(beat, 0, 1), everyMs);
  heartbeat.unref();
  const line = log
    ? {
        service: "onepercent",
        stallExitMs,
        msg: `the event loop has not turned for ${seconds(stallExitMs)}: ending the process so a supervisor restarts it`,
      }
    : null;
  const workerData: WatchdogData = { beat, stallExitMs, everyMs, line };
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData,
    name: "event-loop-watchdog",
    // Not the parent's flags: --input-type=module would make the source an ES module, and a
    // loader (tsx) has nothing to do in it.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
  });
  worker.unref();
  worker.on("error", (error) => onError?.(error));
  return {
    async stop() {
      clearInterval(heartbeat);
      await worker.terminate();
    },
  };
}
