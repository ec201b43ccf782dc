import { performance } from "node:perf_hooks";

/**
 * Request pressure: whether the server's event loop is busy answering requests, shared with the
 * audio engine's mixing worker (through a SharedArrayBuffer) and its speech queue, which hold
 * their next piece of work while it is. Work on the machine's other CPU still slows the server
 * (shared caches, a shared physical core under a hypervisor) even in the idle scheduling class,
 * so a generation defers to a saturated server outright, for a bounded time (decision 023).
 */

/** Above this share of a sample's time spent running the event loop, the server counts as busy. */
const BUSY_UTILIZATION = 0.85;
const SAMPLE_MS = 50;
/** Each phase of a generation (speech, mixing) waits at most this long in all: under endless load it still finishes. */
export const MAX_DEFER_MS = 20_000;
/** A waiting worker looks again at least this often. */
const RECHECK_MS = 100;

const FREE = 0;
const BUSY = 1;

/** The shared flag, as the mixing worker gets it. */
export type PressureFlag = Int32Array;

/** The server's side: samples its own event loop while at least one generation runs. */
export class RequestPressure {
  readonly flag: PressureFlag = new Int32Array(new SharedArrayBuffer(4));
  #watchers = 0;
  #timer: NodeJS.Timeout | null = null;
  #last = performance.eventLoopUtilization();
  #freed = new Set<() => void>();

  /** Runs `work` with the event loop watched (a sample every 50 ms, none when no work runs). */
  async watching<T>(work: () => Promise<T>): Promise<T> {
    if (this.#watchers++ === 0) {
      this.#last = performance.eventLoopUtilization();
      this.#timer = setInterval(() => this.#sample(), SAMPLE_MS);
      this.#timer.unref();
    }
    try {
      return await work();
    } finally {
      if (--this.#watchers === 0 && this.#timer) {
        clearInterval(this.#timer);
        this.#timer = null;
        this.set(false);
      }
    }
  }

  get busy(): boolean {
    return Atomics.load(this.flag, 0) === BUSY;
  }

  /** Sets the flag (the sampler does; tests set it by hand). */
  set(busy: boolean): void {
    const value = busy ? BUSY : FREE;
    if (Atomics.exchange(this.flag, 0, value) === value || busy) return;
    Atomics.notify(this.flag, 0);
    for (const resolve of this.#freed) resolve();
    this.#freed.clear();
  }

  /** A waiter for the main thread: resolves at once when free, else when freed or after `maxMs`. */
  whenFree(maxMs: number): Promise<void> {
    if (!this.busy || maxMs <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#freed.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.min(maxMs, RECHECK_MS));
      this.#freed.add(done);
    });
  }

  #sample() {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, this.#last);
    this.#last = now;
    this.set(utilization > BUSY_UTILIZATION);
  }
}

/**
 * The main thread's budget for one phase: `pause()` waits while the server is busy, at most
 * MAX_DEFER_MS over all its calls.
 */
export function deferrer(pressure: RequestPressure): () => Promise<void> {
  let waited = 0;
  return async () => {
    while (pressure.busy && waited < MAX_DEFER_MS) {
      const started = Date.now();
      await pressure.whenFree(MAX_DEFER_MS - waited);
      waited += Date.now() - started;
    }
  };
}

/**
 * A worker thread's pause between pieces of work: blocks that thread (never the server's) while
 * the flag says busy, at most MAX_DEFER_MS over all its calls.
 */
export function blockingDeferrer(flag: PressureFlag | undefined): () => void {
  let waited = 0;
  return () => {
    if (!flag) return;
    while (Atomics.load(flag, 0) === BUSY && waited < MAX_DEFER_MS) {
      const started = Date.now();
      Atomics.wait(flag, 0, BUSY, Math.min(RECHECK_MS, MAX_DEFER_MS - waited));
      waited += Date.now() - started;
    }
  };
}

/** The process-wide pressure of the server's event loop. */
export const requestPressure = new RequestPressure();
