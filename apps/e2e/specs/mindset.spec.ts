import { messages } from "@onepercent/validators";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createAccount, signedInWith, signIn } from "../support/accounts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { hasChromium, SHOTS_DIR, useBrowser, viewports, visible } from "../support/browser";

const browser = useBrowser();
const SHOTS = SHOTS_DIR;
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

const mindsetTaskLinked = async (page: Page) =>
  (await page.getByRole("link", { name: /Build your mindset/ }).count()) > 0;

/** The wizard's first unchecked suggestion, once the coach has answered. */
async function checkFirstSuggestion(page: Page): Promise<string> {
  const dialog = page.getByRole("dialog");
  const first = dialog.locator('button[aria-pressed="false"]').first();
  await visible(first).toBe(true);
  const text = ((await first.locator("span").nth(1).textContent()) ?? "")
    .replace(/(Instructional|Motivational)$/, "")
    .trim();
  const option = dialog.locator("button[aria-pressed]").filter({ hasText: text }).first();
  await option.click();
  await expect.poll(() => option.getAttribute("aria-pressed")).toBe("true");
  return text;
}

describe.skipIf(!hasChromium)("Mindset", () => {
  it("a new user completes the wizard with suggestions on a phone and sees it after a reload; the dashboard task is done", async () => {
    const account = await createAccount();
    const page = await browser.newPage(viewports.phone, { bypassCSP: true });
    await signIn(page.context(), account);

    await page.goto("/dashboard");
    await visible(page.getByRole("link", { name: /Build your mindset/ })).toBe(true);
    await page.getByRole("link", { name: /Build your mindset/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/mindset");

    // No mindset yet: the wizard opens by itself at its introduction.
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByText("Step 1 of 7")).toBe(true);
    await shot(page, "phone-wizard-intro");
    expect(await dialog.getByRole("button", { name: "Back", exact: true }).isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: "Next", exact: true }).click();

    // Affirmations: a suggestion and a custom statement (a blank one is refused).
    await visible(dialog.getByRole("heading", { name: "Affirmations", exact: true })).toBe(true);
    const affirmation = await checkFirstSuggestion(page);
    await dialog.getByRole("button", { name: "Add statement", exact: true }).click();
    await visible(dialog.getByText(messages.mindsetStatementRequired)).toBe(true);
    await dialog.getByLabel("Add your own statement").fill("  I love the big moments ");
    await dialog.getByRole("button", { name: "Add statement", exact: true }).click();
    await visible(dialog.getByText("I love the big moments")).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await shot(page, "phone-wizard-affirmations");
    await dialog.getByRole("button", { name: "Next", exact: true }).click();

    // Self-talk suggestions are marked instructional or motivational.
    await visible(dialog.getByRole("heading", { name: "Self-Talk", exact: true })).toBe(true);
    await visible(dialog.getByText(/^(Instructional|Motivational)$/).first()).toBe(true);
    await checkFirstSuggestion(page);
    await dialog.getByRole("button", { name: "Next", exact: true }).click();
    await visible(dialog.getByRole("heading", { name: "Body Language", exact: true })).toBe(true);
    const cue = await checkFirstSuggestion(page);
    await dialog.getByRole("button", { name: "Next", exact: true }).click();
    await visible(dialog.getByRole("heading", { name: "Key Phrases", exact: true })).toBe(true);
    await dialog.getByRole("button", { name: "Next", exact: true }).click();

    // One word focus: the fixed list of ten and a custom word of at most 15 characters.
    await visible(dialog.getByRole("heading", { name: "One Word Focus", exact: true })).toBe(true);
    for (const word of [
      "Focus",
      "Breathe",
      "Present",
      "Strong",
      "Power",
      "Calm",
      "Flow",
      "Trust",
      "Believe",
      "Commit",
    ]) {
      await visible(dialog.getByRole("button", { name: word, exact: true })).toBe(true);
    }
    const custom = dialog.getByLabel("Or your own word");
    expect(await custom.getAttribute("maxlength")).toBe("15");
    await custom.fill("Stay calm");
    await visible(dialog.getByText(messages.mindsetWordOneWord)).toBe(true);
    await custom.fill("Unstoppable");
    await shot(page, "phone-wizard-word");
    await dialog.getByRole("button", { name: "Next", exact: true }).click();

    // Review: only the groups holding something.
    await visible(dialog.getByRole("heading", { name: "Review & Confirm", exact: true })).toBe(true);
    await visible(dialog.getByText(affirmation, { exact: true })).toBe(true);
    await visible(dialog.getByText("I love the big moments")).toBe(true);
    await visible(dialog.getByText(cue, { exact: true })).toBe(true);
    await visible(dialog.getByText("Unstoppable")).toBe(true);
    expect(await dialog.getByText("Key Phrases", { exact: true }).count()).toBe(0);
    await shot(page, "phone-wizard-review");
    await dialog.getByRole("button", { name: "Complete", exact: true }).click();
    await visible(page.getByText(messages.mindsetDataSaved)).toBe(true);
    await visible(dialog).toBe(false);
    await visible(page.getByText("I love the big moments")).toBe(true);
    await shot(page, "phone-page");
    // The banner hides after 3 seconds.
    await expect.poll(() => page.getByText(messages.mindsetDataSaved).isVisible(), { timeout: 6000 }).toBe(false);

    // After a reload the saved mindset is shown and the wizard stays closed.
    await page.reload();
    await visible(page.getByText("Unstoppable")).toBe(true);
    await visible(page.getByText("I love the big moments")).toBe(true);
    expect(await page.getByRole("dialog").count()).toBe(0);

    // The dashboard's mindset task is done.
    await page.goto("/dashboard");
    await visible(page.getByText("Build your mindset")).toBe(true);
    expect(await mindsetTaskLinked(page)).toBe(false);
  });

  it("edits a card and saves all changes on a phone; a refused save keeps the text and can be retried", async () => {
    const page = await browser.newPage(viewports.phone, { bypassCSP: true });
    await signedInWith(page.context(), (mutate) =>
      mutate("mindset.save", { affirmations: ["I love the big moments"], oneWordFocus: "Unstoppable" }),
    );
    await page.goto("/mindset");
    await visible(page.getByText("I love the big moments")).toBe(true);
    expect(await page.getByRole("dialog").count()).toBe(0);

    // Edit a card, save all changes.
    await page.getByRole("button", { name: "Edit Affirmations & Beliefs" }).click();
    await page.getByRole("button", { name: "Add belief", exact: true }).click();
    await page.getByLabel("Belief 1", { exact: true }).fill("Pressure is a privilege");
    await shot(page, "phone-edit");
    await page.getByRole("button", { name: "Save All Changes", exact: true }).click();
    await visible(page.getByText(messages.mindsetSaved)).toBe(true);
    await visible(page.getByRole("button", { name: "Save All Changes", exact: true })).toBe(false);
    await expectNoSeriousA11yViolations(page);

    // A save the server refuses keeps the text and can be retried.
    browser.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    await page.getByRole("button", { name: "Edit One Word Focus" }).click();
    await page.getByLabel("One word focus", { exact: true }).fill("Relentless");
    await page.route("**/trpc/mindset.save**", (route) => route.abort());
    await page.getByRole("button", { name: "Save All Changes", exact: true }).click();
    await visible(page.getByText(messages.mindsetSaveFailed)).toBe(true);
    expect(await page.getByLabel("One word focus", { exact: true }).inputValue()).toBe("Relentless");
    await shot(page, "phone-save-failed");
    await page.unroute("**/trpc/mindset.save**");
    await page.getByRole("button", { name: "Save All Changes", exact: true }).click();
    await visible(page.getByText(messages.mindsetSaved)).toBe(true);

    // After a reload the saved mindset is shown.
    await page.reload();
    await visible(page.getByText("Relentless")).toBe(true);
    await visible(page.getByText("Pressure is a privilege")).toBe(true);
    await visible(page.getByText("I love the big moments")).toBe(true);
  });

  it("on a laptop: suggestions that fail show the message and examples; an empty review says so", async () => {
    const account = await createAccount();
    const page = await browser.newPage(viewports.desktop, { bypassCSP: true });
    await signIn(page.context(), account);
    browser.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    await page.route("**/trpc/mindset.suggestions**", (route) => route.abort());
    await page.goto("/mindset");
    const dialog = page.getByRole("dialog");
    await visible(dialog.getByText("Step 1 of 7")).toBe(true);
    await shot(page, "desktop-wizard-intro");
    await dialog.getByRole("button", { name: "Next", exact: true }).click();
    await visible(dialog.getByText(messages.mindsetSuggestionsFailed)).toBe(true);
    await visible(dialog.getByText("I am prepared and I trust my training")).toBe(true);
    await shot(page, "desktop-wizard-failed-suggestions");
    await expectNoSeriousA11yViolations(page);

    // Skipping to the review with nothing chosen.
    for (let step = 0; step < 5; step += 1) await dialog.getByRole("button", { name: "Next", exact: true }).click();
    await visible(dialog.getByText(messages.mindsetReviewEmpty)).toBe(true);
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await visible(dialog).toBe(false);
    await visible(page.getByRole("heading", { name: "Mindset", exact: true })).toBe(true);
    expect(await page.getByRole("button", { name: "Open Visualization Audio" }).count()).toBe(0);
    await visible(page.getByText("Click edit to add self-talk")).toBe(true);
    await shot(page, "desktop-page-empty");
  });

  it("on a laptop: unsaved edits ask before leaving", async () => {
    const page = await browser.newPage(viewports.desktop, { bypassCSP: true });
    await signedInWith(page.context(), (mutate) => mutate("mindset.save", { affirmations: ["I trust my training"] }));
    await page.goto("/mindset");
    await visible(page.getByText("Click edit to add self-talk")).toBe(true);
    expect(await page.getByRole("dialog").count()).toBe(0);
    // Unsaved edits: leaving asks first.
    await page.getByRole("button", { name: "Edit Self-Talk" }).click();
    await page.getByRole("button", { name: "Add self-talk", exact: true }).click();
    await page.getByLabel("Self-talk 1", { exact: true }).fill("Next ball.");
    await page.getByRole("link", { name: "Dashboard" }).first().click();
    const leave = page.getByRole("dialog", { name: "Discard your changes?" });
    await visible(leave).toBe(true);
    await leave.getByRole("button", { name: "Keep editing" }).click();
    expect(await page.getByLabel("Self-talk 1", { exact: true }).inputValue()).toBe("Next ball.");
    await page.getByRole("button", { name: "Save All Changes", exact: true }).click();
    await visible(page.getByText(messages.mindsetSaved)).toBe(true);
    await shot(page, "desktop-page-saved");
  });

  it("on a laptop: the wizard starts from the saved mindset; closing it with unsaved choices asks first", async () => {
    const page = await browser.newPage(viewports.desktop, { bypassCSP: true });
    await signedInWith(page.context(), (mutate) => mutate("mindset.save", { selfTalk: ["Next ball."] }));
    await page.goto("/mindset");
    await visible(page.getByText("Next ball.")).toBe(true);
    const dialog = page.getByRole("dialog");
    // The wizard starts from the saved mindset; closing it with unsaved choices asks first.
    await page.getByRole("button", { name: "Mindset Wizard" }).click();
    for (let step = 0; step < 5; step += 1) await dialog.getByRole("button", { name: "Next", exact: true }).click();
    await dialog.getByRole("button", { name: "Calm", exact: true }).click();
    await dialog.getByRole("button", { name: "Next", exact: true }).click();
    await visible(dialog.getByText("Next ball.")).toBe(true);
    await page.keyboard.press("Escape");
    const discard = page.getByRole("dialog", { name: "Discard your mindset?" });
    await visible(discard).toBe(true);
    await discard.getByRole("button", { name: "Keep going" }).click();
    await visible(page.getByRole("heading", { name: "Review & Confirm", exact: true })).toBe(true);
    await page.getByRole("button", { name: "Close", exact: true }).first().click();
    await discard.getByRole("button", { name: "Discard changes" }).click();
    await visible(page.getByRole("heading", { name: "Review & Confirm", exact: true })).toBe(false);
    await visible(page.getByText("Click edit to choose your one word focus")).toBe(true);

    await page.getByRole("link", { name: "Dashboard" }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/dashboard");
  });
});
