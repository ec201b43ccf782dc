/**
 * `npm run bench:audio` (also the end of `npm run bench`): the built server (dist/main.js) on a
 * fresh data directory builds the three relaxation tracks at start, one after another; this
 * prints each build's time and real-time factor (seconds of audio per second of work) from the
 * server's log, then removes the 4-minute track and times its rebuild on demand through
 * GET /audio/relaxation/4min-relaxation.mp3 (speech process already running). Target: >= 10x.
 * Prints figures and never fails on them.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const here = path.dirname(fileURLToPath(import.meta.url));
const TARGET = 10;
const TIMEOUT_MS = 5 * 60_000;

const LogLine = z.object({
  msg: z.string(),
  port: z.number().optional(),
  minutes: z.number().optional(),
  bytes: z.number().optional(),
  ms: z.number().optional(),
});

/** A JSON log line of the server, or null for anything else. */
function logLine(text: string): z.infer<typeof LogLine> | null {
  try {
    return LogLine.safeParse(JSON.parse(text)).data ?? null;
  } catch {
    return null;
  }
}

interface Figure {
  name: string;
  seconds: number;
  ms: number;
  bytes: number;
}

const dataDir = mkdtempSync(path.join(tmpdir(), "onepercent-audio-bench-"));
const { DATABASE_URL: _unused, ...env } = process.env;
const server = spawn(process.execPath, [path.join(here, "../dist/main.js")], {
  env: { ...env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info" },
  stdio: ["ignore", "pipe", "inherit"],
});

try {
  const figures: Figure[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    let listening = 0;
    const timer = setTimeout(() => reject(new Error("the server did not build the tracks in time")), TIMEOUT_MS);
    createInterface({ input: server.stdout }).on("line", (text) => {
      const line = logLine(text);
      if (!line) return;
      if (line.port !== undefined) listening = line.port;
      if (line.msg === "relaxation track built" && figures.length < 3) {
        const minutes = line.minutes ?? 0;
        figures.push({
          name: `${minutes} min relaxation (at start)`,
          seconds: minutes * 60,
          ms: line.ms ?? 0,
          bytes: line.bytes ?? 0,
        });
        if (figures.length === 3) {
          clearTimeout(timer);
          resolve(listening);
        }
      }
    });
    server.once("exit", (code) => reject(new Error(`the server stopped (${code})`)));
  });

  const folder = path.join(dataDir, "audio", "relaxation");
  for (const name of readdirSync(folder)) if (name.startsWith("4min-")) rmSync(path.join(folder, name));
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/audio/relaxation/4min-relaxation.mp3`);
  const body = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200 || response.headers.get("content-type") !== "audio/mpeg") {
    throw new Error(`GET 4min-relaxation.mp3 answered ${response.status}`);
  }
  figures.push({
    name: "4 min relaxation (on demand, HTTP)",
    seconds: 240,
    ms: performance.now() - started,
    bytes: body.length,
  });

  console.log("\nAudio engine: Flite (WASI, child process) + mixing and LAME (worker), mono 24 kHz 64 kbps MP3\n");
  const row = (cells: string[]) =>
    console.log(cells.map((cell, i) => (i === 0 ? cell.padEnd(38) : cell.padStart(12))).join(""));
  row(["", "audio s", "build ms", "x real time", "MP3 bytes"]);
  for (const figure of figures) {
    row([
      figure.name,
      String(figure.seconds),
      figure.ms.toFixed(0),
      `${(figure.seconds / (figure.ms / 1000)).toFixed(1)}x`,
      String(figure.bytes),
    ]);
  }
  const slowest = Math.min(...figures.map((figure) => figure.seconds / (figure.ms / 1000)));
  console.log(
    `\nTarget >= ${TARGET}x real time (the first track includes starting the speech process): ${slowest >= TARGET ? "met" : "NOT met"}.`,
  );
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
