import type { TestProject } from "vitest/node";
import { chromiumPath } from "./chromium";
import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: string | null;
  }
}

/**
 * Starts the built production server once for the run (PGlite unless DATABASE_URL is set).
 * Without Chromium the browser specs are skipped loudly, or fail when E2E_REQUIRED=1.
 */
export default async function setup(project: TestProject) {
  const chromium = chromiumPath();
  if (!chromium) {
    const message =
      "\n!!! No Chromium found (apt-get install -y chromium, or set CHROMIUM_PATH): browser tests are SKIPPED !!!\n";
    if (process.env.E2E_REQUIRED === "1") throw new Error(`${message}E2E_REQUIRED=1 makes this a failure.`);
    console.warn(message);
  }
  const server = await startServer({ REGISTER_MAX_PER_IP: "10000" });
  project.provide("baseUrl", server.baseUrl);
  project.provide("chromium", chromium);
  return async () => {
    await server.stop();
  };
}
