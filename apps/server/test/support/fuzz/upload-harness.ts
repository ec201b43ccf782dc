// The client side of the upload fuzz test: the app in a worker thread (upload-server.ts), and
// uploads sent to it over HTTP with their deadline while /api/health is asked alongside.
import { readdirSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { type RecordingFile, recordingForm } from "./upload-media";
import { FromServer, type ToServer } from "./upload-protocol";

/** An upload must be answered within this long. */
export const UPLOAD_DEADLINE_MS = 5000;
/** A health probe answered later than this fails the case; one not answered by HEALTH_GIVE_UP_MS is given up. */
export const HEALTH_DEADLINE_MS = 200;
const HEALTH_GIVE_UP_MS = 1000;
/** Pause between two health probes during one upload. */
const PROBE_GAP_MS = 25;
/** Starting takes a database copy and the app; stopping, its closing. */
const START_LIMIT_MS = 60_000;
const CLOSE_LIMIT_MS = 5000;

export interface FuzzServer {
  baseUrl: string;
  /** The user's file rows and library items, and every error line the app logged so far. */
  stored(userId: string): Promise<{ files: number; items: number; errors: string[]; loopDelayMaxMs: number }>;
  /** The names in the user's audio folder (DATA_DIR/audio/ai/<userId>), temporary files included. */
  storedFiles(userId: string): string[];
  close(): Promise<void>;
}

/** A test that a message from the server thread is of `type`. */
const ofType =
  <T extends FromServer["type"]>(type: T) =>
  (message: FromServer): message is Extract<FromServer, { type: T }> =>
    message.type === type;

/** The server thread's next message of `type`; its failure, its end or `ms` passing rejects. */
function nextMessage<T extends FromServer["type"]>(worker: Worker, type: T, ms: number) {
  const wanted = ofType(type);
  return new Promise<Extract<FromServer, { type: T }>>((resolve, reject) => {
    const cleanup = () => {
      clearTimeout(timer);
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
    };
    const fail = (error: Error) => {
      cleanup();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`the server thread sent no "${type}" within ${ms} ms`)), ms);
    const onMessage = (raw: unknown) => {
      const message = FromServer.parse(raw);
      if (!wanted(message)) return;
      cleanup();
      resolve(message);
    };
    const onError = (error: Error) => fail(error);
    const onExit = (code: number) => fail(new Error(`the server thread ended (code ${code})`));
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
  });
}

/** The real app on a real port, in a worker thread of its own (TypeScript loaded by tsx). */
export async function startFuzzServer(): Promise<FuzzServer> {
  const entry = new URL("./upload-server.ts", import.meta.url).href;
  const tsx = import.meta.resolve("tsx/esm/api");
  const code = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(code, { eval: true });
  const post = (message: ToServer) => worker.postMessage(message);
  try {
    const { port, dataDir } = await nextMessage(worker, "listening", START_LIMIT_MS);
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      async stored(userId) {
        const answer = nextMessage(worker, "stored", UPLOAD_DEADLINE_MS);
        post({ type: "stored", userId });
        const { files, items, errors, loopDelayMaxMs } = await answer;
        return { files, items, errors, loopDelayMaxMs };
      },
      storedFiles(userId) {
        try {
          return readdirSync(path.join(dataDir, "audio", "ai", userId));
        } catch {
          return [];
        }
      },
      async close() {
        const closed = nextMessage(worker, "closed", CLOSE_LIMIT_MS);
        post({ type: "close" });
        // A server thread that does not close in time (its event loop stuck) is ended.
        await closed.catch(() => {});
        await worker.terminate();
      },
    };
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}

export interface Answer {
  /** The status, or how the request failed. */
  status: number | "timeout" | "network";
  body: string;
  /** From sending to the whole answer read. */
  ms: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed(url: string, init: RequestInit, limitMs: number): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(limitMs) });
    const body = await response.text();
    return { status: response.status, body, ms: performance.now() - started };
  } catch (error) {
    const status = error instanceof Error && error.name === "TimeoutError" ? "timeout" : "network";
    return { status, body: String(error), ms: performance.now() - started };
  }
}

/** GET /api/health, timed. */
export const probeHealth = (baseUrl: string) => timed(`${baseUrl}/api/health`, {}, HEALTH_GIVE_UP_MS);

export interface UploadResult {
  upload: Answer;
  /** The health probes sent while the upload was in flight (the first one with it). */
  health: Answer[];
}

/**
 * POST /api/ai/audio with `recording` as `token`'s user, given up after `deadlineMs`;
 * meanwhile /api/health is asked again and again, each probe timed from its start.
 */
export async function uploadWithProbes(
  baseUrl: string,
  token: string,
  recording: RecordingFile,
  deadlineMs = UPLOAD_DEADLINE_MS,
): Promise<UploadResult> {
  let inFlight = true;
  const upload = timed(
    `${baseUrl}/api/ai/audio`,
    { method: "POST", headers: { authorization: `Bearer ${token}` }, body: recordingForm(recording) },
    deadlineMs,
  ).finally(() => {
    inFlight = false;
  });
  const health: Answer[] = [];
  do {
    health.push(await probeHealth(baseUrl));
    if (inFlight) await sleep(PROBE_GAP_MS);
  } while (inFlight);
  return { upload: await upload, health };
}
