/**
 * `npm run bench:coach` (also part of `npm run bench`): the coach's team table (tRPC coach.teams.get,
 * issue 29) of a team of 30 athletes who share every area, under autocannon at 20 connections.
 * Target: p99 <= 50 ms. The athletes come from the scale bench's generator (a year of habits,
 * journals, sign-ins, focus sessions each: scale-seed.ts); the table is measured with
 * COACH_BENCH_SMALL (1,000) athletes in the database, then again with COACH_BENCH_LARGE (20,000):
 * target no slower than 1.5x. Prints figures and never fails on them. Uses DATABASE_URL's server
 * (default: the local PostgreSQL) and a database of its own, dropped at the end (also on failure).
 */

import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { z } from "zod";
import { benchDatabase, CLIENT_HEADERS, passwordHashOf, startServer } from "./bench-server";
import { benchUser } from "./bench-user";
import { type ReadFigure, run } from "./scale-measure";
import { seedAthletes, seededEmail } from "./scale-seed";

const TEAM_SIZE = 30;
const CONNECTIONS = 20;
const SMALL = Number(process.env.COACH_BENCH_SMALL ?? 1000);
const LARGE = Number(process.env.COACH_BENCH_LARGE ?? 20_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const P99_TARGET_MS = 50;
const RATIO_TARGET = 1.5;
const PORT = 3930;

/** A warm-up, a pause (nothing in flight), then the measured run, as the coach at CONNECTIONS connections. */
async function measure(base: string, path: string, cookie: string): Promise<ReadFigure> {
  const read = { name: "tRPC coach.teams.get", path: () => path };
  await run(base, read, [cookie], 2, CONNECTIONS);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return run(base, read, [cookie], DURATION, CONNECTIONS);
}

const TeamAnswer = z.object({
  result: z.object({
    data: z.object({ json: z.object({ athletes: z.array(z.object({ habits: z.unknown(), journals: z.unknown() })) }) }),
  }),
});

async function main() {
  const database = await benchDatabase("onepercent_bench_coach_");
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  let server = await startServer(database.url, PORT);
  try {
    // The coach: a registered account the admin let coach, with a team of 30 seeded athletes spread over them.
    const coach = await benchUser(server.base, "bench-coach");
    const hash = await passwordHashOf(database.url, coach.email);
    await server.stop();
    console.log(`Seeding ${SMALL} athletes…`);
    await seedAthletes(sql, 0, SMALL, hash, () => {});
    const [team] = z.array(z.object({ id: z.string() })).parse(
      await sql`insert into teams (name, join_code, created_by)
        values ('Bench team', ${randomBytes(32).toString("base64url")}, ${coach.userId}) returning id`,
    );
    if (!team) throw new Error("no team");
    await sql`insert into coaches (user_id) values (${coach.userId})`;
    await sql`insert into team_coaches (team_id, user_id) values (${team.id}, ${coach.userId})`;
    const emails = Array.from({ length: TEAM_SIZE }, (_, n) => seededEmail(n * Math.floor(SMALL / TEAM_SIZE)));
    await sql`insert into team_members (team_id, user_id, share_usage, share_habits, share_focus, share_routines,
        share_journals, share_mvp_mindset)
      select ${team.id}, id, 'shared', 'shared', 'shared', 'shared', 'ratings', 'shared' from users
      where email in ${sql(emails)}`;
    const path = `/trpc/coach.teams.get?input=${encodeURIComponent(JSON.stringify({ json: { teamId: team.id } }))}`;

    const measureNow = async () => {
      server = await startServer(database.url, PORT);
      const answer = await fetch(`${server.base}${path}`, { headers: { ...CLIENT_HEADERS, cookie: coach.cookie } });
      const athletes = TeamAnswer.parse(await answer.json()).result.data.json.athletes;
      if (athletes.length !== TEAM_SIZE || athletes.some((row) => row.habits === undefined)) {
        throw new Error(`the team table answered ${athletes.length} rows, not ${TEAM_SIZE} sharing every area`);
      }
      const figure = await measure(server.base, path, coach.cookie);
      await server.stop();
      return figure;
    };
    console.log(`Measuring at ${SMALL}…`);
    const small = await measureNow();
    console.log(`Seeding ${LARGE - SMALL} more athletes…`);
    await seedAthletes(sql, SMALL, LARGE, hash, () => {});
    console.log(`Measuring at ${LARGE}…`);
    const large = await measureNow();

    const ratio = large.p99 / small.p99;
    console.log(
      `\nCoach team table (coach.teams.get, ${TEAM_SIZE} athletes sharing every area): ${CONNECTIONS} connections, ${DURATION} s`,
    );
    for (const [size, figure] of [
      [SMALL, small],
      [LARGE, large],
    ] as const) {
      const met = figure.p99 <= P99_TARGET_MS ? "met" : "NOT met";
      console.log(
        `  @${size} athletes: p50 ${figure.p50} ms, p99 ${figure.p99} ms (target <= ${P99_TARGET_MS} ms: ${met}), ${figure.requests.toFixed(0)} req/s, ${figure.errors} errors`,
      );
    }
    console.log(
      `  p99 ratio ${ratio.toFixed(2)}x (target <= ${RATIO_TARGET}x: ${ratio <= RATIO_TARGET ? "met" : "NOT met"})`,
    );
  } finally {
    await server.stop();
    await sql.end();
    await database.drop();
  }
}

await main();
