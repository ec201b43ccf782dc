import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const serverEntry = path.join(root, "apps/server/dist/main.js");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM, then waits for the exit; resolves to the exit code. */
  stop(): Promise<number | null>;
}

/**
 * The registration limit per address of every e2e server on the shared database: every spec
 * registers from 127.0.0.1, and on PostgreSQL the throttle's counts are shared by the servers of
 * one run, so the default (20 per window) would refuse the later specs' sign-ups.
 */
export const E2E_THROTTLES = { REGISTER_MAX_PER_IP: "10000" } as const;

/** The admin password the shared e2e server is started with (the admin spec signs in with it). */
export const E2E_ADMIN_PASSWORD = "e2e-coach-password-7431";

/**
 * The environment of a child process: ours without NODE_ENV (vitest sets it to "test"), so the
 * server runs in its default mode, as `npm start` does.
 */
export function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_ENV: _mode, ...inherited } = process.env;
  return { ...inherited, HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env };
}

/** Spawns the built server (npm run build first) as `npm start` runs it. */
export function spawnServer(env: Record<string, string> = {}): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: childEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });

/**
 * Starts the built server on a free port and waits until it is healthy. Its data directory is
 * new and removed at stop, unless `dataDir` is given (the caller then owns it).
 */
export async function startServer(
  env: Record<string, string> = {},
  given?: { dataDir: string },
): Promise<RunningServer> {
  const dataDir = given?.dataDir ?? mkdtempSync(path.join(tmpdir(), "onepercent-e2e-"));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const { child, output } = spawnServer({ PORT: String(port), DATA_DIR: dataDir, ...env });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not become healthy:\n${output()}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    dataDir,
    child,
    output,
    async stop() {
      child.kill("SIGTERM");
      const code = await exited(child);
      if (!given) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
