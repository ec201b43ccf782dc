import { focusMessages } from "@onepercent/validators";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedInWith } from "../support/accounts";
import { expectNoSeriousA11yViolations, settleAnimations } from "../support/axe";
import { hasChromium, SHOTS_DIR, useBrowser, viewports, visible } from "../support/browser";

const browser = useBrowser();
const SHOTS = SHOTS_DIR;
/** A full-page screenshot; `settle` first lets colour transitions end (not while a session runs). */
async function shot(page: Page, name: string, settle = true) {
  if (settle) await settleAnimations(page);
  await page.screenshot({ path: `${SHOTS}/breathwork-${name}.png`, fullPage: true });
}

const preset = (page: Page, name: string) => page.getByRole("radio", { name, exact: true });
const sessionCard = (page: Page) =>
  page.getByRole("region", { name: /./ }).filter({ has: page.getByText("Bell volume") });
const stats = (page: Page) => page.getByRole("region", { name: "Last 30 Days" });
/** A figure of the 'Last 30 Days' tiles, e.g. Sessions. */
const tile = (page: Page, label: string) => stats(page).locator("div", { has: page.getByText(label, { exact: true }) });

/** Creates the short preset through the form, checking the §5 messages on the way. */
async function createQuickPreset(page: Page, name: string) {
  await page.getByRole("button", { name: "Create Custom Preset" }).click();
  const form = page.getByRole("region", { name: "New custom preset" });
  // §9: the form starts at 4 seconds a phase and 5 cycles.
  expect(await form.getByLabel("Inhale (seconds)", { exact: true }).inputValue()).toBe("4");
  expect(await form.getByLabel("Cycles", { exact: true }).inputValue()).toBe("5");
  await form.getByRole("button", { name: "Save Preset" }).click();
  await visible(form.getByText(focusMessages.presetNameRequired)).toBe(true);
  await form.getByLabel("Preset name", { exact: true }).fill(name);
  await form.getByLabel("Inhale (seconds)", { exact: true }).fill("0");
  await form.getByRole("button", { name: "Save Preset" }).click();
  await visible(form.getByText(focusMessages.presetValuesInvalid)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await form.getByLabel("Inhale (seconds)", { exact: true }).fill("1");
  await form.getByLabel("Hold after inhale (seconds)", { exact: true }).fill("0");
  await form.getByLabel("Exhale (seconds)", { exact: true }).fill("1");
  await form.getByLabel("Hold after exhale (seconds)", { exact: true }).fill("0");
  await form.getByLabel("Cycles", { exact: true }).fill("2");
  await shot(page, `${page.viewportSize()?.width}-form`);
  await form.getByRole("button", { name: "Save Preset" }).click();
  await visible(form).toBe(false);
  await expect.poll(() => preset(page, name).getAttribute("aria-checked")).toBe("true");
  await visible(page.getByRole("heading", { name, exact: true })).toBe(true);
}

/** Runs the selected 2 × 2 s preset with a pause in the middle, to 'Complete!'. */
async function breatheThrough(page: Page) {
  const card = sessionCard(page);
  await card.getByRole("button", { name: "Start", exact: true }).click();
  await visible(card.getByText(/^(Inhale|Exhale)$/).first()).toBe(true);
  await card.getByRole("button", { name: "Pause" }).click();
  await visible(card.getByText("Paused", { exact: true }).first()).toBe(true);
  // Paused time does not count: the seconds left and the cycle stand still.
  const before = await card.getByText(/^\d+ seconds left$/).textContent();
  await page.waitForTimeout(1500);
  expect(await card.getByText(/^\d+ seconds left$/).textContent()).toBe(before);
  await visible(card.getByText("Cycle 1 of 2")).toBe(true);
  await card.getByRole("button", { name: "Resume" }).click();
  await visible(card.getByText("Cycle 2 of 2")).toBe(true);
  await shot(page, `${page.viewportSize()?.width}-running`, false);
  await expect
    .poll(() => card.getByText("Complete!", { exact: true }).first().isVisible(), { timeout: 8000 })
    .toBe(true);
  await visible(card.getByRole("button", { name: "Start Again" })).toBe(true);
  // The Start click woke the audio for the bell: no §8 'Audio playback was blocked'.
  expect(await page.getByText(focusMessages.audioBlocked).count()).toBe(0);
}

/** The breathing circle's size as drawn (its CSS transform). */
const circleTransform = (page: Page) =>
  page.locator("[data-breath-circle]").evaluate((element) => getComputedStyle(element).transform);

describe.skipIf(!hasChromium)("Breathwork", () => {
  for (const [device, viewport] of Object.entries(viewports)) {
    it(`on a ${device}: a custom preset made in the form runs with pause and resume to 'Complete!', and the stats count it`, async () => {
      const page = await browser.newPage(viewport, { bypassCSP: true });
      await signedInWith(page.context());
      await page.goto("/breathwork");
      await visible(page.getByRole("heading", { name: "Breathwork", level: 1 })).toBe(true);
      // Without a last session the first built-in preset is chosen; each says why it helps.
      await expect.poll(() => preset(page, "Box Breathing").getAttribute("aria-checked")).toBe("true");
      await visible(page.getByText("A long exhale slows the heart and calms nerves.")).toBe(true);
      await visible(stats(page).getByText(/No sessions in the last 30 days yet/)).toBe(true);
      await shot(page, `${viewport.width}-ready`);
      await expectNoSeriousA11yViolations(page);

      await createQuickPreset(page, "Quick Calm");
      await breatheThrough(page);
      await shot(page, `${viewport.width}-complete`);

      // The saved session shows in 'Last 30 Days' with its chart and in the recent list.
      await visible(tile(page, "Sessions").getByText("1", { exact: true })).toBe(true);
      await visible(tile(page, "Completed").getByText("1", { exact: true })).toBe(true);
      await visible(tile(page, "Time").getByText("4 s", { exact: true })).toBe(true);
      await visible(stats(page).getByRole("img", { name: /^Minutes of breathwork per day/ })).toBe(true);
      await visible(stats(page).getByText("Quick Calm")).toBe(true);
      await visible(stats(page).getByText("2 cycles · Completed")).toBe(true);
      await stats(page).scrollIntoViewIfNeeded();
      await shot(page, `${viewport.width}-stats`);
      await expectNoSeriousA11yViolations(page);
    });
  }

  it("on a laptop: the last preset comes back, Reset saves a partial session, cyclic sighing says 'Inhale again', a preset is deleted after asking, and the bell volume is kept", async () => {
    const page = await browser.newPage(viewports.desktop, { bypassCSP: true });
    await signedInWith(page.context(), async (mutate) => {
      await mutate("focus.breathwork.savePreset", {
        name: "Quick Calm",
        inhale: 1,
        hold1: 0,
        exhale: 1,
        hold2: 0,
        cycles: 2,
      });
      await mutate("focus.breathwork.saveSession", { preset: "Quick Calm", completed: true, duration: 4, cycles: 2 });
    });
    await page.goto("/breathwork");
    await expect.poll(() => preset(page, "Quick Calm").getAttribute("aria-checked")).toBe("true");

    // Cyclic sighing: the preset's own label for the second inhale, then Reset stops early.
    await preset(page, "Cyclic Sighing").click();
    const card = sessionCard(page);
    await card.getByRole("button", { name: "Start", exact: true }).click();
    // The preset list is locked while the session runs.
    await expect.poll(() => preset(page, "Box Breathing").isDisabled()).toBe(true);
    await visible(card.getByText("Inhale again", { exact: true }).first()).toBe(true);
    await shot(page, "1280-inhale-again", false);
    await card.getByRole("button", { name: "Reset" }).click();
    await visible(card.getByText("Ready", { exact: true })).toBe(true);
    await visible(stats(page).getByText(/Partial$/)).toBe(true);
    await visible(tile(page, "Sessions").getByText("2", { exact: true })).toBe(true);
    await visible(tile(page, "Completed").getByText("1", { exact: true })).toBe(true);

    // The bell's volume is kept in this browser.
    await page.getByLabel("Bell volume").fill("0.3");
    await visible(page.getByText("30%", { exact: true })).toBe(true);
    await page.reload();
    expect(await page.getByLabel("Bell volume").inputValue()).toBe("0.3");
    // The partial session made Cyclic Sighing the last used preset.
    await expect.poll(() => preset(page, "Cyclic Sighing").getAttribute("aria-checked")).toBe("true");

    // With reduced motion the circle stays still while the text counts down.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await preset(page, "Box Breathing").click();
    await card.getByRole("button", { name: "Start", exact: true }).click();
    const still = await circleTransform(page);
    await visible(card.getByText("3 seconds left")).toBe(true);
    expect(await circleTransform(page)).toBe(still);
    await card.getByRole("button", { name: "Reset" }).click();
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await card.getByRole("button", { name: "Start", exact: true }).click();
    const first = await circleTransform(page);
    await visible(card.getByText("3 seconds left")).toBe(true);
    expect(await circleTransform(page)).not.toBe(first);
    await card.getByRole("button", { name: "Reset" }).click();

    await page.getByRole("button", { name: "Delete preset Quick Calm" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this preset?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await visible(confirm).toBe(false);
    await expect.poll(() => preset(page, "Quick Calm").count()).toBe(0);
    await shot(page, "1280-after-delete");
    await expectNoSeriousA11yViolations(page);
  });

  it("on a phone: leaving the page in the middle of a session saves it as partial", async () => {
    const page = await browser.newPage(viewports.phone, { bypassCSP: true });
    await signedInWith(page.context());
    await page.goto("/breathwork");
    await sessionCard(page).getByRole("button", { name: "Start", exact: true }).click();
    await page.waitForTimeout(2200);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).last().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/dashboard");
    await page.goto("/breathwork");
    await visible(stats(page).getByText(/Partial$/)).toBe(true);
    await visible(stats(page).getByText("Box Breathing")).toBe(true);
  });
});
