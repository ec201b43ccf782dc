/**
 * `npm run test:faults` (issue 17, decision 025): nothing acknowledged is lost or doubled when the
 * server process or PostgreSQL dies. A PostgreSQL cluster of its own (cluster.ts), the built
 * server under a supervisor (supervised-server.ts), and CLIENTS clients that each make
 * WRITES_PER_CLIENT creates (POST /api/tasks, a unique title each) with an Idempotency-Key,
 * retrying each until it is acknowledged, while the script SIGKILLs the server KILLS times and
 * stops PostgreSQL with `-m immediate` CRASHES times, spread over the run. Then every acknowledged
 * write must be in the database exactly once. Meanwhile UPLOAD_CLIENTS more clients send malformed
 * recordings to POST /api/ai/audio (issue 25: the malformed WebM that hung the server, corpus files
 * cut and bit-flipped; test/support/fuzz/upload-media.ts, FUZZ_SEED to vary them); their answers are
 * tallied (400, or 503 and network errors around the faults; any other 5xx fails the run) and must
 * not cost a write. The last line is `acknowledged N, lost L, duplicated D`; the exit code is 0
 * only when L and D are 0, every write was acknowledged and no upload got such a 5xx.
 */
import { createServer } from "node:net";
import postgres from "postgres";
import { z } from "zod";
import { type MalformedUpload, malformedUploads, recordingForm } from "../test/support/fuzz/upload-media";
import { type Cluster, createCluster } from "./cluster";
import { healthy, superviseServer } from "./supervised-server";

const CLIENTS = 20;
const WRITES_PER_CLIENT = 250;
const KILLS = 10;
const CRASHES = 10;
/** A write not acknowledged after this long fails the run. */
const WRITE_DEADLINE_MS = 120_000;
/** Clients sending malformed recordings during the run, each waiting UPLOAD_PAUSE_MS between two. */
const UPLOAD_CLIENTS = 3;
const UPLOAD_PAUSE_MS = 250;
/** An upload not answered by then counts as "timeout" (the parse deadline is 2 s). */
const UPLOAD_ANSWER_MS = 15_000;
const UPLOAD_SEED = z.coerce
  .number()
  .int()
  .parse(process.env.FUZZ_SEED ?? 25);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const Registered = z.object({ token: z.string(), userId: z.string() });

async function register(baseUrl: string, index: number) {
  for (;;) {
    const response = await fetch(`${baseUrl}/api/users/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: `Faults Client ${index}`,
        email: `faults-${index}-${crypto.randomUUID().slice(0, 8)}@example.test`,
        password: "faults-password-1",
        birthYear: 2000,
        gender: "female",
        role: "Athlete",
        sport: "Tennis",
        sportPosition: "Singles",
        yearsPlaying: "10",
      }),
    }).catch(() => null);
    if (response?.status === 201) return Registered.parse(await response.json());
    await sleep(200);
  }
}

interface Tally {
  acknowledged: string[];
  retries: number;
  answers: Map<number | "network", number>;
}

/** One write, sent until it is acknowledged (201) with the same key. */
async function write(baseUrl: string, token: string, title: string, tally: Tally) {
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    if (Date.now() - started > WRITE_DEADLINE_MS) {
      const answers = [...tally.answers].map(([status, count]) => `${status}: ${count}`).join(", ");
      throw new Error(`"${title}" was not acknowledged in time (answers so far ${answers})`);
    }
    if (attempt > 0) tally.retries++;
    const response = await fetch(`${baseUrl}/api/tasks`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "idempotency-key": title },
      body: JSON.stringify({ title }),
    }).catch(() => null);
    const status = response?.status ?? "network";
    tally.answers.set(status, (tally.answers.get(status) ?? 0) + 1);
    await response?.body?.cancel();
    if (status === 201) {
      tally.acknowledged.push(title);
      return;
    }
    if (typeof status === "number" && status < 500 && status !== 429) {
      throw new Error(`"${title}" was refused with ${status}`);
    }
    await sleep(Math.min(1000, 50 * 2 ** Math.min(attempt, 5)));
  }
}

/**
 * Malformed recordings from one client, one after another, until `running()` is false; each answer
 * (status, "network" or "timeout") counted in `answers`.
 */
async function sendMalformedUploads(
  baseUrl: string,
  token: string,
  uploads: MalformedUpload[],
  running: () => boolean,
  answers: Map<string, number>,
) {
  for (let n = 0; running(); n++) {
    const upload = uploads[n % uploads.length];
    if (!upload) return;
    const answer = await fetch(`${baseUrl}/api/ai/audio`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: recordingForm(upload),
      signal: AbortSignal.timeout(UPLOAD_ANSWER_MS),
    }).then(
      async (response) => {
        await response.body?.cancel();
        return String(response.status);
      },
      (error: unknown) => (error instanceof Error && error.name === "TimeoutError" ? "timeout" : "network"),
    );
    answers.set(answer, (answers.get(answer) ?? 0) + 1);
    await sleep(UPLOAD_PAUSE_MS);
  }
}

/** The faults, spread over the run: one after every `total / faults` acknowledged writes. */
async function injectFaults(cluster: Cluster, server: ReturnType<typeof superviseServer>, tally: Tally) {
  const total = CLIENTS * WRITES_PER_CLIENT;
  const plan = Array.from({ length: KILLS + CRASHES }, (_, index) => (index % 2 === 0 ? "kill" : "crash"));
  for (const [index, fault] of plan.entries()) {
    const due = Math.floor(((index + 1) * total) / (plan.length + 1));
    while (tally.acknowledged.length < due) await sleep(20);
    if (fault === "kill") {
      server.kill();
    } else {
      cluster.crash();
      await sleep(300);
      cluster.start();
    }
    console.log(
      `  ${fault === "kill" ? "SIGKILL server" : "PostgreSQL -m immediate"} after ${tally.acknowledged.length} acknowledged`,
    );
  }
}

async function main() {
  const cluster = createCluster(await freePort());
  cluster.start();
  const admin = postgres(cluster.url("postgres"), { max: 1, onnotice: () => {} });
  await admin.unsafe("CREATE DATABASE onepercent");
  await admin.end();
  const server = superviseServer(await freePort(), cluster.url("onepercent"));
  try {
    await healthy(server.baseUrl);
    const clients = await Promise.all(Array.from({ length: CLIENTS }, (_, index) => register(server.baseUrl, index)));
    const uploaders = await Promise.all(
      Array.from({ length: UPLOAD_CLIENTS }, (_, index) => register(server.baseUrl, CLIENTS + index)),
    );
    console.log(
      `faults: ${CLIENTS} clients x ${WRITES_PER_CLIENT} writes, ${KILLS} server kills, ${CRASHES} PostgreSQL crashes, ` +
        `${UPLOAD_CLIENTS} clients sending malformed recordings (seed ${UPLOAD_SEED})`,
    );
    const tally: Tally = { acknowledged: [], retries: 0, answers: new Map() };
    const started = Date.now();
    const faults = injectFaults(cluster, server, tally);
    let writing = true;
    const uploadAnswers = new Map<string, number>();
    const uploads = uploaders.map(({ token }, index) =>
      sendMalformedUploads(
        server.baseUrl,
        token,
        malformedUploads(UPLOAD_SEED + index, 24),
        () => writing,
        uploadAnswers,
      ),
    );
    await Promise.all(
      clients.map(async ({ token, userId }) => {
        for (let n = 0; n < WRITES_PER_CLIENT; n++) await write(server.baseUrl, token, `${userId}:${n}`, tally);
      }),
    ).finally(() => {
      writing = false;
    });
    await Promise.all([faults, ...uploads]);
    const seconds = (Date.now() - started) / 1000;

    const reader = postgres(cluster.url("onepercent"), { max: 1, onnotice: () => {} });
    const rows = await reader<{ title: string; copies: number }[]>`
      select title, count(*)::int as copies from tasks group by title`;
    await reader.end();
    const copies = new Map(rows.map((row) => [row.title, row.copies]));
    const lost = tally.acknowledged.filter((title) => !copies.has(title)).length;
    const duplicated = tally.acknowledged.filter((title) => (copies.get(title) ?? 0) > 1).length;
    const answers = [...tally.answers].map(([status, count]) => `${status}: ${count}`).join(", ");
    console.log(
      `  ${seconds.toFixed(1)} s, ${server.starts} server starts (${server.exits}), ${tally.retries} retries (answers ${answers})`,
    );
    const uploaded = [...uploadAnswers].sort().map(([answer, count]) => `${answer}: ${count}`);
    const sent = [...uploadAnswers.values()].reduce((sum, count) => sum + count, 0);
    // 503 is the database away; any other 5xx is a fault of the server (a network error is a kill).
    const uploadFaults = [...uploadAnswers]
      .filter(([answer]) => answer.startsWith("5") && answer !== "503")
      .reduce((sum, [, count]) => sum + count, 0);
    console.log(
      `  malformed uploads: ${sent} sent (answers ${uploaded.join(", ")}), ${uploadFaults} answered 5xx but 503`,
    );
    for (const failure of server.failures) console.log(`  a run failed: ${failure}`);
    console.log(`acknowledged ${tally.acknowledged.length}, lost ${lost}, duplicated ${duplicated}`);
    const complete = tally.acknowledged.length === CLIENTS * WRITES_PER_CLIENT;
    process.exitCode = lost === 0 && duplicated === 0 && complete && uploadFaults === 0 ? 0 : 1;
  } finally {
    await server.stop();
    cluster.stop();
    cluster.remove();
  }
}

await main();
