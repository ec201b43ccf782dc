import { messages } from "@onepercent/validators";
import type { Locator } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, signIn, type TestAccount } from "../support/accounts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { hasChromium, useBrowser, viewports, visible } from "../support/browser";

const browser = useBrowser();

/**
 * Presses a toggle button and measures, frame by frame for a third of a second from the moment it
 * turns pressed, the contrast of its last line of text against its background; answers the
 * lowest. A colour transition between the two looks would show washed-out mixes on the way.
 */
const lowestContrastWhilePressing = (button: Locator) =>
  button.evaluate(async (element) => {
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = () => {
      const text = element.lastElementChild ?? element;
      const [light = 0, dark = 0] = [getComputedStyle(text).color, getComputedStyle(element).backgroundColor]
        .map(luminance)
        .sort((a, b) => b - a);
      return (light + 0.05) / (dark + 0.05);
    };
    const pressed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (element.getAttribute("aria-pressed") !== "true") return;
        observer.disconnect();
        resolve(null);
      });
      observer.observe(element, { attributes: true });
    });
    element.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    await pressed;
    let lowest = contrast();
    const until = performance.now() + 300;
    while (performance.now() < until) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      lowest = Math.min(lowest, contrast());
    }
    return lowest;
  });

/** Page loads on a busy machine may take a few seconds. */
const loaded = { timeout: 10_000 };
/** Sunday 22 to Saturday 28 November 2026: every weekday once, so no date-dependent style can hide. */
const WEEK = ["2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"];

describe.skipIf(!hasChromium)("Contrast of the highlighted day and the chosen options, on every day of a week", () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await createAccount();
  });

  for (const [index, day] of WEEK.entries()) {
    it(`the daily planner with its chosen mood and the two-week planner stay readable on ${day}`, async () => {
      // A different hour each day, morning to evening.
      const hour = String(7 + index * 2).padStart(2, "0");
      const page = await browser.newPage(index % 2 === 0 ? viewports.phone : viewports.desktop, {
        bypassCSP: true,
        clock: new Date(`${day}T${hour}:30:00Z`),
      });
      await signIn(page.context(), account);
      await page.goto("/daily-planner");
      await page.getByRole("heading", { name: "Daily Planner" }).waitFor();
      await expect.poll(() => page.getByLabel("Date", { exact: true }).inputValue(), loaded).toBe(day);

      // The chosen mood is the highlighted option of the day: checked right after choosing and after a reload.
      const mood = page.getByRole("button", { name: new RegExp(`^${1 + (index % 5)} `) });
      // Readable in every frame: the highlight does not fade in through pale mixes.
      expect(await lowestContrastWhilePressing(mood)).toBeGreaterThanOrEqual(4.5);
      await expect.poll(() => mood.getAttribute("aria-pressed"), loaded).toBe("true");
      await visible(page.getByText(messages.checkInSaved)).toBe(true);
      await expectNoSeriousA11yViolations(page);
      await page.reload();
      await expect.poll(() => mood.getAttribute("aria-pressed"), loaded).toBe("true");
      await expectNoSeriousA11yViolations(page);

      await page.goto("/two-week-planner");
      await page.getByRole("heading", { name: "Two-Week Planner" }).waitFor();
      await expect.poll(() => page.getByLabel("Start date", { exact: true }).first().inputValue(), loaded).toBe(day);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
