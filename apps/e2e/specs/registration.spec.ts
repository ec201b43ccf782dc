import { randomUUID } from "node:crypto";
import { messages } from "@onepercent/validators";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createAccount } from "../support/accounts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { hasChromium, useBrowser, viewports, visible } from "../support/browser";

const browser = useBrowser();
const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

async function fillToLastStep(page: Page) {
  await page.getByLabel("Full name").fill("Morgan Avery");
  await next(page);
  await page.getByRole("radio", { name: /Athlete/ }).click();
  await next(page);
  await page.getByLabel("Birth year").selectOption("2009");
  await page.getByLabel("Gender").selectOption("prefer-not-to-say");
  await next(page);
  await page.getByLabel("Primary sport").selectOption("Soccer");
  await page.getByLabel("Position (optional)").selectOption("Goalkeeper");
  await page.getByLabel("Years playing").selectOption("More than 20");
  await next(page);
}

describe.skipIf(!hasChromium)("registration", () => {
  it("shows each step's validation message inline", async () => {
    const page = await browser.newPage(viewports.phone);
    await page.goto("/new-profile");
    await visible(page.getByRole("heading", { name: "Create Profile" })).toBe(true);
    await next(page);
    await visible(page.getByText(messages.requiredFields)).toBe(true);
    await page.getByLabel("Full name").fill("Morgan Avery");
    await next(page);
    await next(page);
    await visible(page.getByText(messages.requiredFields)).toBe(true);
    await page.getByRole("radio", { name: /Coach/ }).click();
    await next(page);
    await next(page);
    expect(await page.getByText(messages.requiredFields).count()).toBe(2);
    await page.getByRole("button", { name: "Previous" }).click();
    await visible(page.getByRole("radio", { name: /Coach/ })).toBe(true);
  });

  it("clears the position when the sport changes", async () => {
    const page = await browser.newPage(viewports.phone);
    await page.goto("/register");
    await fillToLastStep(page);
    await page.getByRole("button", { name: "Previous" }).click();
    expect(await page.getByLabel("Position (optional)").inputValue()).toBe("Goalkeeper");
    await page.getByLabel("Primary sport").selectOption("Basketball");
    expect(await page.getByLabel("Position (optional)").inputValue()).toBe("");
    const options = await page.getByLabel("Position (optional)").locator("option").allTextContents();
    expect(options).toContain("Point Guard");
  });

  it("checks the e-mail, the password, the confirmation and the terms box", async () => {
    const page = await browser.newPage(viewports.phone);
    await page.goto("/new-profile");
    await fillToLastStep(page);
    await page.getByLabel("Email").fill("morgan@");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm password").fill("different");
    await page.getByRole("button", { name: "Create Profile" }).click();
    await visible(page.getByText(messages.invalidEmail)).toBe(true);
    await visible(page.getByText(messages.passwordTooShort)).toBe(true);
    await visible(page.getByText(messages.passwordsDoNotMatch)).toBe(true);
    await visible(page.getByText(messages.mustAgreeToTerms)).toBe(true);
  });

  it("reports a taken e-mail from the server", async () => {
    const account = await createAccount();
    const page = await browser.newPage(viewports.phone);
    await page.goto("/new-profile");
    await fillToLastStep(page);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill("long enough password");
    await page.getByLabel("Confirm password").fill("long enough password");
    await page.getByRole("checkbox", { name: /I agree/ }).click();
    await page.getByRole("button", { name: "Create Profile" }).click();
    await visible(page.getByText(messages.emailTaken)).toBe(true);
  });

  it("signs up through all five steps and lands signed in on the dashboard", async () => {
    const page = await browser.newPage(viewports.desktop);
    await page.goto("/new-profile");
    await fillToLastStep(page);
    const terms = page.getByRole("link", { name: "Terms & Conditions" });
    expect(await terms.getAttribute("target")).toBe("_blank");
    await page.getByLabel("Email").fill(`morgan-${randomUUID().slice(0, 8)}@example.test`);
    await page.getByLabel("Password", { exact: true }).fill("long enough password");
    await page.getByLabel("Confirm password").fill("long enough password");
    await page.getByRole("checkbox", { name: /I agree/ }).click();
    await page.getByRole("button", { name: "Create Profile" }).click();
    await page.waitForURL("**/dashboard?t=*");
    // A new user is welcomed by the onboarding questionnaire (platform.md §4); closing it shows the dashboard.
    const onboarding = page.getByRole("dialog", { name: "Introduction" });
    await onboarding.waitFor({ state: "visible", timeout: 15_000 });
    await onboarding.getByRole("button", { name: "Close" }).click();
    await visible(page.getByRole("heading", { name: /, Morgan$/ })).toBe(true);
  });

  it("has no serious accessibility violations", async () => {
    const page = await browser.newPage(viewports.phone, { bypassCSP: true });
    await page.goto("/new-profile");
    await visible(page.getByRole("heading", { name: "Create Profile" })).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});
