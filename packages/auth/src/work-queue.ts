import { AppError, messages } from "@onepercent/validators";

export interface WorkQueueLimits {
  /** Tasks that run at once. */
  concurrency: number;
  /** Tasks that may wait for a free place; one more is refused at once. */
  queue: number;
  /**
   * When set, a task is also refused at once when its expected wait (the tasks ahead of it
   * times the recent task time, shared by the places) would be longer than this.
   */
  maxWaitMs?: number;
  /** The Retry-After a refused caller is given. */
  retryAfterSeconds: number;
}

export interface WorkQueue {
  /** Runs `task` when a place is free; throws UNAVAILABLE (503, Retry-After) at once when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Changes the limits for the tasks that arrive from now on. */
  configure(limits: Partial<WorkQueueLimits>): void;
  readonly limits: Readonly<WorkQueueLimits>;
  /** Tasks running and waiting now. */
  readonly running: number;
  readonly waiting: number;
  /** The recent time of one task (a moving average), undefined before the first has finished. */
  readonly taskMs: number | undefined;
}

/** How much the last task moves the moving average of the task time. */
const AVERAGE_WEIGHT = 0.2;

/**
 * A small in-process semaphore with a bounded wait list: CPU-heavy work (argon2) never piles
 * up without limit; beyond the list, or beyond the longest expected wait, the caller is told to
 * come back instead of waiting long. `clock` (ms) is for tests.
 */
export function createWorkQueue(initial: WorkQueueLimits, clock: () => number = () => performance.now()): WorkQueue {
  let limits = { ...initial };
  let running = 0;
  let taskMs: number | undefined;
  const waiting: Array<() => void> = [];

  const tooLong = () => {
    if (limits.maxWaitMs === undefined || taskMs === undefined) return false;
    return ((waiting.length + 1) * taskMs) / limits.concurrency > limits.maxWaitMs;
  };

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  /** Resolves when the caller holds a place (a finished task hands its place on directly). */
  const acquire = (): Promise<void> => {
    if (running < limits.concurrency) {
      running += 1;
      return Promise.resolve();
    }
    if (waiting.length >= limits.queue || tooLong()) {
      throw new AppError("UNAVAILABLE", messages.serverBusy, { retryAfterSeconds: limits.retryAfterSeconds });
    }
    return new Promise((resolve) => waiting.push(resolve));
  };

  return {
    async run(task) {
      await acquire();
      const started = clock();
      try {
        return await task();
      } finally {
        const ms = clock() - started;
        taskMs = taskMs === undefined ? ms : taskMs + AVERAGE_WEIGHT * (ms - taskMs);
        release();
      }
    },
    configure(changes) {
      limits = { ...limits, ...changes };
      // Places added while tasks wait go to them at once.
      while (running < limits.concurrency && waiting.length > 0) {
        running += 1;
        waiting.shift()?.();
      }
    },
    get limits() {
      return limits;
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    get taskMs() {
      return taskMs;
    },
  };
}
