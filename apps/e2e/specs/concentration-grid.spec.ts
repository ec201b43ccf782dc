import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedInWith } from "../support/accounts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { hasChromium, SHOTS_DIR, useBrowser, viewports, visible } from "../support/browser";

const browser = useBrowser();
const shots = SHOTS_DIR;

/** The page's clock; a game's instants are fixed with pauseAt and fastForward. */
const clock = new Date("2026-11-25T18:00:00Z");
const playAt = new Date("2026-11-25T18:10:00Z");

/** The value of a stat tile (§2), found by its label. */
const tileValue = (page: Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");
const board = (page: Page, tiles: number) => page.getByRole("group", { name: `Grid of ${tiles} numbers` });
const number = (grid: Locator, value: number) => grid.getByRole("button", { name: String(value), exact: true });

describe.skipIf(!hasChromium)("Concentration grid", () => {
  it.each([
    ["phone", viewports.phone],
    ["laptop", viewports.desktop],
  ] as const)(
    "on a %s: plays a 4x4 game in order; a wrong tap only flashes; stats and history update",
    async (name, size) => {
      const page = await browser.newPage(size, { bypassCSP: true, clock });
      // Two earlier 4x4 games of 20 seconds, so the progress chart has a line.
      await signedInWith(page.context(), async (mutate) => {
        await mutate("focus.concentration.saveAttempt", { duration: 20_000, gridSize: 4 });
        await mutate("focus.concentration.saveAttempt", { duration: 20_000, gridSize: 4 });
      });
      await page.goto("/concentration-grid");
      await visible(page.getByRole("heading", { name: "Concentration Grid", level: 1 })).toBe(true);
      await expect.poll(() => tileValue(page, "Best Time").textContent()).toBe("00:20");
      expect(await tileValue(page, "Total Attempts").textContent()).toBe("2");

      // §9: 6x6 is chosen at first; 4x4 for this game.
      await visible(page.getByRole("button", { name: "6x6", pressed: true })).toBe(true);
      await page.getByRole("button", { name: "4x4" }).click();
      await visible(page.getByRole("button", { name: "4x4", pressed: true })).toBe(true);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${shots}/grid-idle-${name}.png`, fullPage: true });

      await page.clock.pauseAt(playAt);
      await page.getByRole("button", { name: "Start Game" }).click();
      await visible(page.getByRole("button", { name: "Game in Progress" })).toBe(true);
      expect(await page.getByRole("button", { name: "8x8" }).isDisabled()).toBe(true);
      const grid = board(page, 16);
      expect(await grid.getByRole("button").count()).toBe(16);

      // A wrong tap: a visible, gentle flash and a polite note; the game still waits for 1.
      await number(grid, 2).click();
      await visible(page.getByText("2 is not next. Look for 1.")).toBe(true);
      expect(await number(grid, 2).getAttribute("class")).toContain("bg-amber-100");
      await page.screenshot({ path: `${shots}/grid-wrong-${name}.png`, fullPage: true });

      // Every tap half a second apart: 16 taps, 8 seconds, no penalty for the wrong one.
      for (let value = 1; value <= 16; value += 1) {
        await page.clock.fastForward(500);
        await number(grid, value).click();
        if (value === 8) await page.screenshot({ path: `${shots}/grid-playing-${name}.png`, fullPage: true });
      }
      await visible(page.getByText(/Well done! All 16 numbers of the 4x4 grid in 00:08\. A new best on 4x4!/)).toBe(
        true,
      );
      await visible(page.getByRole("button", { name: "Start Game" })).toBe(true);
      await page.clock.resume();

      // The attempt is saved; the stats and the history show it.
      await expect.poll(() => tileValue(page, "Best Time").textContent()).toBe("00:08");
      expect(await tileValue(page, "Last Time").textContent()).toBe("00:08");
      expect(await tileValue(page, "Average Time").textContent()).toBe("00:16");
      expect(await tileValue(page, "Total Attempts").textContent()).toBe("3");
      const history = page.getByRole("table", { name: "Your games, newest first" });
      const newest = history.getByRole("row").nth(1);
      await expect.poll(() => newest.textContent()).toMatch(/^\d\d\/\d\d\/\d\d.+4x400:08$/);
      expect(await history.getByRole("row").count()).toBe(4);
      await visible(page.getByRole("img", { name: /^Your last 3 times on 4x4, lower is faster/ })).toBe(true);
      await page.screenshot({ path: `${shots}/grid-done-${name}.png`, fullPage: true });
      await expectNoSeriousA11yViolations(page);
    },
  );

  it("on a phone: Clear History asks first and empties the stats; an 8x8 grid fits with tiles of 40 px", async () => {
    const page = await browser.newPage(viewports.phone, { bypassCSP: true });
    await signedInWith(page.context(), async (mutate) => {
      await mutate("focus.concentration.saveAttempt", { duration: 42_000, gridSize: 6 });
    });
    await page.goto("/concentration-grid");
    await expect.poll(() => tileValue(page, "Last Time").textContent()).toBe("00:42");

    await page.getByRole("button", { name: "Clear History" }).click();
    const confirm = page.getByRole("dialog", { name: "Clear your history?" });
    await confirm.getByRole("button", { name: "Clear History" }).click();
    await visible(confirm).toBe(false);
    await visible(page.getByText("Finish a game and your times will be listed here.")).toBe(true);
    for (const label of ["Best Time", "Last Time", "Average Time"]) {
      expect(await tileValue(page, label).textContent()).toBe("--:--");
    }
    expect(await tileValue(page, "Total Attempts").textContent()).toBe("0");

    await page.getByRole("button", { name: "8x8" }).click();
    await page.getByRole("button", { name: "Start Game" }).click();
    const buttons = board(page, 64).getByRole("button");
    expect(await buttons.count()).toBe(64);
    const boxes = await buttons.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { width: box.width, height: box.height, right: box.right, left: box.left };
      }),
    );
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(40);
      expect(box.height).toBeGreaterThanOrEqual(40);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(viewports.phone.width);
    }
    await number(board(page, 64), 1).click();
    await visible(page.getByText("Found 1. Next: 2.")).toBe(true);
    await page.screenshot({ path: `${shots}/grid-8x8-phone.png`, fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });
});
