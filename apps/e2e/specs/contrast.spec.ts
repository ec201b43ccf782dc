import { messages } from "@onepercent/validators";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, signIn, type TestAccount } from "../support/accounts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { hasChromium, useBrowser, viewports, visible } from "../support/browser";

const browser = useBrowser();

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
      await mood.click();
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
