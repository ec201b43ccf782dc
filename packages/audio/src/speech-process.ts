/**
 * The speech process: Flite (WASI) off the server's event loop, in a child process started with
 * --no-turbo-fast-api-calls (Node 20 otherwise crashes at random inside WASI calls, node#53087).
 * It answers each SpeechJob, in order, with each sentence's samples, edge silence trimmed.
 */
import { trimSilence } from "./dsp/trim";
import { yieldToRequests } from "./priority";
import { compileFlite, createFlite } from "./speech/flite";
import { type SpeechAnswer, SpeechJob } from "./speech/protocol";

/** Silence kept around each sentence: 40 ms. */
const EDGE_SECONDS = 0.04;

type Flite = ReturnType<typeof createFlite>;

function answer(engine: Flite, job: SpeechJob): SpeechAnswer {
  try {
    let sampleRate = 16_000;
    const clips = job.sentences.map((sentence) => {
      const spoken = engine.speak(sentence, job.settings);
      sampleRate = spoken.sampleRate;
      return trimSilence(spoken.samples, Math.round(spoken.sampleRate * EDGE_SECONDS));
    });
    return { id: job.id, ok: true, sampleRate, clips };
  } catch (error) {
    return { id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

yieldToRequests("process");

// Listening before the module compiles: a job that arrives meanwhile waits for it, in order.
let flite: Flite | null = null;
const ready = compileFlite().then((module) => {
  flite = createFlite(module);
  return flite;
});
process.on("message", (message) => {
  const job = SpeechJob.safeParse(message);
  if (!job.success) return;
  const { id } = job.data;
  void ready
    .then(
      (engine) => answer(engine, job.data),
      (error: unknown): SpeechAnswer => ({ id, ok: false, error: `flite did not load: ${String(error)}` }),
    )
    // The server gone (killed) while a job ran: this process ends with it.
    .then((reply) => process.send?.(reply, (error: Error | null) => error && process.exit(0)));
});
// The server going away (disconnect) or a signal ends this process and removes its directory.
process.on("disconnect", () => process.exit(0));
for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => process.exit(0));
process.on("exit", () => flite?.dispose());
