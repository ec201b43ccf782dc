import { offlineMessages } from "@onepercent/validators/messages/offline";
import type { Page } from "playwright-core";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { signedInWith } from "../support/accounts";
import { hasChromium, useBrowser, viewports, visible } from "../support/browser";

const browser = useBrowser();

const card = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
const form = (page: Page) => page.getByRole("region", { name: "New Routine" });
const sidebar = (page: Page) => page.getByRole("complementary").getByRole("navigation", { name: "Main" });

/** A routine with one step, made through the create form. */
async function createRoutine(page: Page, name: string) {
  await page.getByRole("button", { name: "New Routine" }).click();
  const fields = form(page);
  await fields.getByLabel("Routine Name").fill(name);
  await fields.getByLabel("Trigger Description").fill("The whistle blows for the penalty");
  await fields.getByLabel("Physical Action").fill("Tap the ball twice with my right foot");
  await fields.getByLabel("Step 1", { exact: true }).fill("Pick the corner and keep it");
  await fields.getByRole("button", { name: "Create Routine" }).click();
}

/** The names of the user's routines as the server keeps them, read with the page's session. */
async function serverRoutineNames(page: Page): Promise<string[]> {
  const response = await page.request.get("/trpc/routines.list");
  expect(response.status()).toBe(200);
  const body: { result: { data: Parameters<typeof superjson.deserialize>[0] } } = await response.json();
  return superjson.deserialize<{ name: string }[]>(body.result.data).map((routine) => routine.name);
}

/** The user's routines as the server keeps them: name and rehearsal count. */
async function serverRoutines(page: Page): Promise<{ name: string; rehearsals: number }[]> {
  const response = await page.request.get("/trpc/routines.list");
  expect(response.status()).toBe(200);
  const body: { result: { data: Parameters<typeof superjson.deserialize>[0] } } = await response.json();
  return superjson
    .deserialize<{ name: string; rehearsals: number }[]>(body.result.data)
    .map(({ name, rehearsals }) => ({ name, rehearsals }));
}

/** Every call of the API: nothing answers. */
const apiCall = (url: URL) => url.pathname.startsWith("/trpc/");

describe.skipIf(!hasChromium)("Performance Routines with a poor connection", () => {
  it("sends a routine created offline once the connection returns, while the user is on the dashboard", async () => {
    const page = await browser.newPage(viewports.desktop);
    browser.allowConsoleErrors(/net::ERR_FAILED/);
    await signedInWith(page.context());
    await page.goto("/routine-builder");
    await visible(page.getByText("No routines", { exact: true })).toBe(true);

    const routinesCall = (url: URL) => url.pathname.includes("routines.");
    const unreachable = (route: { abort(): Promise<void> }) => route.abort();
    await page.context().route(routinesCall, unreachable);
    await createRoutine(page, "Gym penalty");
    await visible(card(page, "Gym penalty").getByText(offlineMessages.waitingMark)).toBe(true);

    // In the app to the dashboard: the routines page (and its sync) is gone.
    await sidebar(page).getByRole("link", { name: "Dashboard" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/dashboard");
    await visible(page.getByRole("heading", { level: 1 })).toBe(true);
    expect(await serverRoutineNames(page)).toEqual([]);

    // The connection is back: the app shell sends what waits, without leaving the dashboard.
    await page.context().unroute(routinesCall, unreachable);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect.poll(() => serverRoutineNames(page)).toEqual(["Gym penalty"]);
    expect(new URL(page.url()).pathname).toBe("/dashboard");

    // Sent once: the routines page shows it from the server, no longer waiting.
    await page.getByRole("button", { name: "Menu" }).first().click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Performance Routines" }).click();
    await visible(card(page, "Gym penalty")).toBe(true);
    expect(await card(page, "Gym penalty").getByText(offlineMessages.waitingMark).count()).toBe(0);
    expect(await serverRoutineNames(page)).toEqual(["Gym penalty"]);
  });

  it("keeps a routine made offline and its rehearsal when the page is closed, and sends both once when opened again", async () => {
    const page = await browser.newPage(viewports.phone);
    browser.allowConsoleErrors(/net::ERR_FAILED/);
    const context = page.context();
    await page.clock.install();
    await signedInWith(context);
    await page.goto("/routine-builder");
    await visible(page.getByText("No routines", { exact: true })).toBe(true);

    const routinesCall = (url: URL) => url.pathname.includes("routines.");
    const unreachable = (route: { abort(): Promise<void> }) => route.abort();
    await context.route(routinesCall, unreachable);
    await createRoutine(page, "Locker room");
    const made = card(page, "Locker room");
    await visible(made.getByText(offlineMessages.waitingMark)).toBe(true);

    // Rehearsed to the end while the server cannot be reached: counted on the card at once.
    await made.getByRole("button", { name: "Rehearse" }).click();
    const overlay = page.getByRole("dialog", { name: "Locker room" });
    for (const ahead of [null, "Take a Breath", null, "Take Another Breath"]) {
      if (ahead) {
        await visible(overlay.getByRole("heading", { name: ahead })).toBe(true);
        await page.clock.fastForward(10_000);
        await visible(overlay.getByText("Complete!", { exact: true }).first()).toBe(true);
      }
      await overlay.getByRole("button", { name: "Next" }).click();
    }
    await overlay.getByRole("button", { name: "Finish" }).click();
    await overlay.getByRole("button", { name: "Done" }).click();
    await visible(made.getByText(/^Rehearsed once/)).toBe(true);

    // The page is closed; the app is opened again with the connection back.
    await page.close();
    await context.unroute(routinesCall, unreachable);
    const again = await context.newPage();
    await again.goto("/dashboard");
    await expect
      .poll(() => serverRoutines(again), { timeout: 15_000 })
      .toEqual([{ name: "Locker room", rehearsals: 1 }]);
    await again.goto("/routine-builder");
    await visible(card(again, "Locker room").getByText(/^Rehearsed once/)).toBe(true);
    expect(await card(again, "Locker room").getByText(offlineMessages.waitingMark).count()).toBe(0);
    expect(await serverRoutines(again)).toEqual([{ name: "Locker room", rehearsals: 1 }]);
  });

  it("opens the saved routines in the app while the API cannot be reached at all", async () => {
    const page = await browser.newPage(viewports.phone);
    browser.allowConsoleErrors(/net::ERR_FAILED/);
    await signedInWith(page.context());
    await page.goto("/routine-builder");
    await createRoutine(page, "Gym free throw");
    await visible(card(page, "Gym free throw")).toBe(true);
    await expect.poll(() => serverRoutineNames(page)).toEqual(["Gym free throw"]);

    // The dashboard settles first (its onboarding check answered: a failed one opens the questionnaire).
    const bar = page.getByRole("navigation", { name: "Main" }).last();
    const onboardingChecked = page.waitForResponse((response) => response.url().includes("onboarding.status"));
    await bar.getByRole("link", { name: "Dashboard" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/dashboard");
    expect((await onboardingChecked).ok()).toBe(true);
    await visible(page.getByRole("heading", { level: 1 })).toBe(true);

    // Nothing of the API answers now; the signed-in check cannot either.
    await page.context().route(apiCall, (route) => route.abort());
    await bar.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Performance Routines" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/routine-builder");
    await visible(page.getByRole("heading", { name: "Performance Routines", level: 1 })).toBe(true);
    await visible(card(page, "Gym free throw")).toBe(true);
    expect(await card(page, "Gym free throw").getByText("1 step").count()).toBe(1);
  });
});
