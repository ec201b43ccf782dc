import { spawn } from "node:child_process";
import { z } from "zod";

/** What a watcher in another process measured: each health answer's status and time (ms). */
const Probes = z.array(z.object({ status: z.number(), ms: z.number() }));

// Runs in its own Node process: asks for /api/health every 50 ms until its stdin ends, then prints
// every answer's status (0 for none within 5 s) and time as JSON.
const WATCHER = `
const url = process.argv[1];
const probes = [];
let stop = false;
process.stdin.on("end", () => { stop = true; });
process.stdin.resume();
while (!stop) {
  const started = performance.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) }).catch(() => null);
  await response?.body?.cancel();
  probes.push({ status: response?.status ?? 0, ms: performance.now() - started });
  await new Promise((resolve) => setTimeout(resolve, 50));
}
console.log(JSON.stringify(probes));
`;

// Runs in its own Node process: sends COUNT uploads of MEGABYTES of zeros at once as the web app
// does (multipart, a Bearer token) and prints each answer's status and body as JSON (status 0 and
// the error code for a network error).
const UPLOADER = `
const [url, token, count, megabytes] = process.argv.slice(1);
const bytes = new Uint8Array(Number(megabytes) * 1024 * 1024);
const answers = await Promise.all(Array.from({ length: Number(count) }, async () => {
  const form = new FormData();
  form.set("audio", new File([bytes], "take.webm", { type: "audio/webm" }));
  form.set("title", "A long take");
  try {
    const response = await fetch(url, { method: "POST", headers: { authorization: "Bearer " + token }, body: form });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return { status: 0, body: String(error.cause?.code ?? error.message) };
  }
}));
console.log(JSON.stringify(answers));
`;

const Answers = z.array(z.object({ status: z.number(), body: z.string() }));

/** Runs `source` (an ES module) in another Node process with `args`; resolves with what it printed. */
function runElsewhere(source: string, args: string[], stdin: "pipe" | "ignore" = "ignore") {
  const child = spawn(process.execPath, ["--input-type=module", "-e", source, ...args], {
    stdio: [stdin, "pipe", "inherit"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const printed = new Promise<string>((resolve, reject) =>
    child.once("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`the child process ended with ${code}`)),
    ),
  );
  return { child, printed };
}

/**
 * Uploads `count` files of `megabytes` at once from another process, so that the client's own work
 * does not run on the server's event loop: each answer's status and body.
 */
export async function uploadsFromAnotherProcess(baseUrl: string, token: string, count: number, megabytes: number) {
  const { printed } = runElsewhere(UPLOADER, [`${baseUrl}/api/ai/audio`, token, String(count), String(megabytes)]);
  return Answers.parse(JSON.parse(await printed));
}

/**
 * Measures `GET /api/health` from another process while `work` runs: a server whose event loop is
 * held shows it in these times, which a measurement taken on that same loop would hide.
 */
export async function healthFromAnotherProcess<T>(baseUrl: string, work: () => Promise<T>) {
  const { child, printed } = runElsewhere(WATCHER, [`${baseUrl}/api/health`], "pipe");
  // The watcher is running before the work starts.
  await new Promise((resolve) => setTimeout(resolve, 300));
  try {
    const result = await work();
    child.stdin?.end();
    return { result, probes: Probes.parse(JSON.parse(await printed)) };
  } finally {
    child.kill();
  }
}
