import { describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { hasChromium, useBrowser, viewports, visible } from "../support/browser";

const browser = useBrowser();

describe.skipIf(!hasChromium)("the legal pages", () => {
  it("state the terms the spec requires, dated March 24, 2025", async () => {
    const page = await browser.newPage(viewports.phone, { bypassCSP: true });
    await page.goto("/terms-and-conditions");
    await visible(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBe(true);
    const text = await page.locator("main").innerText();
    expect(text).toContain("Last updated: March 24, 2025");
    expect(text).toMatch(/Users under 13 may use OnePercent only with a parent or legal guardian/);
    expect(text).toMatch(/Pro-rated web purchases are refundable within 30 days/);
    expect(text).toMatch(/One-month subscriptions are not refundable/);
    expect(text).toMatch(/arbitration/);
    await expectNoSeriousA11yViolations(page);
  });

  it("say what data the app keeps and why", async () => {
    const page = await browser.newPage(viewports.desktop, { bypassCSP: true });
    await page.goto("/privacy-policy");
    await visible(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBe(true);
    await visible(page.getByRole("heading", { name: "1. What we keep" })).toBe(true);
    await visible(page.getByRole("heading", { name: "2. Why we keep it" })).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  it("are linked from the home page", async () => {
    const page = await browser.newPage(viewports.phone);
    await page.goto("/");
    await page.getByRole("link", { name: "Privacy" }).click();
    await page.waitForURL("**/privacy-policy");
  });
});
