import { MVP_EXAMPLE_SUGGESTIONS, messages } from "@onepercent/validators";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createAccount, signedInWith, signIn } from "../support/accounts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { hasChromium, useBrowser, viewports, visible } from "../support/browser";

const browser = useBrowser();

/** Tuesday 24 November 2026, 10:00 UTC: what the pages show does not depend on the day the test runs. */
const clock = new Date("2026-11-24T10:00:00Z");

const motivationTaskLinked = async (page: Page) =>
  (await page.getByRole("link", { name: /Set your mission and vision/ }).count()) > 0;

/** Asks for suggestions on the current step and uses the first one; answers its text. */
async function useFirstSuggestion(page: Page): Promise<string> {
  const wizard = page.getByRole("dialog", { name: "Goal Setting Wizard" });
  await wizard.getByRole("button", { name: "Generate" }).click();
  const first = wizard.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Use Suggestion" }) });
  await visible(first.first()).toBe(true);
  const text = (await first.first().locator("p").textContent()) ?? "";
  await first.first().getByRole("button", { name: "Use Suggestion" }).click();
  return text.trim();
}

/** The MVP the seeded cases start from. */
const SAVED_MVP = {
  mission: "To compete with joy",
  vision: ["Start for my college team"],
  principles: ["Breathe before every restart"],
};

/**
 * Opens the page of an account whose MVP is already saved: a first visit still opens the wizard
 * by itself (§2.1), which this closes.
 */
async function openSavedMvp(page: Page, shown: string) {
  await page.goto("/mvp");
  await visible(page.getByText(shown, { exact: true })).toBe(true);
  const wizard = page.getByRole("dialog", { name: "Goal Setting Wizard" });
  await visible(wizard).toBe(true);
  await page.keyboard.press("Escape");
  await visible(wizard).toBe(false);
  return wizard;
}

describe.skipIf(!hasChromium)("Mission, vision and process goals", () => {
  it("a new user completes the wizard with suggestions on a phone; the dashboard task is then done", async () => {
    const account = await createAccount();
    const page = await browser.newPage(viewports.phone, { bypassCSP: true, clock });
    await signIn(page.context(), account);

    await page.goto("/dashboard");
    await visible(page.getByRole("link", { name: /Set your mission and vision/ })).toBe(true);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Motivation" }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/mvp");
    await visible(page.getByRole("heading", { name: "Your Mission, Vision, and Process Goals" })).toBe(true);

    // No MVP yet: the wizard opens by itself.
    const wizard = page.getByRole("dialog", { name: "Goal Setting Wizard" });
    await visible(wizard).toBe(true);
    await visible(wizard.getByText("Step 1 of 5: Introduction")).toBe(true);
    expect(await wizard.getByRole("button", { name: "Back" }).isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await wizard.getByRole("button", { name: "Next" }).click();
    const mission = await useFirstSuggestion(page);
    expect(await wizard.getByLabel("Mission Statement").inputValue()).toBe(mission);

    await wizard.getByRole("button", { name: "Next" }).click();
    await visible(wizard.getByText("Step 3 of 5: Vision")).toBe(true);
    expect(await wizard.getByRole("button", { name: "Remove Main Goal" }).count()).toBe(0);
    const vision = await useFirstSuggestion(page);
    expect(await wizard.getByLabel("Main Goal", { exact: true }).inputValue()).toBe(vision);

    await wizard.getByRole("button", { name: "Next" }).click();
    // Required: completing without a process goal is refused with the rule's message.
    await wizard.getByRole("button", { name: "Next" }).click();
    await wizard.getByRole("button", { name: "Complete" }).click();
    await visible(wizard.getByText(messages.mvpProcessGoalRequired)).toBe(true);
    await wizard.getByRole("button", { name: "Back" }).click();
    const processGoal = await useFirstSuggestion(page);
    await wizard.getByRole("button", { name: "Next" }).click();
    await visible(wizard.getByText(processGoal)).toBe(true);
    await wizard.getByRole("button", { name: "Complete" }).click();
    await visible(wizard.getByText(messages.mvpSaved)).toBe(true);
    await expect.poll(() => wizard.isVisible(), { timeout: 5000 }).toBe(false);
    await visible(page.getByText(mission)).toBe(true);
    await visible(page.getByText(vision)).toBe(true);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/dashboard");
    await expect.poll(() => motivationTaskLinked(page)).toBe(false);
  });

  it("edits the mission card on a phone and keeps it after a reload, the wizard closed", async () => {
    const page = await browser.newPage(viewports.phone, { bypassCSP: true, clock });
    await signedInWith(page.context(), (mutate) => mutate("mvp.save", SAVED_MVP));
    const wizard = await openSavedMvp(page, "To compete with joy");

    // Edit the mission card and save.
    await page.getByRole("button", { name: "Edit Mission" }).click();
    await page.getByLabel("Mission statement").fill("  Play every point like it matters  ");
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await visible(page.getByText("Mission updated successfully!")).toBe(true);
    await visible(page.getByRole("button", { name: "Save All Changes" })).toBe(false);

    await page.reload();
    await visible(page.getByText("Play every point like it matters", { exact: true })).toBe(true);
    await page.waitForTimeout(600);
    expect(await wizard.isVisible()).toBe(false);
  });

  it("on a phone: a save the server cannot take keeps the text, leaving asks first, and trying again saves", async () => {
    const page = await browser.newPage(viewports.phone, { bypassCSP: true, clock });
    await signedInWith(page.context(), (mutate) => mutate("mvp.save", SAVED_MVP));
    await openSavedMvp(page, "Start for my college team");

    // A save while the server cannot be reached keeps the text; trying again saves it.
    await page.getByRole("button", { name: "Edit Vision" }).click();
    await page.getByLabel("Goal 2", { exact: true }).fill("Captain my club by 2028");
    browser.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    await page.route("**/trpc/mvp.save**", (route) => route.abort());
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await visible(page.getByText("Error saving vision. Please try again.")).toBe(true);
    expect(await page.getByLabel("Goal 2", { exact: true }).inputValue()).toBe("Captain my club by 2028");
    await page.unroute("**/trpc/mvp.save**");

    // Leaving with unsaved edits asks first.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).first().click();
    const leave = page.getByRole("dialog", { name: "Discard your changes?" });
    await visible(leave).toBe(true);
    await leave.getByRole("button", { name: "Keep editing" }).click();
    expect(new URL(page.url()).pathname).toBe("/mvp");

    await page.getByRole("button", { name: "Save All Changes" }).click();
    await visible(page.getByText("Vision updated successfully!")).toBe(true);
    await visible(page.getByText("Captain my club by 2028")).toBe(true);
  });

  it("on a laptop: the wizard opens from the page, lists stop at five goals and the page passes axe", async () => {
    const account = await createAccount();
    const page = await browser.newPage(viewports.desktop, { bypassCSP: true, clock });
    await signIn(page.context(), account);
    await page.goto("/mvp");

    await visible(page.getByText("Click edit to add your mission statement")).toBe(true);
    await visible(page.getByText("Click edit to add vision statements")).toBe(true);
    await visible(page.getByText("Click edit to add process goals")).toBe(true);
    const wizard = page.getByRole("dialog", { name: "Goal Setting Wizard" });
    await visible(wizard).toBe(true);
    await page.keyboard.press("Escape");
    await visible(wizard).toBe(false);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Edit Process Goals" }).click();
    await visible(page.getByText("Required")).toBe(true);
    expect(await page.getByLabel(/^(Main Goal|Goal \d)$/).count()).toBe(3);
    await page.getByRole("button", { name: "Add Goal" }).click();
    await page.getByRole("button", { name: "Add Goal" }).click();
    expect(await page.getByLabel(/^(Main Goal|Goal \d)$/).count()).toBe(5);
    expect(await page.getByRole("button", { name: "Add Goal" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Remove Main Goal" }).count()).toBe(0);
    await page.getByRole("button", { name: "Remove Goal 5" }).click();
    await visible(page.getByRole("button", { name: "Add Goal" })).toBe(true);

    // The first process goal is required; the vision too.
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await visible(page.getByText(messages.mvpProcessGoalRequired)).toBe(true);
    await page.getByLabel("Main Goal", { exact: true }).fill("Breathe before every restart");
    await page.getByRole("button", { name: "Edit Vision" }).click();
    await page.getByLabel("Main Goal", { exact: true }).first().fill("Start for my college team");
    await page.getByRole("button", { name: "Save All Changes" }).click();
    const banner = page.getByText("Vision and Process Goals updated successfully!");
    await visible(banner).toBe(true);
    await expect.poll(() => banner.isVisible(), { timeout: 8000 }).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });

  it("on a laptop: the wizard starts from the saved MVP; failed suggestions offer examples; an unanswered save keeps everything", async () => {
    const page = await browser.newPage(viewports.desktop, { bypassCSP: true, clock });
    await signedInWith(page.context(), (mutate) => mutate("mvp.save", SAVED_MVP));
    const wizard = await openSavedMvp(page, "Breathe before every restart");
    // The wizard starts from the saved MVP; a save the server never answers keeps everything.
    await page.getByRole("button", { name: "Goal Setting Wizard" }).click();
    await visible(wizard).toBe(true);
    for (let step = 0; step < 3; step += 1) await wizard.getByRole("button", { name: "Next" }).click();
    // Suggestions that fail: the catalogue message, and the built-in examples to pick from.
    browser.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    await page.route("**/trpc/mvp.goalSuggestions**", (route) => route.abort());
    await wizard.getByRole("button", { name: "Generate" }).click();
    await visible(wizard.getByText(messages.goalSuggestionsNoResponse)).toBe(true);
    const example = MVP_EXAMPLE_SUGGESTIONS.processGoals[1];
    await wizard
      .getByRole("listitem")
      .filter({ hasText: example })
      .getByRole("button", { name: "Use Suggestion" })
      .click();
    expect(await wizard.getByLabel("Goal 2", { exact: true }).inputValue()).toBe(example);
    await page.unroute("**/trpc/mvp.goalSuggestions**");
    await wizard.getByRole("button", { name: "Next" }).click();
    await visible(wizard.getByText("Breathe before every restart")).toBe(true);
    await visible(wizard.getByText(example)).toBe(true);
    await page.route("**/trpc/mvp.save**", (route) => route.abort());
    await wizard.getByRole("button", { name: "Complete" }).click();
    await visible(wizard.getByText(messages.mvpNoResponse)).toBe(true);
    await visible(wizard.getByText("Start for my college team")).toBe(true);
    await page.unroute("**/trpc/mvp.save**");
    await wizard.getByRole("button", { name: "Complete" }).click();
    await visible(wizard.getByText(messages.mvpSaved)).toBe(true);
    await expect.poll(() => wizard.isVisible(), { timeout: 5000 }).toBe(false);
  });
});
