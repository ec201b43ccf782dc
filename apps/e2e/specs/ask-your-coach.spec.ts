import { readFileSync } from "node:fs";
import { ChatMessage, chatMessages, conversationFileName } from "@onepercent/validators";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createAccount, signIn } from "../support/accounts";
import { expectNoSeriousA11yViolations, settleAnimations } from "../support/axe";
import { hasChromium, SHOTS_DIR, useBrowser, viewports, visible } from "../support/browser";
import { controlledBy } from "../support/service-worker";

const browser = useBrowser();
const SHOTS = SHOTS_DIR;

const sizes = [
  ["phone", viewports.phone],
  ["laptop", viewports.desktop],
] as const;

const QUESTION = "How do I calm my nerves before a big game?";

async function shot(page: Page, name: string) {
  await settleAnimations(page);
  await page.screenshot({ path: `${SHOTS}/coach-${name}.png` });
}

/**
 * Before the app loads: every message an EventSource receives is kept in `window.sseMessages`,
 * and every text the coach's bubble shows while it writes in `window.draftTexts`.
 */
async function watchStream(page: Page) {
  await page.addInitScript(() => {
    const messages: string[] = [];
    const drafts: string[] = [];
    Reflect.set(window, "sseMessages", messages);
    Reflect.set(window, "draftTexts", drafts);
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener("message", (event) => messages.push(String(event.data)));
      }
    };
    new MutationObserver(() => {
      const text = document.querySelector("[data-testid=coach-draft]")?.textContent ?? "";
      if (text && drafts.at(-1) !== text) drafts.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** A streamed event as the server serialises it (superjson's envelope). */
const StreamMessage = z.object({ json: z.object({ type: z.enum(["delta", "done"]) }).passthrough() });

async function streamed(page: Page, name: "sseMessages" | "draftTexts"): Promise<string[]> {
  return z.array(z.string()).parse(await page.evaluate((key) => Reflect.get(window, key), name));
}

const streamEvents = async (page: Page) =>
  (await streamed(page, "sseMessages")).map((data) => StreamMessage.parse(JSON.parse(data)).json);

/** Asks `question` with Enter and waits until the answer is written in full. */
async function askAndWait(page: Page, question: string, whileWriting?: () => Promise<void>) {
  const dialog = page.getByRole("dialog", { name: "Ask Your Coach" });
  const answersBefore = (await streamEvents(page)).filter((event) => event.type === "done").length;
  const box = dialog.getByLabel("Your question");
  await box.fill(question);
  await box.press("Enter");
  await whileWriting?.();
  await expect
    .poll(async () => (await streamEvents(page)).filter((event) => event.type === "done").length, { timeout: 15_000 })
    .toBe(answersBefore + 1);
  await visible(dialog.getByTestId("coach-draft")).toBe(false);
}

/**
 * A slow connection (Chromium's own throttling) for `run`: the built-in coach writes its answer
 * in a few milliseconds, so on a fast local link it could arrive in one piece; at 1.5 kB/s the
 * pieces reach the page one after another, as they do from a provider that writes slowly.
 */
async function onSlowConnection(page: Page, run: () => Promise<void>) {
  // The app's service worker has installed first (its precache downloaded): on the slow connection
  // the precache would share the page's bandwidth with the answer.
  await controlledBy(page, "/sw.js");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const conditions = { offline: false, latency: 0, uploadThroughput: -1 };
  await cdp.send("Network.emulateNetworkConditions", { ...conditions, downloadThroughput: 1500 });
  try {
    await run();
  } finally {
    await cdp.send("Network.emulateNetworkConditions", { ...conditions, downloadThroughput: -1 });
    await cdp.detach();
  }
}

async function openFromDrawer(page: Page, item: string, screenshot?: string) {
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await visible(drawer.getByText("AI Tools", { exact: true })).toBe(true);
  if (screenshot) await shot(page, screenshot);
  await drawer.getByRole("link", { name: item }).click();
}

const Conversations = z.array(z.object({ result: z.object({ data: z.object({ json: z.array(z.unknown()) }) }) }));

describe.skipIf(!hasChromium)("Ask Your Coach", () => {
  it.each(sizes)("on a %s: asks, watches the answer stream in, saves, downloads and clears", async (name, size) => {
    const page = await browser.newPage(size, { bypassCSP: true });
    await watchStream(page);
    await signIn(page.context(), await createAccount({ name: "Sam Rivera" }));
    await page.goto("/dashboard");
    await openFromDrawer(page, "Ask Your Coach");

    const dialog = page.getByRole("dialog", { name: "Ask Your Coach" });
    await visible(dialog).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    expect(new URL(page.url()).searchParams.get("modal")).toBe("ask-your-coach");
    const tips = dialog.getByRole("region", { name: "Tips for asking" });
    await expect.poll(() => tips.getByRole("listitem").count()).toBeGreaterThan(0);
    await shot(page, `empty-${name}`);
    await expectNoSeriousA11yViolations(page);

    // Nothing asked yet (§5 Chat).
    const ask = dialog.getByRole("button", { name: "Ask", exact: true });
    await ask.click();
    await visible(dialog.getByText(chatMessages.questionRequired)).toBe(true);
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await visible(dialog.getByText(chatMessages.nothingToSave)).toBe(true);
    await dialog.getByRole("button", { name: "Download", exact: true }).click();
    await visible(dialog.getByText(chatMessages.nothingToDownload)).toBe(true);

    // Enter asks; the answer arrives in pieces and grows in the coach's bubble as they come.
    await onSlowConnection(page, () =>
      askAndWait(page, QUESTION, async () => {
        await visible(dialog.getByText("Coach is writing…")).toBe(true);
        await visible(dialog.getByRole("button", { name: "Stop" })).toBe(true);
        await expect
          .poll(async () => (await dialog.getByTestId("coach-draft").textContent())?.length ?? 0)
          .toBeGreaterThan(60);
        await shot(page, `writing-${name}`);
      }),
    );
    const question = dialog.getByLabel("Your question");
    expect(await question.inputValue()).toBe("");
    await visible(dialog.getByText(chatMessages.questionRequired)).toBe(false);
    const log = dialog.getByRole("log", { name: "Conversation with your coach" });
    const turns = log.getByRole("listitem");
    await expect.poll(() => turns.count()).toBe(2);
    expect(await turns.nth(0).textContent()).toBe(`You: ${QUESTION}`);
    const answer = (await turns.nth(1).textContent()) ?? "";
    expect(answer.startsWith("Coach: ")).toBe(true);
    expect(answer.length).toBeGreaterThan(80);
    const events = await streamEvents(page);
    expect(events.filter((event) => event.type === "delta").length).toBeGreaterThanOrEqual(2);
    expect(events.at(-1)?.type).toBe("done");
    // The bubble showed the answer growing: several lengths, each text the start of the next.
    const drafts = await streamed(page, "draftTexts");
    expect(new Set(drafts.map((text) => text.length)).size).toBeGreaterThanOrEqual(2);
    for (const [index, text] of drafts.slice(1).entries()) expect(text.startsWith(drafts[index] ?? "")).toBe(true);
    await shot(page, `answered-${name}`);
    await expectNoSeriousA11yViolations(page);

    // Save: 'Saved' until a new answer or Clear (§4 Chat); the conversation is on the server.
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await visible(dialog.getByText(chatMessages.saved)).toBe(true);
    await visible(dialog.getByRole("button", { name: "Saved", exact: true })).toBe(true);
    await shot(page, `saved-${name}`);
    const saved = Conversations.parse(
      await page.evaluate(() =>
        fetch("/trpc/ai.coach.conversations?batch=1&input=%7B%7D").then((response) => response.json()),
      ),
    );
    const [conversation] = z.array(z.object({ messages: z.array(ChatMessage) })).parse(saved[0]?.result.data.json);
    expect(conversation?.messages.map((message) => message.role)).toEqual(["user", "coach"]);
    expect(conversation?.messages[0]?.content).toBe(QUESTION);

    // A new answer makes the conversation unsaved again.
    await askAndWait(page, "And what if I still feel shaky during the warm-up?");
    await expect.poll(() => turns.count()).toBe(4);
    await visible(dialog.getByRole("button", { name: "Save", exact: true })).toBe(true);

    // Download: the transcript under today's date (the browser's own day).
    const today = await page.evaluate(() => new Date().toLocaleDateString("en-CA"));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(conversationFileName(today));
    const transcript = readFileSync(await download.path(), "utf8");
    expect(transcript).toContain(`You: ${QUESTION}`);
    expect(transcript).toContain("Coach: ");

    // Clear: the chat is empty and Save is back.
    await dialog.getByRole("button", { name: "Clear", exact: true }).click();
    await visible(log.getByText(QUESTION)).toBe(false);
    await expect.poll(() => turns.count()).toBe(0);
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await visible(dialog.getByText(chatMessages.nothingToSave)).toBe(true);
    await dialog.getByRole("button", { name: "Close" }).click();
    await visible(dialog).toBe(false);
    expect(new URL(page.url()).searchParams.get("modal")).toBeNull();
  });

  it("stops an answer halfway and keeps what was written; a failed answer gives the question back", async () => {
    const page = await browser.newPage(viewports.desktop, { bypassCSP: true });
    await watchStream(page);
    await signIn(page.context(), await createAccount());
    await page.goto("/dashboard?modal=ask-your-coach");
    const dialog = page.getByRole("dialog", { name: "Ask Your Coach" });
    const question = dialog.getByLabel("Your question");
    const log = dialog.getByRole("log", { name: "Conversation with your coach" });
    const draft = dialog.getByTestId("coach-draft");
    await visible(question).toBe(true);

    await onSlowConnection(page, async () => {
      await question.fill("How can I bounce back after a mistake?");
      await question.press("Enter");
      await expect.poll(async () => (await draft.textContent())?.length ?? 0, { timeout: 15_000 }).toBeGreaterThan(40);
      await dialog.getByRole("button", { name: "Stop" }).click();
    });
    await visible(draft).toBe(false);
    await expect.poll(() => log.getByRole("listitem").count()).toBe(2);
    const kept = (await log.getByRole("listitem").nth(1).textContent()) ?? "";
    expect(kept.length).toBeGreaterThan(40);
    expect((await streamEvents(page)).some((event) => event.type === "done")).toBe(false);
    await visible(dialog.getByRole("button", { name: "Save", exact: true })).toBe(true);

    // The server cannot be reached: the message of §8, and the question is back in the box.
    browser.allowConsoleErrors(/status of 503/);
    await page.route("**/trpc/ai.coach.ask?**", (route) => route.fulfill({ status: 503, body: "" }));
    await question.fill("What should I eat before a game?");
    await question.press("Enter");
    await visible(dialog.getByText(chatMessages.failed)).toBe(true);
    expect(await question.inputValue()).toBe("What should I eat before a game?");
    expect(await log.getByRole("listitem").count()).toBe(2);
  });

  it.each(sizes)("on a %s: each item of the drawer's AI Tools opens its overlay over the page", async (name, size) => {
    const page = await browser.newPage(size);
    await signIn(page.context(), await createAccount());
    await page.goto("/journal");
    for (const [item, modal, title] of [
      ["Visualization Audio", "audio-visualization", /Visualization/],
      ["Mental Imagery", "mental-imagery", /Mental Imagery/],
      ["Ask Your Coach", "ask-your-coach", /Ask Your Coach/],
    ] as const) {
      await openFromDrawer(page, item, modal === "audio-visualization" ? `drawer-${name}` : undefined);
      const dialog = page.getByRole("dialog", { name: title });
      await visible(dialog).toBe(true);
      const url = new URL(page.url());
      expect([url.pathname, url.searchParams.get("modal")]).toEqual(["/journal", modal]);
      await page.keyboard.press("Escape");
      await visible(dialog).toBe(false);
    }
  });
});
