import { describe, expect, it } from "vitest";
import { baseUrl, hasChromium, useBrowser, viewports } from "../support/browser";

const browser = useBrowser();

describe.skipIf(!hasChromium)("the production build", () => {
  it.each(Object.entries(viewports))("serves the app on a %s with its strict CSP intact", async (_name, viewport) => {
    const page = await browser.newPage(viewport);
    const response = await page.goto("/");
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
    await expect.poll(() => page.getByRole("heading", { name: "Training built around you" }).isVisible()).toBe(true);
  });

  it("sends the browser's time zone with its first calls (read in a worker, under the strict CSP)", async () => {
    const page = await browser.newPage(viewports.phone, { timezoneId: "Pacific/Auckland" });
    const firstCall = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith("/trpc/"));
    await page.goto("/login");
    expect((await firstCall).headers()["x-onepercent-time-zone"]).toBe("Pacific/Auckland");
  });

  it("gives a browser navigation to a legacy path the app, with a not-found page for unknown routes", async () => {
    const page = await browser.newPage();
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading", { name: "Page not found" }).isVisible()).toBe(true);
  });
});

describe("the production server", () => {
  it("answers the health check", async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(await response.json()).toEqual({ status: "ok", database: "ok", eventLoopDelayMs: expect.any(Number) });
  });
});
