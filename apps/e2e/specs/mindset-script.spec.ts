import { readFileSync } from "node:fs";
import { messages } from "@onepercent/validators";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedInWith } from "../support/accounts";
import { expectNoSeriousA11yViolations, settleAnimations } from "../support/axe";
import { baseUrl, hasChromium, SHOTS_DIR, useBrowser, viewports, visible } from "../support/browser";

declare global {
  interface Window {
    /** Every microphone stream the page was given (see `watchMicrophone`). */
    microphoneStreams?: MediaStream[];
  }
}

const browser = useBrowser();
const SHOTS = SHOTS_DIR;
async function shot(page: Page, name: string) {
  await settleAnimations(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const seed = {
  oneWordFocus: "Unstoppable",
  keysToKeepItSimple: ["One touch, then look up", "Talk early"],
  affirmations: ["I trust my training", "I love the big moments"],
  selfTalk: ["Next ball."],
  identityStatement: {
    iHave: ["a plan for every match"],
    iAm: ["I am calm under pressure", "a midfielder my team can count on"],
    iLove: ["the last ten minutes"],
    iGive: ["full effort on every play"],
  },
};
/** The script of `seed` as copied and downloaded: self-talk is not part of it, stems are never doubled. */
const SCRIPT_TEXT = `My Mindset Script

ONE WORD FOCUS
Unstoppable

KEYS TO KEEP IT SIMPLE
- One touch, then look up
- Talk early

AFFIRMATIONS
- I trust my training
- I love the big moments

IDENTITY STATEMENT
I have a plan for every match.

I am calm under pressure.
I am a midfielder my team can count on.

I love the last ten minutes.

I give full effort on every play.
`;

/** Keeps every microphone stream the page gets, so a test can see whether its tracks were stopped. */
const watchMicrophone = (page: Page) =>
  page.addInitScript(() => {
    const streams: MediaStream[] = [];
    window.microphoneStreams = streams;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      streams.push(stream);
      return stream;
    };
  });
const liveMicrophoneTracks = (page: Page) =>
  page.evaluate(
    () =>
      (window.microphoneStreams ?? []).flatMap((stream) => stream.getTracks()).filter((t) => t.readyState === "live")
        .length,
  );

const counter = (page: Page) => page.getByRole("timer", { name: "Seconds recorded" });

describe.skipIf(!hasChromium)("Mindset script", () => {
  for (const [device, viewport] of [
    ["phone", viewports.phone],
    ["laptop", viewports.desktop],
  ] as const) {
    it(`on a ${device}: reads the script, copies and downloads it, records, plays back and downloads the recording`, async () => {
      const page = await browser.newPage(viewport, { bypassCSP: true });
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      await watchMicrophone(page);
      await signedInWith(page.context(), (mutate) => mutate("mindset.save", seed));

      // The /mindset page leads to the script.
      await page.goto("/mindset");
      await page.getByRole("link", { name: "Read and record your script" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/mindset-script");

      const script = page.getByRole("article", { name: "My Mindset Script" });
      await visible(script.getByText("Unstoppable", { exact: true })).toBe(true);
      await visible(script.getByText("Talk early", { exact: true })).toBe(true);
      await visible(script.getByText("I love the big moments", { exact: true })).toBe(true);
      await visible(script.getByRole("listitem").filter({ hasText: "I am calm under pressure." })).toBe(true);
      await visible(script.getByRole("listitem").filter({ hasText: "I give full effort on every play." })).toBe(true);
      expect(await script.getByText("Next ball.").count()).toBe(0);
      expect(await page.getByText("Save to my library").count()).toBe(0);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `script-${device}`);

      // Copy to clipboard, with a toast.
      await page.getByRole("button", { name: "Copy to clipboard" }).click();
      await visible(page.getByText("Script copied to clipboard")).toBe(true);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SCRIPT_TEXT);

      // Download as mindset-script.txt.
      const [text] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download", exact: true }).click(),
      ]);
      expect(text.suggestedFilename()).toBe("mindset-script.txt");
      expect(readFileSync(await text.path(), "utf8")).toBe(SCRIPT_TEXT);

      // Record with the fake microphone: the counter runs, stands still while paused.
      expect(await liveMicrophoneTracks(page)).toBe(0);
      await page.getByRole("button", { name: "Start recording" }).click();
      await visible(page.getByText("Recording", { exact: true })).toBe(true);
      expect(await liveMicrophoneTracks(page)).toBe(1);
      await expect.poll(() => counter(page).textContent(), { timeout: 6000 }).toBe("0:01");
      await page.getByRole("button", { name: "Pause" }).click();
      await visible(page.getByText("Paused", { exact: true })).toBe(true);
      const pausedAt = await counter(page).textContent();
      await page.waitForTimeout(1500);
      expect(await counter(page).textContent()).toBe(pausedAt);
      await shot(page, `script-${device}-paused`);
      await page.getByRole("button", { name: "Resume" }).click();
      await expect.poll(() => counter(page).textContent(), { timeout: 6000 }).toBe("0:02");
      await shot(page, `script-${device}-recording`);
      await page.getByRole("button", { name: "Stop" }).click();

      // Stopped: the microphone is released, the recording plays back and downloads as webm.
      const audio = page.getByLabel("Your recording");
      await visible(audio).toBe(true);
      await expect.poll(() => liveMicrophoneTracks(page)).toBe(0);
      await page.evaluate(async () => {
        const element = document.querySelector("audio");
        if (!element) throw new Error("no audio element");
        element.muted = true;
        await element.play();
      });
      await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0);
      expect(await audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(0);
      const [recording] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download recording" }).click(),
      ]);
      expect(recording.suggestedFilename()).toBe("mindset-recording.webm");
      const bytes = readFileSync(await recording.path());
      expect(bytes.length).toBeGreaterThan(1000);
      // A WebM file starts with the EBML magic number.
      expect(bytes.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
      await expectNoSeriousA11yViolations(page);
      await shot(page, `script-${device}-stopped`);

      // Record again, then leave while recording: the microphone is released.
      await page.getByRole("button", { name: "Record again" }).click();
      await visible(audio).toBe(false);
      await page.getByRole("button", { name: "Start recording" }).click();
      await visible(counter(page)).toBe(true);
      expect(await liveMicrophoneTracks(page)).toBe(1);
      await page.getByRole("link", { name: "Mindset", exact: true }).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/mindset");
      await expect.poll(() => liveMicrophoneTracks(page)).toBe(0);
    });
  }

  it("on a phone: an empty mindset leads to /mindset; a refused microphone and a failed load say why", async () => {
    const page = await browser.newPage(viewports.phone, { bypassCSP: true });
    await signedInWith(page.context(), (mutate) => mutate("mindset.save", { selfTalk: ["Next ball."] }));
    await page.goto("/mindset-script");
    await visible(page.getByText("Your mindset script is empty")).toBe(true);
    expect(await page.getByRole("button", { name: "Start recording" }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await shot(page, "script-phone-empty");

    // A microphone the browser refuses.
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await page.getByRole("link", { name: "Build your mindset" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/mindset");
    await page.getByRole("button", { name: "Edit One Word Focus" }).click();
    await page.getByLabel("One word focus", { exact: true }).fill("Calm");
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await visible(page.getByText(messages.mindsetSaved)).toBe(true);
    await page.goto("/mindset-script");
    await page.getByRole("button", { name: "Start recording" }).click();
    await visible(page.getByText("Could not access microphone: Permission denied")).toBe(true);
    await shot(page, "script-phone-microphone-refused");

    // The mindset cannot be loaded: the spec's words and the failure's own message (the router logs it).
    browser.allowConsoleErrors(/^TRPCClientError: Too many attempts/);
    const refusal = { message: messages.tooManyAttempts, code: -32029, data: { httpStatus: 429, path: "mindset.get" } };
    await page.route(/\/trpc\/mindset\.get(\?|$)/, (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify([{ error: { json: refusal } }]),
      }),
    );
    await page.goto("/mindset-script");
    await visible(page.getByText(`Failed to load your mindset data: ${messages.tooManyAttempts}`)).toBe(true);
    await shot(page, "script-phone-load-failed");
  });
});

describe.skipIf(!hasChromium)("Identity statement on /mindset", () => {
  for (const [device, viewport] of [
    ["phone", viewports.phone],
    ["laptop", viewports.desktop],
  ] as const) {
    it(`on a ${device}: edits the four lists with the coach's suggestions and saves them with the other cards`, async () => {
      const page = await browser.newPage(viewport, { bypassCSP: true });
      await signedInWith(page.context(), (mutate) => mutate("mindset.save", { affirmations: ["I trust my training"] }));
      await page.goto("/mindset");
      const card = page.getByRole("region", { name: "Identity Statement" });
      await visible(card.getByText(/Click edit to write who you are/)).toBe(true);

      await card.getByRole("button", { name: "Edit Identity Statement" }).click();
      // The built-in coach writes for the account's sport and position (Soccer, Midfielder).
      const suggestion = card.getByRole("button", { name: "Add suggestion: I am a midfielder my team can count on" });
      await visible(suggestion).toBe(true);
      await suggestion.click();
      await visible(suggestion).toBe(false);
      expect(await card.getByLabel('"I am" statement 1', { exact: true }).inputValue()).toBe(
        "a midfielder my team can count on",
      );
      // A stem typed anyway is not doubled.
      await card.getByRole("button", { name: 'Add "I have" statement' }).click();
      await card.getByLabel('"I have" statement 1', { exact: true }).fill("I have a plan for every match");
      await card.getByRole("button", { name: 'Add "I give" statement' }).click();
      await card.getByLabel('"I give" statement 1', { exact: true }).fill("full effort on every play");
      await expectNoSeriousA11yViolations(page);
      await shot(page, `identity-${device}-edit`);
      await card.screenshot({ path: `${SHOTS}/identity-${device}-edit-card.png` });

      await page.getByRole("button", { name: "Save All Changes", exact: true }).click();
      await visible(page.getByText(messages.mindsetSaved)).toBe(true);
      await visible(card.getByRole("listitem").filter({ hasText: "I have a plan for every match." })).toBe(true);
      await visible(card.getByRole("listitem").filter({ hasText: "I am a midfielder my team can count on." })).toBe(
        true,
      );
      expect(await card.getByText(/I have I have/).count()).toBe(0);
      await shot(page, `identity-${device}-saved`);
      await card.screenshot({ path: `${SHOTS}/identity-${device}-saved-card.png` });

      // After a reload, on the page and in the script.
      await page.reload();
      await visible(card.getByRole("listitem").filter({ hasText: "I give full effort on every play." })).toBe(true);
      await page.goto("/mindset-script");
      const script = page.getByRole("article", { name: "My Mindset Script" });
      await visible(script.getByRole("listitem").filter({ hasText: "I have a plan for every match." })).toBe(true);
      await visible(script.getByText("I trust my training", { exact: true })).toBe(true);
    });
  }

  it("on a laptop: a sixth statement cannot be added, and failed suggestions show examples", async () => {
    const page = await browser.newPage(viewports.desktop, { bypassCSP: true });
    const five = ["calm", "ready", "strong", "brave", "patient"];
    await signedInWith(page.context(), (mutate) =>
      mutate("mindset.save", { identityStatement: { iAm: five, iLove: ["the game"] } }),
    );
    browser.allowConsoleErrors(/^Failed to load resource: net::ERR_FAILED$/);
    await page.route("**/trpc/mindset.identitySuggestions**", (route) => route.abort());
    await page.goto("/mindset");
    const card = page.getByRole("region", { name: "Identity Statement" });
    await visible(card.getByRole("listitem").filter({ hasText: "I am patient." })).toBe(true);
    await card.getByRole("button", { name: "Edit Identity Statement" }).click();
    await visible(card.getByText(messages.mindsetSuggestionsFailed)).toBe(true);
    await visible(card.getByRole("button", { name: "Add suggestion: I love competing when it matters most" })).toBe(
      true,
    );
    // "I am" is full: no Add button, its suggestions are disabled.
    expect(await card.getByRole("button", { name: 'Add "I am" statement' }).count()).toBe(0);
    expect(await card.getByRole("button", { name: "Add suggestion: I am calm under pressure" }).isDisabled()).toBe(
      true,
    );
    await card.getByRole("button", { name: "Add suggestion: I love competing when it matters most" }).click();
    await shot(page, "identity-laptop-full");
    await page.getByRole("button", { name: "Save All Changes", exact: true }).click();
    await visible(page.getByText(messages.mindsetSaved)).toBe(true);
    await visible(card.getByRole("listitem").filter({ hasText: "I love competing when it matters most." })).toBe(true);
  });
});
