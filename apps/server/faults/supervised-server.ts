import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist/main.js");

/**
 * The built server (npm run build), started again whenever it exits, as a process manager would:
 * after a SIGKILL, or when it could not start because the database was down at that moment.
 */
export function superviseServer(port: number, databaseUrl: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "onepercent-faults-server-"));
  let child: ChildProcess | null = null;
  let stopping = false;
  let starts = 0;
  /** How each run ended ("SIGKILL", "exit 1"…), and the last lines of the runs that failed. */
  const exits = new Map<string, number>();
  const failures: string[] = [];
  const start = () => {
    starts++;
    child = spawn(process.execPath, [serverEntry], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: "error",
        REGISTER_MAX_PER_IP: "100000",
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr?.on("data", (chunk) => {
      errors = (errors + String(chunk)).slice(-2000);
    });
    child.once("exit", (code, signal) => {
      const reason = signal ?? `exit ${code}`;
      exits.set(reason, (exits.get(reason) ?? 0) + 1);
      if (signal === null && !stopping) failures.push(errors.trim());
      child = null;
      if (!stopping) setTimeout(start, 200);
    });
  };
  start();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    get starts() {
      return starts;
    },
    /** "SIGKILL 10, exit 1 2": how the runs ended. */
    get exits() {
      return [...exits].map(([reason, count]) => `${reason} ${count}`).join(", ");
    },
    get failures() {
      return failures;
    },
    /** SIGKILL: no shutdown, requests in flight are cut. The supervisor starts it again. */
    kill() {
      child?.kill("SIGKILL");
    },
    async stop() {
      stopping = true;
      const running = child;
      if (running) {
        running.kill("SIGTERM");
        await new Promise((resolve) => running.once("exit", resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until /api/health answers 200 (at most `ms`). */
export async function healthy(baseUrl: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server was not healthy within ${ms} ms`);
}
