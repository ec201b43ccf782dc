/**
 * The mixing worker: lays the sentences out, adds the background and encodes the MP3, off the
 * server's event loop. One job (workerData), one answer, then it ends.
 */
import { parentPort, workerData } from "node:worker_threads";
import { mixTrack } from "./dsp/mix";
import { type MixAnswer, MixJob } from "./mix-protocol";
import { encodeMp3 } from "./mp3";
import { blockingDeferrer } from "./pressure";
import { yieldToRequests } from "./priority";

async function run(): Promise<MixAnswer> {
  const job = MixJob.safeParse(workerData);
  if (!job.success) return { ok: false, error: `bad mix job: ${job.error.message}` };
  try {
    // Between pieces of work the worker holds while the server is busy with requests.
    const pause = blockingDeferrer(job.data.pressure);
    const mix = mixTrack({ ...job.data, pause });
    const mp3 = await encodeMp3(mix.samples, job.data.rate, job.data.kbps, pause);
    return { ok: true, mp3, samples: mix.samples.length, spoken: mix.placements.length };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

yieldToRequests("thread");
const answer = await run();
// The MP3's bytes move to the server's thread instead of being copied there.
const { buffer } = answer.ok ? answer.mp3 : { buffer: null };
parentPort?.postMessage(answer, buffer instanceof ArrayBuffer ? [buffer] : []);
