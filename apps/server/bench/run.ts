/**
 * `npm run bench`: the production server on PostgreSQL under autocannon (50 connections),
 * next to its ceilings, plus bare argon2 hashing throughput for login. Prints figures and
 * never fails on them. Uses DATABASE_URL's server (default: the local PostgreSQL) and a
 * database of its own, dropped at the end.
 */

import { type ChildProcess, fork, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hashPassword } from "@onepercent/auth";
import autocannon from "autocannon";
import postgres from "postgres";
import { benchUser } from "./bench-user";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../../..");
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;
/** The server's default pool size, given to the raw ceiling too. */
const POOL_SIZE = String(Math.max(2, availableParallelism()));
const baseDatabaseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const children: ChildProcess[] = [];
const stopAll = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("exit", stopAll);

function databaseUrl(name: string) {
  const url = new URL(baseDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

interface Figure {
  name: string;
  /** Successful (2xx) answers per second: an error answer is no throughput. */
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A row's target: at least `ratio` of its ceiling's throughput and, where stated, a p99 bound. */
interface Target {
  ratio: number;
  p99?: number;
}

/** The targets of issue 12 (docs/decisions/019-hot-paths.md). */
const READ: Target = { ratio: 0.4, p99: 30 };
const DASHBOARD: Target = { ratio: 0.2, p99: 30 };
const LOGIN: Target = { ratio: 0.8 };

const met = (figure: Figure, ceiling: number, target: Target) =>
  figure.requests / ceiling >= target.ratio && (target.p99 === undefined || figure.p99 <= target.p99);
const targetText = (target: Target | undefined) =>
  target === undefined ? "" : `>= ${target.ratio * 100}%${target.p99 === undefined ? "" : `, p99 <= ${target.p99}`}`;

async function measure(name: string, options: autocannon.Options): Promise<Figure> {
  // A short warm-up, then the measured run.
  await autocannon({ ...options, connections: CONNECTIONS, duration: 2 });
  // The warm-up's last requests are still running when it stops: let them finish, so that the
  // measured run starts with nothing in flight (a sign-in holds its throttle slots meanwhile).
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION });
  const refused = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith("2"));
  if (refused.length > 0 || result.errors > 0) {
    const codes = refused.map(([code, stat]) => `${code} x${stat.count}`).join(", ");
    console.log(`${name}: ${codes}${result.errors > 0 ? ` (${result.errors} failed to connect or timed out)` : ""}`);
  }
  return {
    name,
    requests: result["2xx"] / DURATION,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function argon2Throughput(seconds: number): Promise<number> {
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      await hashPassword("bench-password-1");
      done++;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return done / seconds;
}

/** `count` accounts with the same password as `email`'s (its hash copied), their e-mails. */
async function accountsLike(dbName: string, email: string, count: number): Promise<string[]> {
  const db = postgres(databaseUrl(dbName), { max: 1, onnotice: () => {} });
  try {
    const emails = Array.from({ length: count }, (_, i) => `bench-${i}-${email}`);
    await db`insert into users (email, password_hash, name, role, birth_year, gender, sport, years_playing)
      select 'bench-' || i || '-' || u.email, u.password_hash, u.name, u.role, u.birth_year, u.gender, u.sport,
        u.years_playing
      from users u, generate_series(0, ${count - 1}::int) as i where u.email = ${email}`;
    return emails;
  } finally {
    await db.end();
  }
}

async function main() {
  const dbName = `onepercent_bench_${Date.now()}`;
  const admin = postgres(baseDatabaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${dbName}"`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "onepercent-bench-"));
  try {
    const url = databaseUrl(dbName);
    const port = 3900;
    const server = spawn(process.execPath, [path.join(root, "apps/server/dist/main.js")], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: POOL_SIZE,
        PORT: String(port),
        DATA_DIR: dataDir,
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(server);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`);

    const { email, password, token, userId, cookie } = await benchUser(base, "bench");

    const ceilingOptions = { execArgv: ["--import", "tsx"], env: { ...process.env, DATABASE_POOL_SIZE: POOL_SIZE } };
    const bare = fork(path.join(here, "ceilings.ts"), ["bare", "3901"], ceilingOptions);
    const raw = fork(path.join(here, "ceilings.ts"), ["raw-pg", "3902", url, userId], ceilingOptions);
    children.push(bare, raw);
    await Promise.all([waitFor("http://127.0.0.1:3901/"), waitFor("http://127.0.0.1:3902/")]);

    console.log(
      `Benchmark: ${CONNECTIONS} connections, ${DURATION} s per run, pool ${POOL_SIZE}, PostgreSQL ${new URL(url).host}\n`,
    );
    const bareFigure = await measure("bare Hono JSON route (ceiling)", { url: "http://127.0.0.1:3901/" });
    const rawFigure = await measure("raw postgres-js single-row read (ceiling)", { url: "http://127.0.0.1:3902/" });
    bare.kill("SIGTERM");
    raw.kill("SIGTERM");
    const health = await measure("GET /api/health", { url: `${base}/api/health` });
    const info = await measure("GET /api/users/info (bearer)", {
      url: `${base}/api/users/info`,
      headers: { authorization: `Bearer ${token}` },
    });
    const me = await measure("tRPC auth.me (cookie)", { url: `${base}/trpc/auth.me`, headers: { cookie } });
    const dashboard = await measure("tRPC dashboard.get (cookie)", {
      url: `${base}/trpc/dashboard.get`,
      headers: { cookie },
    });
    const weekly = await measure("GET /api/users/weekly-performance (bearer)", {
      url: `${base}/api/users/weekly-performance`,
      headers: { authorization: `Bearer ${token}` },
    });
    // Many athletes signing in at once, one account per connection: 50 parallel sign-ins of one
    // account from one address measure its throttle (10 attempts in flight), not the sign-in.
    const emails = await accountsLike(dbName, email, CONNECTIONS);
    let next = 0;
    const login = await measure("POST /api/users/login (50 accounts)", {
      url: `${base}/api/users/login`,
      method: "POST",
      headers: { "content-type": "application/json" },
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ email: emails[next++ % emails.length], password }),
          }),
        },
      ],
    });
    server.kill("SIGTERM");
    const verifyCeiling = fork(path.join(here, "ceilings.ts"), ["verify", "3903"], ceilingOptions);
    children.push(verifyCeiling);
    await waitFor("http://127.0.0.1:3903/");
    const verify = await measure("argon2 verify behind bare Hono (ceiling)", {
      url: "http://127.0.0.1:3903/",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password }),
    });
    verifyCeiling.kill("SIGTERM");
    const hashesPerSecond = await argon2Throughput(5);

    const rows: [Figure, number, Target | undefined][] = [
      [bareFigure, bareFigure.requests, undefined],
      [rawFigure, rawFigure.requests, undefined],
      [health, bareFigure.requests, undefined],
      [info, rawFigure.requests, READ],
      [me, rawFigure.requests, READ],
      [dashboard, rawFigure.requests, DASHBOARD],
      [weekly, rawFigure.requests, DASHBOARD],
      [verify, hashesPerSecond, undefined],
      [login, hashesPerSecond, LOGIN],
    ];
    const line = (cells: string[]) =>
      console.log(cells.map((cell, i) => (i === 0 ? cell.padEnd(44) : cell.padStart(i === 5 ? 20 : 11))).join(""));
    line(["", "req/s", "p50 ms", "p99 ms", "of ceiling", "target", "", "errors"]);
    let missed = 0;
    for (const [figure, ceiling, target] of rows) {
      const ok = target === undefined ? "" : met(figure, ceiling, target) ? "met" : "NOT met";
      if (ok === "NOT met") missed++;
      line([
        figure.name,
        figure.requests.toFixed(0),
        String(figure.p50),
        String(figure.p99),
        `${((figure.requests / ceiling) * 100).toFixed(0)}%`,
        targetText(target),
        ok,
        String(figure.errors),
      ]);
    }
    console.log(
      `\nCeilings: reads against the raw postgres-js read; health against bare Hono; login (and the verify ceiling) against bare argon2id hashing (m=19456, t=2, p=1): ${hashesPerSecond.toFixed(1)} hashes/s. The verify ceiling is what any sign-in over HTTP can reach here.`,
    );
    console.log(missed === 0 ? "All targets met." : `${missed} target(s) NOT met.`);
  } finally {
    stopAll();
    await admin.unsafe(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
