/**
 * `npm run bench:generation` (also the end of `npm run bench`): audio generation through the built
 * server (dist/main.js) on PostgreSQL, the way the Visualization Audio creator asks for it
 * (POST /trpc/ai.audio.generate, signed in, offline voice: no OpenAI key).
 *  1. The real-time factor of a 5-minute visualization track (about 500 words, nature background):
 *     seconds of audio per second of the request, speech process already running. Target >= 10x.
 *  2. GET /api/health's p99 under autocannon (50 connections) while generations run back to back,
 *     against its p99 idle (the same load, nothing else running): three runs of each, alternating so
 *     that the machine's other load falls on both, medians compared. Target <= 1.5x.
 * Prints figures and never fails on them. Uses DATABASE_URL's server (default: the local
 * PostgreSQL) and a database of its own, dropped at the end.
 */

import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import postgres from "postgres";
import { z } from "zod";
import { baseDatabaseUrl, databaseUrl, quantile, round1, until } from "./bench-server";
import { benchUser } from "./bench-user";

const here = path.dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
const PORT = 3910;
const RTF_TARGET = 10;
const P99_RATIO_TARGET = 1.5;
const TRACK_MINUTES = 5;
const ROUNDS = 3;

/** A visualization script of about 500 words: what a 5-minute track at a medium pace is written with. */
const SCRIPT = [
  "Find a comfortable position and let your eyes close.",
  "Breathe in slowly through your nose for four counts, and breathe out through your mouth for six.",
  "With every breath out, let your shoulders drop a little further.",
  "Feel the weight of your body settle, supported and still.",
  "Now picture the arena on game day, the lights bright and the floor freshly polished.",
  "You walk in with your team, calm and ready, and you notice the sound of the crowd filling the seats.",
  "You feel your shoes grip the floor as you start your warm up.",
  "Every movement is smooth, and your body remembers the thousands of repetitions you have put in.",
  "Your mission is clear: to lead your team with calm energy and to compete with joy.",
  "Say your word to yourself: poise.",
  "The game begins, and you bring the ball up the floor with your eyes up, reading the defence.",
  "You call the play early and loud, and your teammates move where you expect them.",
  "You see the gap, you make the pass, and you hear the net snap.",
  "You sprint back on defence and talk on every possession.",
  "Then a mistake comes: a turnover at half court.",
  "You notice it, you take one breath, you say next play, and you let it go.",
  "Your body language stays tall, your eyes stay up, and your voice stays steady.",
  "On the next possession you attack with the same confidence as before.",
  "Late in the game the score is close, and the pressure rises in the building.",
  "You feel your heart beating faster, and you welcome it as energy you can use.",
  "You step to the free throw line and go through your routine: two dribbles, one breath, eyes on the rim.",
  "The ball leaves your hand with a soft, high arc and drops through the net.",
  "You step to the line again, the same routine, the same breath, the same result.",
  "You trust your preparation, because preparation beats nerves.",
  "In the final minute you control the tempo, patient and clear.",
  "You find the open teammate, and you celebrate their shot as if it were your own.",
  "The buzzer sounds, and you shake hands with pride in how you competed.",
  "Whatever the score, you gave everything you had, one play at a time.",
  "Now take a moment to feel that pride in your chest.",
  "Remind yourself of the words that carry you.",
  "I am calm under pressure.",
  "I make my teammates better.",
  "I love the last minute of a close game.",
  "I am a leader who brings energy every day.",
  "See yourself waking up tomorrow and doing the small things well.",
  "Your breathing in the morning, your focus at practice, your voice on the court.",
  "Each day you get one percent better, and those days add up.",
  "Take one more slow breath in, and let it out completely.",
  "Feel the floor under your feet and the air around you.",
  "When you are ready, open your eyes, and carry this calm confidence with you.",
].join(" ");

const children: ChildProcess[] = [];
process.on("exit", () => {
  for (const child of children) child.kill("SIGTERM");
});

const Generated = z.object({
  result: z.object({ data: z.object({ json: z.object({ durationSeconds: z.number(), source: z.string() }) }) }),
});

/** One Generate Audio through the server: its wall time in ms and the track's seconds. */
async function generate(base: string, cookie: string, variant: number) {
  const started = performance.now();
  const response = await fetch(`${base}/trpc/ai.audio.generate`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-onepercent-client": "web", cookie },
    body: JSON.stringify({
      json: {
        // A different script each time: nothing is answered from a cache.
        text: `${SCRIPT} This is take ${variant}.`,
        settings: { voice: "calm", background: "nature", pace: "medium", duration: TRACK_MINUTES },
      },
    }),
  });
  const body: unknown = await response.json();
  if (response.status !== 200)
    throw new Error(`ai.audio.generate answered ${response.status}: ${JSON.stringify(body)}`);
  const { durationSeconds, source } = Generated.parse(body).result.data.json;
  return { ms: performance.now() - started, seconds: durationSeconds, source };
}

interface Latency {
  p50: number;
  p99: number;
  requests: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const healthLoad = (base: string) => ({ url: `${base}/api/health`, connections: CONNECTIONS });

/**
 * GET /api/health under autocannon for DURATION seconds: its p50 and p99 in ms, and its rate.
 * autocannon's own percentiles are whole milliseconds (a 9 ms p99 against 10 ms already differs by
 * a tenth), so they are computed from each response's time, which it reports to the microsecond.
 */
async function healthLatency(base: string): Promise<Latency> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ ...healthLoad(base), duration: DURATION }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    run.on("response", (_client, status, _bytes, responseTime) => {
      if (status === 200) times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return { p50: round1(quantile(times, 0.5)), p99: round1(quantile(times, 0.99)), requests: result["2xx"] / DURATION };
}

async function main() {
  const dbName = `onepercent_bench_audio_${Date.now()}`;
  const admin = postgres(baseDatabaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${dbName}"`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "onepercent-generation-bench-"));
  try {
    const server = spawn(process.execPath, [path.join(here, "../dist/main.js")], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl(dbName),
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        OPENAI_API_KEY: "",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(server);
    const base = `http://127.0.0.1:${PORT}`;
    await until(async () => (await fetch(`${base}/api/health`)).ok, "the server's start");
    // The server builds the three relaxation tracks at start: nothing is measured before they are done.
    const relaxation = path.join(dataDir, "audio", "relaxation");
    await until(
      () => existsSync(relaxation) && readdirSync(relaxation).filter((name) => name.endsWith(".mp3")).length === 3,
      "building the relaxation tracks",
    );
    const cookie = (await benchUser(base, "bench-audio", { sport: "Basketball", sportPosition: "Point Guard" })).cookie;

    // The real-time factor: a warm-up track (the speech process may have stopped), then the measured one.
    await generate(base, cookie, 0);
    const track = await generate(base, cookie, 1);

    // A short warm-up, then a pause so that the first measured run starts with nothing in flight.
    await autocannon({ ...healthLoad(base), duration: 2 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    // Idle and busy runs alternate, ROUNDS of each, so that a change in the machine's other load
    // falls on both; the medians are compared.
    const idle: Latency[] = [];
    const busy: Latency[] = [];
    const underLoad: { ms: number; seconds: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      idle.push(await healthLatency(base));
      // An athlete of its own per round: the daily audio minutes of one would run out on long runs.
      const athlete = (await benchUser(base, "bench-audio", { sport: "Basketball", sportPosition: "Point Guard" }))
        .cookie;
      let running = true;
      const busyLoop = (async () => {
        while (running) underLoad.push(await generate(base, athlete, 2 + underLoad.length));
      })();
      // The first generation is under way (speech synthesis, then mixing) before the measured run starts.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      busy.push(await healthLatency(base));
      running = false;
      await busyLoop;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }

    const rtf = track.seconds / (track.ms / 1000);
    const idleP99 = median(idle.map((run) => run.p99));
    const busyP99 = median(busy.map((run) => run.p99));
    const ratio = busyP99 / idleP99;
    console.log(
      `\nAudio generation: POST /trpc/ai.audio.generate, ${TRACK_MINUTES} min visualization, ${SCRIPT.split(/\s+/).length} words, nature background, voice: ${track.source}; GET /api/health under autocannon (${CONNECTIONS} connections), ${ROUNDS} idle and ${ROUNDS} busy runs of ${DURATION} s, alternating\n`,
    );
    const row = (cells: string[]) =>
      console.log(cells.map((cell, i) => (i === 0 ? cell.padEnd(50) : cell.padStart(12))).join(""));
    row(["", "measured", "target", ""]);
    row([
      `${TRACK_MINUTES} min track, x real time (${(track.ms / 1000).toFixed(1)} s)`,
      `${rtf.toFixed(1)}x`,
      `>= ${RTF_TARGET}x`,
      rtf >= RTF_TARGET ? "met" : "NOT met",
    ]);
    row([
      `health p99 generating / idle (${busyP99} / ${idleP99} ms)`,
      `${ratio.toFixed(2)}x`,
      `<= ${P99_RATIO_TARGET}x`,
      ratio <= P99_RATIO_TARGET ? "met" : "NOT met",
    ]);
    const text = (runs: Latency[]) =>
      runs.map((run) => `${run.requests.toFixed(0)} req/s p50 ${run.p50} p99 ${run.p99} ms`).join("; ");
    const loadedRtf = underLoad.map((one) => (one.seconds / (one.ms / 1000)).toFixed(1)).join(", ");
    console.log(`\nHealth idle: ${text(idle)}.\nHealth while generating: ${text(busy)}.`);
    console.log(
      `Tracks generated meanwhile (the engine runs in the idle scheduling class and holds while the server is busy): ${underLoad.length}, x real time ${loadedRtf}.`,
    );
  } finally {
    for (const child of children) child.kill("SIGTERM");
    await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
