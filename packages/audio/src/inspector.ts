import type { Worker } from "node:worker_threads";
import { startEntryWorker } from "./entries";
import type { MediaInspection } from "./inspect-media";
import { InspectMessage } from "./inspect-protocol";

/** The bytes were not read within the deadline: the worker reading them was terminated. */
export class MediaInspectionTimeout extends Error {}
/** The worker reading the bytes failed: a parser threw, ran out of memory or the worker died. */
export class MediaInspectionFailed extends Error {}

export interface MediaInspector {
  /** What the bytes are (inspect-media.ts), read in a worker thread within the deadline. */
  inspect(bytes: Uint8Array, parseMimes: readonly string[]): Promise<MediaInspection>;
  /** Ends the spare workers. */
  close(): Promise<void>;
}

export interface MediaInspectorOptions {
  /** How long one file's reading may take once its worker has the bytes. */
  deadlineMs?: number;
  /** Files read at once; more wait their turn (their deadline starts when their turn does). */
  concurrency?: number;
  /** Start the spares now (a server) rather than at the first file (tests, scripts). */
  prestart?: boolean;
}

/** A worker's memory and stack: room for a 25 MB recording and the parsers, not for a runaway one. */
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
/** Loading the parsers is our own code: a worker not ready by then is broken, not slow. */
const STARTUP_LIMIT_MS = 30_000;

/** The worker's next message, or its failure (an error event, or its end without an answer). */
function nextMessage(worker: Worker): Promise<InspectMessage> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
    };
    const onMessage = (message: unknown) => {
      cleanup();
      const parsed = InspectMessage.safeParse(message);
      if (parsed.success) resolve(parsed.data);
      else reject(new MediaInspectionFailed("the inspection worker answered in an unknown shape"));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(new MediaInspectionFailed(`the inspection worker failed: ${error.message}`));
    };
    const onExit = (code: number) => {
      cleanup();
      reject(new MediaInspectionFailed(`the inspection worker ended without an answer (code ${code})`));
    };
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
  });
}

/** `promise`, or `failure()` thrown once `ms` have passed. */
async function within<T>(promise: Promise<T>, ms: number, failure: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(failure()), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

interface Starting {
  worker: Worker;
  /** Its first message: "ready" once its parsers are loaded. */
  ready: Promise<InspectMessage>;
}

function startWorker(): Starting {
  const worker = startEntryWorker("inspect-worker", { resourceLimits: RESOURCE_LIMITS });
  // A spare worker never keeps the process alive.
  worker.unref();
  const ready = nextMessage(worker);
  // A spare that dies unused is noticed by whoever takes it.
  ready.catch(() => {});
  return { worker, ready };
}

/** At most `limit` tasks at once, the others in arrival order. */
function taskQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/**
 * Reads client files in worker threads (decision 028): a worker reads one file at a time and
 * serves the next once it has answered; one that passes the deadline, or fails, is terminated and
 * replaced. Spares are kept ready (from creation with `prestart`, else from the first file on) so that a file's deadline
 * counts its reading, not the loading of the parsers. A parser that loops or runs away with memory costs that file
 * (MediaInspectionTimeout, MediaInspectionFailed), never the server.
 */
export function createMediaInspector({
  deadlineMs = 2000,
  concurrency = 2,
  prestart = false,
}: MediaInspectorOptions = {}): MediaInspector {
  const queue = taskQueue(concurrency);
  // As many spares as files read at once: files arriving together each find a loaded worker.
  const spares: Starting[] = [];
  const replenish = () => {
    while (spares.length < concurrency) spares.push(startWorker());
  };
  const take = () => {
    const taken = spares.shift() ?? startWorker();
    replenish();
    return taken;
  };
  if (prestart) replenish();
  /** A worker that answered goes back among the spares (or ends, when they are enough). */
  const release = (taken: Starting) => {
    if (spares.length < concurrency) spares.push({ worker: taken.worker, ready: Promise.resolve({ kind: "ready" }) });
    else void taken.worker.terminate();
  };
  const inspectIn = async (taken: Starting, bytes: Uint8Array, parseMimes: readonly string[]) => {
    const { worker, ready } = taken;
    let answered = false;
    try {
      const first = await within(ready, STARTUP_LIMIT_MS, () => new MediaInspectionFailed("no inspection worker"));
      if (first.kind !== "ready") throw new MediaInspectionFailed("the inspection worker did not start");
      const answer = nextMessage(worker);
      // Copied, not transferred: the caller keeps the bytes to store them.
      worker.postMessage({ bytes, parseMimes: [...parseMimes] });
      const message = await within(
        answer,
        deadlineMs,
        () => new MediaInspectionTimeout(`not read in ${deadlineMs} ms`),
      );
      answered = true;
      if (message.kind === "failed") throw new MediaInspectionFailed(message.error);
      if (message.kind !== "done") throw new MediaInspectionFailed("the inspection worker answered out of turn");
      return { sniffedMime: message.sniffedMime, tracks: message.tracks };
    } finally {
      // Past its deadline, or broken, a worker is terminated: a loop it is in ends with it.
      if (answered) release(taken);
      else void worker.terminate();
    }
  };
  return {
    inspect: (bytes, parseMimes) => queue(() => inspectIn(take(), bytes, parseMimes)),
    async close() {
      await Promise.all(spares.splice(0).map(({ worker }) => worker.terminate()));
    },
  };
}
