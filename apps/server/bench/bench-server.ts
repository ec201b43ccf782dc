import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { z } from "zod";

// What the scale and load benches share: a database of their own, the built server on it, sign-ins.

const here = path.dirname(fileURLToPath(import.meta.url));
export const baseDatabaseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export function databaseUrl(name: string) {
  const url = new URL(baseDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Throttles opened wide: the benches sign hundreds of seeded athletes in from one address, which
 * the defaults (50 sign-ins in flight per address, 20 registrations per address) would refuse.
 */
const OPEN_THROTTLES = {
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: "100000",
  LOGIN_MAX_FAILURES_PER_IP: "100000",
  LOGIN_MAX_FAILURES_PER_ACCOUNT: "100000",
  REGISTER_MAX_PER_IP: "100000",
};

export async function until(ready: () => Promise<boolean> | boolean, what: string, tries = 480) {
  for (let attempt = 0; attempt < tries; attempt++) {
    try {
      if (await ready()) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not happen in time`);
}

/** A database of the bench's own (`prefix` + a timestamp) and a way to drop it whatever happened. */
export async function benchDatabase(prefix: string) {
  const name = `${prefix}${Date.now()}`;
  const admin = postgres(baseDatabaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  return {
    name,
    url: databaseUrl(name),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface RunningServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGTERM");
});

/** The built server (dist/main.js) on `url`, in production mode, with the throttles opened; resolves once healthy. */
export async function startServer(url: string, port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "onepercent-bench-server-"));
  const child = spawn(process.execPath, [path.join(here, "../dist/main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: url,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      OPENAI_API_KEY: "",
      ...OPEN_THROTTLES,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  running.add(child);
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    running.delete(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await until(async () => (await fetch(`${base}/api/health`)).ok, "the server's start");
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid ?? 0, stop };
}

/** The resident memory of a process in MB (VmRSS of /proc/<pid>/status), or null when unreadable. */
export function rssMegabytes(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export const CLIENT_HEADERS = { "content-type": "application/json", "x-onepercent-client": "web" };

/** Signs `email` in through tRPC auth.login: the session cookie ("name=value"), or null when refused. */
export async function signIn(base: string, email: string, password: string): Promise<string | null> {
  const response = await fetch(`${base}/trpc/auth.login`, {
    method: "POST",
    headers: CLIENT_HEADERS,
    body: JSON.stringify({ json: { email, password, rememberMe: true } }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) return null;
  return response.headers.getSetCookie()[0]?.split(";")[0] ?? null;
}

/** Runs `work` over `items`, `parallel` at a time, answers in order. */
export async function inParallel<T, R>(items: readonly T[], parallel: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      if (item !== undefined) results[index] = await work(item);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}

/** The q-quantile (0..1) of sorted values, nearest rank. */
export const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

export const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** The password hash of a registered account (every seeded athlete gets it: they sign in with its password). */
export async function passwordHashOf(url: string, email: string): Promise<string> {
  const db = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = z
      .array(z.object({ password_hash: z.string() }))
      .parse(await db`select password_hash from users where email = ${email}`);
    if (!row) throw new Error(`${email} was not registered`);
    return row.password_hash;
  } finally {
    await db.end();
  }
}
