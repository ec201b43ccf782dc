import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject, onTestFailed } from "vitest";
import { CHROMIUM_ARGS } from "./chromium";

export const baseUrl = inject("baseUrl");

/** Where specs leave the screenshots a person looks at (E2E_SHOTS, else a folder in the system's temp directory). */
export const SHOTS_DIR = process.env.E2E_SHOTS ?? path.join(tmpdir(), "onepercent-shots");
mkdirSync(SHOTS_DIR, { recursive: true });
export const hasChromium = inject("chromium") !== null;

/** Polls until the locator's visibility matches: `await visible(locator).toBe(true)`. */
export const visible = (locator: { isVisible(): Promise<boolean> }) => expect.poll(() => locator.isVisible());

/**
 * How long a spec waits for audio the server mixes, and how long such a test may take: the mixing
 * yields to requests (packages/audio/src/pressure.ts), and another spec sends them all the time
 * (two spec files run at once, decision 027).
 */
export const GENERATION_WAIT_MS = 120_000;
export const GENERATION_TEST_MS = 180_000;

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

const screenshotDir = path.resolve(import.meta.dirname, "../test-results");

/**
 * One browser per spec file. `newPage` opens a page in a fresh context that fails the test on
 * console errors (CSP violations included) and keeps a screenshot when a test fails.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const consoleErrors: string[] = [];
  /** Console errors the current test causes on purpose (a request it aborts). */
  const allowedErrors: RegExp[] = [];

  beforeAll(async () => {
    const executablePath = inject("chromium");
    if (!executablePath) return;
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
  });
  afterEach(async () => {
    const errors = consoleErrors.splice(0);
    allowedErrors.splice(0);
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    if (errors.length > 0) throw new Error(`console errors:\n${errors.join("\n")}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    /** Lets this test's pages log errors matching `pattern` (e.g. a request the test aborts). */
    allowConsoleErrors(pattern: RegExp): void {
      allowedErrors.push(pattern);
    },
    /**
     * A page in a fresh context; `storageState` carries cookies over from another context. With
     * `clock`, the page's clock starts at that instant (and runs on from there) in `timezoneId`
     * (UTC unless given), so what the page shows does not depend on the day the test runs.
     */
    async newPage(
      viewport: { width: number; height: number } = viewports.desktop,
      {
        clock,
        ...options
      }: Partial<Pick<BrowserContextOptions, "storageState" | "bypassCSP" | "timezoneId">> & { clock?: Date } = {},
    ): Promise<Page> {
      if (!browser) throw new Error("no browser");
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport,
        ...(clock ? { timezoneId: "UTC" } : {}),
        ...options,
      });
      contexts.push(context);
      if (clock) await context.clock.install({ time: clock });
      const page = await context.newPage();
      page.on("console", (message) => {
        // Chromium logs every 4xx answer; those are expected (a wrong password is a 400). 5xx fail.
        const expectedAnswer = /^Failed to load resource: the server responded with a status of 4\d\d/.test(
          message.text(),
        );
        const allowed = allowedErrors.some((pattern) => pattern.test(message.text()));
        if (message.type() === "error" && !expectedAnswer && !allowed) consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => consoleErrors.push(error.message));
      onTestFailed(async ({ task }) => {
        mkdirSync(screenshotDir, { recursive: true });
        const file = path.join(screenshotDir, `${task.name.replace(/\W+/g, "-")}.png`);
        await page.screenshot({ path: file, fullPage: true }).catch(() => {});
      });
      return page;
    },
  };
}
