import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startTestSmtpServer } from "@onepercent/email/testing";
import type { TestProject } from "vitest/node";
import { chromiumPath } from "./chromium";
import { E2E_ADMIN_PASSWORD, E2E_THROTTLES, startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    chromium: string | null;
    /** Every e-mail the server sent during the run, one JSON file each (see ./mail.ts). */
    mailDir: string;
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
  const mailDir = mkdtempSync(path.join(tmpdir(), "onepercent-mail-"));
  let count = 0;
  const smtp = await startTestSmtpServer({
    onMessage: (email) => {
      count += 1;
      writeFileSync(path.join(mailDir, `${String(count).padStart(5, "0")}.json`), JSON.stringify(email));
    },
  });
  const server = await startServer({
    ...E2E_THROTTLES,
    SMTP_URL: smtp.url,
    CONTACT_EMAIL: "support@onepercent.test",
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("chromium", chromium);
  project.provide("mailDir", mailDir);
  return async () => {
    await server.stop();
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
