import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { chromiumPath } from "./chromium";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy:\n${output()}`);
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: string | null;
    dataDir: string;
  }
}

/**
 * Starts the built production server (npm run build first) on a free port with its own data
 * directory, PGlite unless DATABASE_URL is set. Without Chromium the browser specs are
 * skipped loudly, or fail when E2E_REQUIRED=1.
 */
export default async function setup(project: TestProject) {
  const chromium = chromiumPath();
  if (!chromium) {
    const message =
      "\n!!! No Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH): browser tests are SKIPPED !!!\n";
    if (process.env.E2E_REQUIRED === "1") throw new Error(`${message}E2E_REQUIRED=1 makes this a failure.`);
    console.warn(message);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "onepercent-e2e-"));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  let output = "";
  const child = spawn(process.execPath, [path.join(root, "apps/server/dist/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      REGISTER_MAX_PER_IP: "10000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  await waitForHealth(baseUrl, child, () => output);
  project.provide("baseUrl", baseUrl);
  project.provide("chromium", chromium);
  project.provide("dataDir", dataDir);
  return async () => {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
