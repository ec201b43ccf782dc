/**
 * `npm run bench:load` (not in CI): the built server (dist/main.js) on PostgreSQL under a mixed
 * load: LOAD_CLIENTS athletes (200) at once for LOAD_SECONDS (120), each signing in and going round
 * dashboard, a habit check, a daily journal save and a breathwork session save, signing in again
 * every LOAD_ROUNDS_PER_SIGN_IN rounds (10) (load-scenario.ts). The athletes are seeded with a year
 * of data each by the scale bench's generator (scale-seed.ts) and sign in with the password of one
 * account registered through the API. Counts errors (any answer other than 2xx, except the 429s
 * the scenario can meet by design: the sign-in throttle and the Focus daily cap), prints p50 and
 * p99 per step and overall, and samples the server's resident memory (VmRSS of
 * /proc/<pid>/status) every LOAD_SAMPLE_SECONDS (3): flat when the mean of the run's last third is
 * within 10% of its first third's (and, the first third holding the warm-up, of its middle third's).
 *
 * The server runs with its sign-in throttles opened (bench-server.ts OPEN_THROTTLES): 200 athletes
 * signing in from one address would otherwise be held at 50 sign-ins in flight per address. The
 * load is generated in this process (fetch, keep-alive), on the same machine as the server and
 * PostgreSQL. Prints figures and never fails on them. Uses DATABASE_URL's server (default: the
 * local PostgreSQL) and a database of its own (onepercent_bench_load_*), dropped at the end (also
 * on failure).
 */

import postgres from "postgres";
import { z } from "zod";
import { benchDatabase, passwordHashOf, rssMegabytes, startServer } from "./bench-server";
import { benchUser } from "./bench-user";
import { type Athlete, LoadStats, runAthlete } from "./load-scenario";
import { seedAthletes } from "./scale-seed";

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 120);
const ROUNDS_PER_SIGN_IN = Number(process.env.LOAD_ROUNDS_PER_SIGN_IN ?? 10);
const SAMPLE_SECONDS = Number(process.env.LOAD_SAMPLE_SECONDS ?? 3);
const FLAT_WITHIN = 0.1;
const PORT = 3930;

const line = (cells: string[]) =>
  console.log(cells.map((cell, i) => (i === 0 ? cell.padEnd(22) : cell.padStart(12))).join(""));
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

const Athletes = z.array(z.object({ email: z.string(), actionId: z.string(), timeZone: z.string() }));

async function main() {
  const database = await benchDatabase("onepercent_bench_load_");
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  let stopServer = async () => {};
  try {
    const server = await startServer(database.url, PORT);
    stopServer = server.stop;
    const { email, password } = await benchUser(server.base, "bench-load");
    const seedStarted = performance.now();
    await seedAthletes(sql, 0, CLIENTS, await passwordHashOf(database.url, email));
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const athletes: Athlete[] = Athletes.parse(
      await sql`select u.email, a.id as "actionId", u.time_zone as "timeZone"
        from users u join daily_actions a on a.user_id = u.id and a."order" = 0
        where u.email like 'scale-%' order by u.email`,
    );

    const samples: { at: number; mb: number }[] = [];
    const started = performance.now();
    const sample = () => {
      const mb = rssMegabytes(server.pid);
      if (mb !== null) samples.push({ at: (performance.now() - started) / 1000, mb });
    };
    sample();
    const sampler = setInterval(sample, SAMPLE_SECONDS * 1000);
    const stats = new LoadStats();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      athletes.map((athlete) => runAthlete(server.base, athlete, password, deadline, ROUNDS_PER_SIGN_IN, stats)),
    );
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    sample();

    console.log(
      `\nLoad: ${athletes.length} athletes at once for ${SECONDS} s (${elapsed.toFixed(0)} s with the last answers), sign-in every ${ROUNDS_PER_SIGN_IN} rounds; ${athletes.length} athletes seeded with a year of data in ${seedSeconds.toFixed(0)} s\n`,
    );
    line(["", "requests", "req/s", "p50 ms", "p99 ms", "429 (cap)", "errors"]);
    for (const row of stats.summary()) {
      line([
        row.name,
        String(row.requests),
        (row.requests / elapsed).toFixed(0),
        String(row.p50),
        String(row.p99),
        String(row.limited),
        String(row.errors),
      ]);
    }
    if (stats.failures.size > 0) {
      const failures = [...stats.failures].map(
        ([what, { count, first, last }]) => `${what} x${count} (from ${first.toFixed(0)} s to ${last.toFixed(0)} s)`,
      );
      console.log(`\nErrors: ${failures.join(", ")}`);
    }

    // The first third holds the warm-up (connections, JIT, caches); growth after it is what a leak shows.
    const third = Math.max(1, Math.floor(samples.length / 3));
    const part = (index: number) =>
      mean(samples.slice(index * third, index === 2 ? samples.length : (index + 1) * third).map((one) => one.mb));
    const [first, middle, last] = [part(0), part(1), part(2)];
    const max = Math.max(...samples.map((one) => one.mb));
    const percent = (to: number, from: number) => `${to >= from ? "+" : ""}${((to / from - 1) * 100).toFixed(0)}%`;
    const flat = (to: number, from: number) => (Math.abs(to / from - 1) <= FLAT_WITHIN ? "flat" : "NOT flat");
    console.log(
      `\nServer RSS (${samples.length} samples every ${SAMPLE_SECONDS} s): thirds of the run ${first.toFixed(0)} / ${middle.toFixed(0)} / ${last.toFixed(0)} MB, max ${max.toFixed(0)} MB`,
    );
    console.log(
      `  first third -> last third ${percent(last, first)}: ${flat(last, first)}; after the warm-up, middle third -> last third ${percent(last, middle)}: ${flat(last, middle)}`,
    );
    console.log(`Samples (s: MB): ${samples.map((one) => `${one.at.toFixed(0)}: ${one.mb.toFixed(0)}`).join(", ")}`);
  } finally {
    await stopServer();
    await sql.end();
    await database.drop();
  }
}

await main();
