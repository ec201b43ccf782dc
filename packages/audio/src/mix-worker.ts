/**
 * The mixing worker: lays the sentences out, adds the background and encodes the MP3, off the
 * server's event loop. One job (workerData), one answer, then it ends.
 */
import { parentPort, workerData } from "node:worker_threads";
import { mixTrack } from "./dsp/mix";
import { type MixAnswer, MixJob } from "./mix-protocol";
import { encodeMp3 } from "./mp3";
import { yieldToRequests } from "./priority";

async function run(): Promise<MixAnswer> {
  const job = MixJob.safeParse(workerData);
  if (!job.success) return { ok: false, error: `bad mix job: ${job.error.message}` };
  try {
    const mix = mixTrack(job.data);
    const mp3 = await encodeMp3(mix.samples, job.data.rate, job.data.kbps);
    return { ok: true, mp3, samples: mix.samples.length, spoken: mix.placements.length };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

yieldToRequests("thread");
parentPort?.postMessage(await run());
