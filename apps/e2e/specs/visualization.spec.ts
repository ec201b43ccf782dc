import { readFileSync } from "node:fs";
import { aiMessages } from "@onepercent/validators";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedInWith } from "../support/accounts";
import { expectNoSeriousA11yViolations, settleAnimations } from "../support/axe";
import {
  GENERATION_TEST_MS,
  GENERATION_WAIT_MS,
  hasChromium,
  SHOTS_DIR,
  useBrowser,
  viewports,
  visible,
} from "../support/browser";

const browser = useBrowser();
const SHOTS = SHOTS_DIR;

const sizes = [
  ["phone", viewports.phone],
  ["laptop", viewports.desktop],
] as const;

/** What the athlete sees: the overlay over the page (a page alone is taken whole). */
async function shot(page: Page, name: string, fullPage = false) {
  await settleAnimations(page);
  await page.screenshot({ path: `${SHOTS}/visualization-${name}.png`, fullPage });
}

/** What the coach writes from: an MVP and a mindset. */
const seed = async (mutate: (path: string, input: unknown) => Promise<void>) => {
  await mutate("mvp.save", {
    mission: "Lead my team with energy and calm in every match",
    vision: ["Start every game for the varsity team"],
    principles: ["Talk early on every play"],
  });
  await mutate("mindset.save", {
    oneWordFocus: "Steady",
    affirmations: ["I trust my training", "I love the big moments"],
    selfTalk: ["Next ball."],
  });
};

const creator = (page: Page) => page.getByRole("dialog", { name: "Visualization Audio Creator", exact: true });
const script = (dialog: Locator) => dialog.getByLabel("Your script", { exact: true });
/** A saved item by its title (the inner locator of `has` is relative to each list item). */
const item = (dialog: Locator, title: string) =>
  dialog
    .getByRole("list", { name: "Your visualization library" })
    .getByRole("listitem")
    .filter({ has: dialog.page().getByRole("heading", { name: title }) });

/** Plays the `index`th audio element muted until its clock moves. */
async function playsBack(audio: Locator) {
  await audio.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
}

describe.skipIf(!hasChromium)("Visualization Audio", () => {
  it.each(sizes)(
    "on a %s: writes a script, makes its audio, plays, saves, finds and deletes it",
    async (name, size) => {
      const page = await browser.newPage(size, { bypassCSP: true });
      await signedInWith(page.context(), seed);
      await page.goto("/dashboard?modal=audio-visualization");
      const dialog = creator(page);
      await visible(dialog.getByRole("tab", { name: "Create" })).toBe(true);
      await visible(dialog.getByRole("radiogroup", { name: "Start from a template" })).toBe(true);
      await shot(page, `empty-${name}`);
      await expectNoSeriousA11yViolations(page);

      // §5: audio and saving need a script.
      await dialog.getByRole("button", { name: "Generate Audio" }).click();
      await visible(dialog.getByText(aiMessages.scriptRequired)).toBe(true);
      await dialog.getByRole("button", { name: "Save to Library" }).click();
      await visible(dialog.getByText(aiMessages.noScriptToSave)).toBe(true);

      // A template fills the script; editing the text clears the choice (§4).
      const first = dialog.getByRole("radio").first();
      await first.click();
      await expect.poll(() => first.getAttribute("aria-checked")).toBe("true");
      await expect.poll(async () => (await script(dialog).inputValue()).length).toBeGreaterThan(40);
      await shot(page, `template-${name}`);
      await script(dialog).press("End");
      await script(dialog).pressSequentially(" Breathe.");
      await expect.poll(() => first.getAttribute("aria-checked")).toBe("false");

      // Generate Mindset Script: the coach writes from the athlete's own MVP and mindset.
      await script(dialog).fill("");
      await dialog.getByRole("button", { name: "Generate Mindset Script" }).click();
      await expect.poll(() => script(dialog).inputValue(), { timeout: 20_000 }).toContain("I trust my training");

      // The shortest track (Home on the slider: 1 minute), then Generate Audio.
      const duration = dialog.getByRole("slider", { name: "Duration" });
      await duration.focus();
      await duration.press("Home");
      await expect.poll(() => duration.inputValue()).toBe("1");
      await dialog.getByLabel("Background").selectOption("ambient");
      await dialog.getByRole("button", { name: "Generate Audio" }).click();
      await visible(dialog.getByRole("progressbar")).toBe(true);
      await shot(page, `generating-${name}`);
      const player = dialog.getByLabel("Your visualization", { exact: true });
      await expect.poll(() => player.isVisible(), { timeout: GENERATION_WAIT_MS }).toBe(true);
      expect(await player.getAttribute("src")).toMatch(/^\/api\/ai\/files\/[0-9a-f-]{36}$/);
      await playsBack(player);
      expect(await player.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(50);
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        dialog.getByRole("link", { name: "Download", exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^visualization-1-min-\d{4}-\d{2}-\d{2}\.mp3$/);
      expect(readFileSync(await download.path()).length).toBeGreaterThan(10_000);
      await shot(page, `audio-${name}`);
      await expectNoSeriousA11yViolations(page);

      // Save to Library asks for a title in a dialog; a blank one is refused.
      await dialog.getByRole("button", { name: "Save to Library" }).click();
      const titleDialog = page.getByRole("dialog", { name: "Save to Library" });
      await titleDialog.getByRole("button", { name: "Save" }).click();
      await visible(titleDialog.getByText(aiMessages.visualizationTitleRequired)).toBe(true);
      await shot(page, `title-${name}`);
      await titleDialog.getByLabel("Title").fill("Game day focus");
      await titleDialog.getByRole("button", { name: "Save" }).click();
      await visible(dialog.getByText(aiMessages.saved)).toBe(true);
      await visible(titleDialog).toBe(false);

      // In the library: title, length, date; it plays there too.
      await dialog.getByRole("tab", { name: /Library/ }).click();
      const saved = item(dialog, "Game day focus");
      await visible(saved).toBe(true);
      await visible(saved.getByText("1:00")).toBe(true);
      await saved.getByRole("button", { name: "Play Game day focus" }).click();
      await playsBack(saved.getByLabel("Game day focus", { exact: true }));
      await shot(page, `library-${name}`);
      await expectNoSeriousA11yViolations(page);

      // Delete asks first (§8).
      await saved.getByRole("button", { name: "Delete Game day focus" }).click();
      const confirm = page.getByRole("dialog", { name: "Delete audio" });
      await visible(confirm.getByText(aiMessages.deleteConfirm)).toBe(true);
      await shot(page, `delete-${name}`);
      await confirm.getByRole("button", { name: "Delete" }).click();
      await visible(dialog.getByText(aiMessages.deleted)).toBe(true);
      await visible(saved).toBe(false);
      await visible(dialog.getByText(/Nothing saved yet/)).toBe(true);
    },
    GENERATION_TEST_MS,
  );

  it.each(sizes)("on a %s: records in the athlete's own voice and saves the recording", async (name, size) => {
    const page = await browser.newPage(size, { bypassCSP: true });
    await signedInWith(page.context(), seed);
    await page.goto("/dashboard?modal=audio-visualization");
    const dialog = creator(page);
    const first = dialog.getByRole("radio").first();
    await first.click();
    await dialog.getByRole("tab", { name: "Record" }).click();
    await expect
      .poll(async () => (await dialog.getByLabel("Read your script aloud").inputValue()).length)
      .toBeGreaterThan(40);

    await dialog.getByRole("button", { name: "Start recording" }).click();
    const counter = dialog.getByRole("timer", { name: "Seconds recorded" });
    await expect.poll(() => counter.textContent(), { timeout: 6000 }).toBe("0:02");
    await shot(page, `recording-${name}`);
    await dialog.getByRole("button", { name: "Stop" }).click();
    const recording = dialog.getByLabel("Your recording");
    await visible(recording).toBe(true);
    await playsBack(recording);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download recording" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("visualization-recording.webm");

    await dialog.getByRole("button", { name: "Save recording" }).click();
    const titleDialog = page.getByRole("dialog", { name: "Save recording" });
    await expect.poll(() => titleDialog.getByLabel("Title").inputValue()).toMatch(/^My voice — /);
    await titleDialog.getByLabel("Title").fill("In my own voice");
    await shot(page, `recording-title-${name}`);
    await titleDialog.getByRole("button", { name: "Save" }).click();
    await visible(dialog.getByText(aiMessages.saved)).toBe(true);
    await shot(page, `recorded-${name}`);
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole("tab", { name: /Library/ }).click();
    const saved = item(dialog, "In my own voice");
    await visible(saved.getByText("Your voice")).toBe(true);
    await saved.getByRole("button", { name: "Play In my own voice" }).click();
    await playsBack(saved.getByLabel("In my own voice", { exact: true }));
    await shot(page, `recording-library-${name}`);
  });

  it("on a laptop: without MVP or mindset the coach says where to start; a refused microphone says so", async () => {
    const page = await browser.newPage(viewports.desktop, { bypassCSP: true });
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await signedInWith(page.context());
    await page.goto("/dashboard?modal=audio-visualization");
    const dialog = creator(page);
    await dialog.getByRole("button", { name: "Generate Mindset Script" }).click();
    await visible(dialog.getByText(aiMessages.needsMindset)).toBe(true);
    await visible(dialog.getByRole("link", { name: "Go to MVP" })).toBe(true);
    await shot(page, "needs-mindset-laptop");
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole("tab", { name: "Record" }).click();
    await dialog.getByRole("button", { name: "Start recording" }).click();
    await visible(dialog.getByText(aiMessages.microphoneDenied)).toBe(true);
    await shot(page, "microphone-denied-laptop");

    // The link leads to the MVP page, and the overlay closes.
    await dialog.getByRole("tab", { name: "Create" }).click();
    await dialog.getByRole("link", { name: "Go to MVP" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/mvp");
    await visible(dialog).toBe(false);
  });

  it("on a phone: a mindset script recording is saved to the library from /mindset-script", async () => {
    const page = await browser.newPage(viewports.phone, { bypassCSP: true });
    await signedInWith(page.context(), seed);
    await page.goto("/mindset-script");
    await page.getByRole("button", { name: "Start recording" }).click();
    await expect
      .poll(() => page.getByRole("timer", { name: "Seconds recorded" }).textContent(), { timeout: 6000 })
      .toBe("0:01");
    await page.getByRole("button", { name: "Stop" }).click();
    await page.getByRole("button", { name: "Save to my library" }).click();
    const titleDialog = page.getByRole("dialog", { name: "Save to my library" });
    await expect.poll(() => titleDialog.getByLabel("Title").inputValue()).toMatch(/^Mindset script — /);
    const title = await titleDialog.getByLabel("Title").inputValue();
    await shot(page, "mindset-script-title-phone");
    await titleDialog.getByRole("button", { name: "Save" }).click();
    await visible(page.getByText("Saved to your library.")).toBe(true);
    await shot(page, "mindset-script-saved-phone", true);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("link", { name: "Open your library" }).click();
    const dialog = creator(page);
    await dialog.getByRole("tab", { name: /Library/ }).click();
    await visible(item(dialog, title).getByText("Your voice")).toBe(true);
  });
});
