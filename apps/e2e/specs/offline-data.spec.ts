import { offlineMessages } from "@onepercent/validators/messages/offline";
import type { Page } from "playwright-core";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { signedInWith } from "../support/accounts";
import { hasChromium, SHOTS_DIR, useBrowser, viewports, visible } from "../support/browser";
import { controlledBy } from "../support/service-worker";

const browser = useBrowser();
const HABIT = "Visualize my game plan";
/** What a page logs while it has no network (its calls fail; the tests cause that on purpose). */
const NO_NETWORK = /ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/;

/** A tRPC query of the page's user, answered by the server (superjson decoded). */
async function query<T>(page: Page, path: string, input?: unknown): Promise<T> {
  const search = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
  const response = await page.request.get(`/trpc/${path}${search}`);
  expect(response.status(), path).toBe(200);
  const body: { result: { data: Parameters<typeof superjson.deserialize>[0] } } = await response.json();
  return superjson.deserialize<T>(body.result.data);
}

interface HabitList {
  today: string;
  actions: { action: string; week: { date: string; stored: string }[] }[];
}

const todayCheck = async (page: Page) => {
  const list = await query<HabitList>(page, "habits.list");
  return list.actions[0]?.week.find((day) => day.date === list.today)?.stored ?? null;
};

/** The names of this browser's IndexedDB keys (idb-keyval's store), once the app has made it. */
const storedKeys = (page: Page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes("keyval-store")) return [];
    return new Promise<string[]>((resolve) => {
      const open = indexedDB.open("keyval-store");
      open.onsuccess = () => {
        const keys = open.result.transaction("keyval", "readonly").objectStore("keyval").getAllKeys();
        keys.onsuccess = () => {
          resolve(keys.result.map(String));
          open.result.close();
        };
      };
      open.onerror = () => resolve([]);
    });
  });

/** Signed in with one habit, on the dashboard, the service worker in control and the answers saved on the device. */
async function dashboardSaved(page: Page) {
  await signedInWith(page.context(), async (mutate) => {
    await mutate("habits.create", { action: HABIT });
  });
  await page.goto("/dashboard");
  await visible(page.getByRole("heading", { level: 1 })).toBe(true);
  await visible(page.getByText(HABIT).first()).toBe(true);
  await controlledBy(page, "/sw.js");
  await expect
    .poll(async () => (await storedKeys(page)).some((key) => key.startsWith("onepercent.query-cache.")), {
      timeout: 10_000,
    })
    .toBe(true);
}

const banner = (page: Page) => page.getByRole("status").filter({ hasText: offlineMessages.banner });

describe.skipIf(!hasChromium)("Working offline", () => {
  it("on a phone: after one visit the dashboard opens with no network, with the last data and the offline banner", async () => {
    const page = await browser.newPage(viewports.phone);
    browser.allowConsoleErrors(NO_NETWORK);
    await dashboardSaved(page);
    expect(await banner(page).count()).toBe(0);

    await page.context().setOffline(true);
    await page.reload();
    await visible(page.getByRole("heading", { level: 1 })).toBe(true);
    await visible(page.getByText(HABIT).first()).toBe(true);
    await visible(banner(page)).toBe(true);
    await page.screenshot({ path: `${SHOTS_DIR}/offline-dashboard-390.png`, fullPage: true });

    // Back online: the banner goes.
    await page.context().setOffline(false);
    await visible(banner(page)).toBe(false);
  });

  it("on a phone: a habit check, a daily journal and a breathwork session made offline reach the server once each, in order, when the app is opened again online", async () => {
    const page = await browser.newPage(viewports.phone);
    browser.allowConsoleErrors(NO_NETWORK);
    await dashboardSaved(page);
    const bar = page.getByRole("navigation", { name: "Main" }).last();
    // The journal and the breathwork trainer once online, so their code and data are on the device.
    await bar.getByRole("link", { name: "Journal" }).click();
    await visible(page.getByRole("button", { name: "Save Journal Entry" })).toBe(true);
    await bar.getByRole("link", { name: "Focus" }).click();
    await visible(page.getByRole("button", { name: "Start", exact: true })).toBe(true);
    await bar.getByRole("link", { name: "Dashboard" }).click();
    await visible(page.getByText(HABIT).first()).toBe(true);

    await page.context().setOffline(true);
    await visible(banner(page)).toBe(true);
    // 1. The habit, checked on the dashboard: shown checked at once, marked as waiting.
    const toggle = page.getByRole("button", { name: new RegExp(`^${HABIT},`) }).first();
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("true");
    await visible(page.getByText("1 change waiting to send")).toBe(true);
    await page.screenshot({ path: `${SHOTS_DIR}/offline-waiting-390.png`, fullPage: true });

    // 2. Today's daily journal.
    await bar.getByRole("link", { name: "Journal" }).click();
    await page.getByLabel("Win 1").fill("Stayed calm in the locker room");
    await page.getByRole("button", { name: "Save Journal Entry" }).click();
    await visible(page.getByText(offlineMessages.waitingMark, { exact: true })).toBe(true);
    await visible(page.getByText("2 changes waiting to send")).toBe(true);

    // 3. A breathwork session, stopped after a few seconds (a partial session is saved).
    await bar.getByRole("link", { name: "Focus" }).click();
    await visible(page.getByRole("button", { name: "Start", exact: true })).toBe(true);
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await page.waitForTimeout(2500);
    await page.getByRole("button", { name: "Reset", exact: true }).click();
    await visible(page.getByText("3 changes waiting to send")).toBe(true);
    // Nothing has reached the server yet (read with the API, which the page's lost network does not touch).
    expect(await todayCheck(page)).not.toBe("completed");

    // The page is closed; later the app is opened again with the network back.
    const context = page.context();
    await page.close();
    await context.setOffline(false);
    const again = await context.newPage();
    const sent: string[] = [];
    again.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === "POST" && pathname.startsWith("/trpc/")) sent.push(pathname.slice("/trpc/".length));
    });
    await again.goto("/dashboard");
    await visible(again.getByRole("heading", { level: 1 })).toBe(true);
    await expect.poll(() => todayCheck(again), { timeout: 15_000 }).toBe("completed");
    await expect
      .poll(async () => (await query<{ history: unknown[] }>(again, "focus.breathwork.history")).history.length, {
        timeout: 15_000,
      })
      .toBe(1);
    const list = await query<HabitList>(again, "habits.list");
    const entry = await query<{ wins: string[] } | null>(again, "journal.get", { type: "daily", date: list.today });
    expect(entry?.wins).toEqual(["Stayed calm in the locker room"]);
    expect(sent.filter((path) => /setDay|journal\.save|saveSession/.test(path))).toEqual([
      "habits.setDay",
      "journal.save",
      "focus.breathwork.saveSession",
    ]);
    await visible(again.getByText(/waiting to send/)).toBe(false);
  });

  it("on a laptop: offline, a check on the checklist shows at once with its mark, and the banner says it is kept", async () => {
    const page = await browser.newPage(viewports.desktop);
    browser.allowConsoleErrors(NO_NETWORK);
    await dashboardSaved(page);
    await page.getByRole("complementary").getByRole("link", { name: "Daily Habits" }).click();
    await visible(page.getByRole("heading", { name: "Daily Success Checklist" })).toBe(true);

    await page.context().setOffline(true);
    await visible(banner(page)).toBe(true);
    const today = page.getByRole("button", { name: new RegExp(`^${HABIT},`), disabled: false }).last();
    await today.click();
    await visible(page.getByText("1 change waiting to send")).toBe(true);
    await visible(page.getByRole("button", { name: /\(waiting to send\)$/ }).first()).toBe(true);
    await page.screenshot({ path: `${SHOTS_DIR}/offline-waiting-1280.png` });
    expect(await todayCheck(page)).not.toBe("completed");

    await page.context().setOffline(false);
    await expect.poll(() => todayCheck(page), { timeout: 15_000 }).toBe("completed");
    await visible(page.getByText(/waiting to send/)).toBe(false);
  });

  it("on a phone: signing out with changes that cannot be sent asks first, and what is kept is sent at the next sign-in", async () => {
    const page = await browser.newPage(viewports.phone);
    browser.allowConsoleErrors(NO_NETWORK);
    await dashboardSaved(page);
    await page.context().setOffline(true);
    await page
      .getByRole("button", { name: new RegExp(`^${HABIT},`) })
      .first()
      .click();
    await visible(page.getByText("1 change waiting to send")).toBe(true);

    await page.getByRole("navigation", { name: "Main" }).last().getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Logout" }).click();
    const ask = page.getByRole("dialog", { name: "Changes not sent yet" });
    await visible(ask).toBe(true);
    await page.screenshot({ path: `${SHOTS_DIR}/offline-sign-out-390.png` });
    await ask.getByRole("button", { name: "Keep for next sign-in" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/login");
    expect(await todayCheck(page)).not.toBe("completed");

    // Online again, signed in (the server never heard of the sign-out): the kept check is sent.
    await page.context().setOffline(false);
    await page.goto("/dashboard");
    await visible(page.getByRole("heading", { level: 1 })).toBe(true);
    await expect.poll(() => todayCheck(page), { timeout: 15_000 }).toBe("completed");
  });
});
