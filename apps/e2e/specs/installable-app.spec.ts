import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { signedInWith } from "../support/accounts";
import { settleAnimations } from "../support/axe";
import { baseUrl, hasChromium, SHOTS_DIR, useBrowser, viewports, visible } from "../support/browser";
import { CHROMIUM_ARGS } from "../support/chromium";
import { controlledBy } from "../support/service-worker";

const browser = useBrowser();

const Manifest = z.object({
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.string(),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() })),
  shortcuts: z.array(z.object({ name: z.string(), url: z.string() })),
});

const get = (pathname: string) => fetch(`${baseUrl}${pathname}`);

describe.skipIf(!hasChromium)("The installable app (manifest and service worker)", () => {
  it("serves the web app manifest, its icons and the service worker, none of them cached for good", async () => {
    const manifestAnswer = await get("/manifest.webmanifest");
    expect(manifestAnswer.status).toBe(200);
    expect(manifestAnswer.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(manifestAnswer.headers.get("cache-control")).toBe("no-cache");
    const manifest = Manifest.parse(await manifestAnswer.json());
    expect(manifest).toMatchObject({
      name: "OnePercent",
      start_url: "/dashboard",
      scope: "/",
      display: "standalone",
      theme_color: "#0f172a",
      background_color: "#f8fafc",
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      "/daily-success-checklist",
      "/daily-journal",
      "/breathwork",
    ]);
    for (const icon of [...manifest.icons.map((each) => each.src), "/icons/apple-touch-icon.png"]) {
      const answer = await get(icon);
      expect(answer.status, icon).toBe(200);
      expect(answer.headers.get("content-type"), icon).toBe("image/png");
    }

    const worker = await get("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(await worker.text()).toContain("/index.html");

    const page = await (await get("/login")).text();
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(page).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
  });

  it("on a phone: the service worker controls the page, Chromium finds no installability error, and the app opens offline", async () => {
    // An installed app needs a real profile: a fresh context is incognito, which Chromium reports as an error itself.
    const profile = mkdtempSync(path.join(tmpdir(), "onepercent-profile-"));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: inject("chromium") ?? undefined,
      args: CHROMIUM_ARGS,
      headless: true,
      baseURL: baseUrl,
      viewport: viewports.phone,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto("/login");
      await controlledBy(page, "/sw.js");
      const cdp = await context.newCDPSession(page);
      expect(await cdp.send("Page.getInstallabilityErrors")).toEqual({ installabilityErrors: [] });
      const manifest = await cdp.send("Page.getAppManifest");
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toBe(`${baseUrl}/manifest.webmanifest`);

      // The shell is precached: with no network at all the sign-in page still opens.
      await context.setOffline(true);
      await page.reload();
      await visible(page.getByRole("button", { name: "Sign In" })).toBe(true);
      await page.goto("/register");
      await visible(page.getByRole("heading", { level: 1 })).toBe(true);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  const sizes = [
    ["phone", viewports.phone],
    ["laptop", viewports.desktop],
  ] as const;

  it.each(sizes)(
    "on a %s: a new version waits for the athlete's Reload, never reloading the page by itself",
    async (name, size) => {
      const page = await browser.newPage(size);
      await signedInWith(page.context());
      await page.goto("/dashboard");
      await visible(page.getByRole("heading", { level: 1 })).toBe(true);
      await controlledBy(page, "/sw.js");
      await markPage(page);

      // A new version is deployed: the browser finds a changed worker script and installs it.
      await page.evaluate(() => navigator.serviceWorker.register("/sw.js?version=next").then(() => undefined));
      const prompt = page.getByText("A new version of OnePercent is ready");
      await visible(prompt).toBe(true);
      expect(await stillTheSamePage(page)).toBe(true);
      await settleAnimations(page);
      await page.screenshot({ path: `${SHOTS_DIR}/update-prompt-${name}.png` });

      await page.getByRole("button", { name: "Reload" }).click();
      await expect.poll(() => stillTheSamePage(page)).toBe(false);
      await controlledBy(page, "/sw.js?version=next");
      await visible(page.getByRole("heading", { level: 1 })).toBe(true);
      expect(await prompt.isVisible()).toBe(false);
    },
  );
});

/** Leaves a mark in the page that a reload would wipe. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.dataset.sameDocument = "yes";
  });

const stillTheSamePage = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.sameDocument === "yes").catch(() => false);
