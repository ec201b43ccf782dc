import { startEntryWorker } from "./entries";
import { MixAnswer, type MixJob } from "./mix-protocol";
import { requestPressure } from "./pressure";

/** Mixes and encodes in a worker thread; resolves with the MP3. */
export function runMixJob(job: MixJob): Promise<{ mp3: Uint8Array; samples: number; spoken: number }> {
  return requestPressure.watching(() => mixInWorker({ ...job, pressure: requestPressure.flag }));
}

function mixInWorker(job: MixJob): Promise<{ mp3: Uint8Array; samples: number; spoken: number }> {
  return new Promise((resolve, reject) => {
    const worker = startEntryWorker("mix-worker", { workerData: job });
    let settled = false;
    worker.once("message", (message: unknown) => {
      settled = true;
      void worker.terminate();
      const answer = MixAnswer.safeParse(message);
      if (!answer.success) reject(new Error("the mixing worker answered in an unknown shape"));
      else if (!answer.data.ok) reject(new Error(`mixing failed: ${answer.data.error}`));
      else resolve(answer.data);
    });
    worker.once("error", (error) => {
      settled = true;
      reject(error);
    });
    worker.once("exit", (code) => {
      if (!settled) reject(new Error(`the mixing worker ended without an answer (code ${code})`));
    });
  });
}
