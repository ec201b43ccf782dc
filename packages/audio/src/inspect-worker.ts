/**
 * The inspection worker: loads the media parsers, says it is ready, then inspects client files
 * one at a time, answering each. The server terminates it when one passes its deadline
 * (inspector.ts).
 */
import { parentPort } from "node:worker_threads";
import { inspectMedia } from "./inspect-media";
import { InspectJob, type InspectMessage } from "./inspect-protocol";

async function run(message: unknown): Promise<InspectMessage> {
  const job = InspectJob.safeParse(message);
  if (!job.success) return { kind: "failed", error: `bad inspection job: ${job.error.message}` };
  try {
    return { kind: "done", ...(await inspectMedia(job.data.bytes, job.data.parseMimes)) };
  } catch (error) {
    return { kind: "failed", error: error instanceof Error ? error.message : String(error) };
  }
}

const port = parentPort;
if (port) {
  port.on("message", (message: unknown) => {
    void run(message).then((answer) => port.postMessage(answer));
  });
  port.postMessage({ kind: "ready" } satisfies InspectMessage);
}
