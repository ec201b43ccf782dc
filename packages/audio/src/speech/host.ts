import { type ChildProcess, fork } from "node:child_process";
import { entryOf, tsxLoader } from "../entries";
import { SpeechAnswer, type SpeechJob } from "./protocol";
import type { SpeechSettings } from "./voices";

/** Each sentence's samples (edge silence trimmed) at the voice's rate. */
export interface SpokenSentences {
  sampleRate: number;
  clips: Int16Array[];
}

interface Pending {
  resolve: (spoken: SpokenSentences) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export interface SpeechHostOptions {
  /** The process ends after this long without work (it starts again on the next job). */
  idleMs?: number;
  /** A job that takes longer ends the process and fails. */
  jobTimeoutMs?: number;
}

/**
 * The server's side of the speech process: started on first use, one queue of jobs, stopped
 * when idle. It never keeps the server alive on its own (its handles are unref'd while idle),
 * and a crash fails the jobs in flight; the next job starts a new process.
 */
export class SpeechHost {
  #child: ChildProcess | null = null;
  #pending = new Map<number, Pending>();
  #nextId = 1;
  #idleTimer: NodeJS.Timeout | null = null;
  readonly #idleMs: number;
  readonly #jobTimeoutMs: number;

  constructor(options: SpeechHostOptions = {}) {
    this.#idleMs = options.idleMs ?? 30_000;
    this.#jobTimeoutMs = options.jobTimeoutMs ?? 120_000;
  }

  speak(sentences: readonly string[], settings: SpeechSettings): Promise<SpokenSentences> {
    const child = this.#running();
    const id = this.#nextId++;
    const job: SpeechJob = { id, sentences: [...sentences], settings };
    return new Promise<SpokenSentences>((resolve, reject) => {
      const timer = setTimeout(() => this.#fail(child, new Error("speech synthesis timed out")), this.#jobTimeoutMs);
      this.#pending.set(id, { resolve, reject, timer });
      this.#busy(child);
      child.send(job, (error) => {
        if (error) this.#fail(child, error);
      });
    });
  }

  /** Ends the process now (jobs in flight fail). */
  close(): void {
    if (this.#child) this.#fail(this.#child, new Error("speech host closed"));
  }

  #running(): ChildProcess {
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = null;
    if (this.#child) return this.#child;
    const entry = entryOf("speech-process");
    const flags = ["--no-turbo-fast-api-calls", "--disable-warning=ExperimentalWarning"];
    const child = fork(entry.url, [], {
      execArgv: entry.source ? [...flags, "--import", tsxLoader()] : flags,
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child.on("message", (message) => this.#answer(child, message));
    child.on("exit", (code, signal) => this.#fail(child, new Error(`speech process ended (${signal ?? code})`)));
    child.on("error", (error) => this.#fail(child, error));
    this.#child = child;
    return child;
  }

  #answer(child: ChildProcess, message: unknown) {
    const parsed = SpeechAnswer.safeParse(message);
    if (!parsed.success) return;
    const answer = parsed.data;
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#pending.delete(answer.id);
    clearTimeout(pending.timer);
    if (answer.ok) pending.resolve({ sampleRate: answer.sampleRate, clips: answer.clips });
    else pending.reject(new Error(`speech synthesis failed: ${answer.error}`));
    if (this.#pending.size === 0) this.#idle(child);
  }

  #fail(child: ChildProcess, error: Error) {
    if (this.#child !== child) return;
    this.#child = null;
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = null;
    for (const pending of this.#pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.#pending.clear();
    child.removeAllListeners("exit");
    child.kill();
  }

  #busy(child: ChildProcess) {
    child.ref();
    child.channel?.ref();
  }

  #idle(child: ChildProcess) {
    child.unref();
    child.channel?.unref();
    this.#idleTimer = setTimeout(() => this.#fail(child, new Error("idle")), this.#idleMs);
    this.#idleTimer.unref();
  }
}
