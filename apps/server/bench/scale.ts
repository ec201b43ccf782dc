/**
 * `npm run bench:scale` (not in CI): does a signed-in read stay as fast with 20,000 athletes as with
 * 1,000? Seeds 1,000 athletes with a year of data each (habits with daily checks, daily/weekly/
 * performance journals, sign-ins, role-goals with objectives and daily tasks, check-ins, breathwork,
 * relaxation and concentration sessions, some mindsets and MVPs) in SQL (scale-seed.ts), measures
 * dashboard.get, habits.list (the week) and journal.get over HTTP against the built server
 * (dist/main.js) under autocannon (50 connections), then adds 19,000 athletes with the same generator
 * to the same database and measures again. The measured athletes are the same 200 at both sizes
 * (athletes 0, 5, 10 … 995, signed in once through auth.login): only the size of the tables around
 * them changes. Prints p99 at both sizes and their ratio (target <= 1.5x), then EXPLAIN (ANALYZE,
 * BUFFERS) of the statements those reads issue at the large size (scale-explain.ts).
 *
 * The server runs with its sign-in throttles opened (bench-server.ts OPEN_THROTTLES: 200 sign-ins
 * from one address would otherwise be refused) and is restarted after each seeding, so each size
 * starts on fresh connections. Sizes: SCALE_USERS_SMALL (1000), SCALE_USERS_LARGE (20000); run
 * length BENCH_SECONDS (10); runs per read SCALE_ROUNDS (3, their medians compared). Prints
 * figures and never fails on them. Uses DATABASE_URL's server (default: the local PostgreSQL) and
 * a database of its own (onepercent_bench_scale_*), dropped at the end (also on failure).
 */

import postgres from "postgres";
import { z } from "zod";
import { benchDatabase, inParallel, passwordHashOf, signIn, startServer } from "./bench-server";
import { benchUser } from "./bench-user";
import { explainHotReads } from "./scale-explain";
import { CONNECTIONS, measure, measureRounds, measureSeconds, READS, type ReadFigure } from "./scale-measure";
import { rowCounts, SEEDED_TABLES, seedAthletes, seededEmail } from "./scale-seed";

const SMALL = Number(process.env.SCALE_USERS_SMALL ?? 1000);
const LARGE = Number(process.env.SCALE_USERS_LARGE ?? 20_000);
const SIGNED_IN = Math.min(200, SMALL);
const RATIO_TARGET = 1.5;
const PORT = 3920;

const line = (cells: string[], first = 44, rest = 14) =>
  console.log(cells.map((cell, i) => (i === 0 ? cell.padEnd(first) : cell.padStart(rest))).join(""));

async function main() {
  const database = await benchDatabase("onepercent_bench_scale_");
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  try {
    // The server creates the schema; one registered athlete lends every seeded one its password hash.
    let server = await startServer(database.url, PORT);
    const { email, password } = await benchUser(server.base, "bench-scale");
    const hash = await passwordHashOf(database.url, email);
    await server.stop();

    const seedTo = async (from: number, to: number) => {
      const started = performance.now();
      await seedAthletes(sql, from, to, hash, (done) => {
        if (done % 5000 === 0 || done === to) {
          console.log(`  seeded ${done} athletes (${((performance.now() - started) / 1000).toFixed(0)} s)`);
        }
      });
      return (performance.now() - started) / 1000;
    };
    const measureAll = async () => {
      server = await startServer(database.url, PORT);
      const figures: ReadFigure[] = [];
      for (const read of READS) figures.push(await measure(server.base, read, cookies));
      await server.stop();
      return figures;
    };

    console.log(`Seeding ${SMALL} athletes…`);
    const smallSeconds = await seedTo(0, SMALL);
    const smallCounts = await rowCounts(sql);
    server = await startServer(database.url, PORT);
    const athletes = Array.from({ length: SIGNED_IN }, (_, i) => Math.floor((i * SMALL) / SIGNED_IN));
    const signedIn = await inParallel(athletes, 4, (n) => signIn(server.base, seededEmail(n), password));
    const cookies = signedIn.filter((cookie): cookie is string => cookie !== null);
    await server.stop();
    if (cookies.length < SIGNED_IN) console.log(`Only ${cookies.length} of ${SIGNED_IN} athletes could sign in.`);
    console.log(`Measuring at ${SMALL}…`);
    const small = await measureAll();

    console.log(`Seeding ${LARGE - SMALL} more athletes…`);
    const largeSeconds = await seedTo(SMALL, LARGE);
    const largeCounts = await rowCounts(sql);
    console.log(`Measuring at ${LARGE}…`);
    const large = await measureAll();
    const [sample] = z
      .array(z.object({ id: z.string() }))
      .parse(await sql`select id from users where email = ${seededEmail(0)}`);
    const explained = sample ? await explainHotReads(database.url, sample.id) : [];

    console.log(
      `\nScale: ${CONNECTIONS} connections, median of ${measureRounds} runs of ${measureSeconds} s per read, the same ${cookies.length} signed-in athletes at both sizes\n`,
    );
    line(["", `p99 @${SMALL}`, `p99 @${LARGE}`, "ratio", "target", "", "req/s small", "req/s large", "errors"]);
    READS.forEach((read, i) => {
      const a = small[i];
      const b = large[i];
      if (!a || !b) return;
      const ratio = b.p99 / a.p99;
      line([
        read.name,
        `${a.p99} ms`,
        `${b.p99} ms`,
        `${ratio.toFixed(2)}x`,
        `<= ${RATIO_TARGET}x`,
        ratio <= RATIO_TARGET ? "met" : "NOT met",
        a.requests.toFixed(0),
        b.requests.toFixed(0),
        String(a.errors + b.errors),
      ]);
    });
    console.log(`\np50: ${READS.map((read, i) => `${read.name} ${small[i]?.p50} -> ${large[i]?.p50} ms`).join("; ")}`);
    console.log(
      `Seeding: ${SMALL} athletes in ${smallSeconds.toFixed(0)} s, ${LARGE - SMALL} more in ${largeSeconds.toFixed(0)} s\n`,
    );
    line(["rows", `@${SMALL}`, `@${LARGE}`], 26, 14);
    for (const table of SEEDED_TABLES) {
      line([table, String(smallCounts[table] ?? 0), String(largeCounts[table] ?? 0)], 26, 14);
    }

    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) at ${LARGE} athletes, as athlete 0:`);
    for (const statement of explained) {
      console.log(`\n-- ${statement.read}\n${statement.query}\n-- parameters: ${statement.parameters}`);
      console.log(statement.plan.join("\n"));
    }
    const scans = explained.flatMap((statement) => statement.seqScans.map((scan) => `${statement.read}: ${scan}`));
    console.log(
      scans.length === 0 ? "\nNo sequential scan in the hot reads." : `\nSequential scans:\n${scans.join("\n")}`,
    );
  } finally {
    await sql.end();
    await database.drop();
  }
}

await main();
