import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Waits until the app's service worker controls `page` (docs/decisions/033): it registers once the
 * page has loaded and the browser is idle, and takes the page at once on a first visit.
 * `script` is the worker's path as registered ("/sw.js").
 */
export async function controlledBy(page: Page, script: string): Promise<void> {
  const controller = () =>
    page.evaluate(() => {
      const url = navigator.serviceWorker.controller?.scriptURL;
      return url ? new URL(url).pathname + new URL(url).search : null;
    });
  await expect.poll(controller, { timeout: 20_000 }).toBe(script);
}
