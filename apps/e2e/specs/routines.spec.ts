import { routineMessages } from "@onepercent/validators";
import { offlineMessages } from "@onepercent/validators/messages/offline";
import type { Locator, Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedInWith } from "../support/accounts";
import { expectNoSeriousA11yViolations, settleAnimations } from "../support/axe";
import { hasChromium, SHOTS_DIR, useBrowser, viewports, visible } from "../support/browser";

const browser = useBrowser();
const SHOTS = SHOTS_DIR;

const sizes = [
  ["phone", viewports.phone],
  ["laptop", viewports.desktop],
] as const;

async function shot(page: Page, name: string) {
  await settleAnimations(page);
  await page.screenshot({ path: `${SHOTS}/routines-${name}.png`, fullPage: true });
}

const freeThrow = {
  name: "Free throw",
  trigger: "I step up to the line and the referee hands me the ball",
  action: "Bounce the ball twice and spin it once in my hands",
  steps: ["Eyes on the front of the rim", "Slow breath out through the mouth", "Trust it and shoot"],
};

const card = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
const form = (page: Page) => page.getByRole("region", { name: "New Routine" });

/** Fills the create form: name, trigger, action and the steps, each added with 'Add Step'. */
async function fillRoutine(page: Page, routine: typeof freeThrow) {
  const fields = form(page);
  await fields.getByLabel("Routine Name").fill(routine.name);
  await fields.getByLabel("Trigger Description").fill(routine.trigger);
  await fields.getByLabel("Physical Action").fill(routine.action);
  for (const [index, step] of routine.steps.entries()) {
    if (index > 0) await fields.getByRole("button", { name: "Add Step" }).click();
    await fields.getByLabel(`Step ${index + 1}`, { exact: true }).fill(step);
  }
}

/** The texts of `dialog` in the order they appear. */
const inOrder = async (dialog: Locator, texts: string[]) => {
  const all = (await dialog.textContent()) ?? "";
  return texts.map((text) => all.indexOf(text));
};

describe.skipIf(!hasChromium)("Performance Routines", () => {
  it.each(sizes)("on a %s: create with three steps, view, rehearse to the end, delete", async (name, size) => {
    const page = await browser.newPage(size, { bypassCSP: true });
    // The page's own clock (now): the breaths of the rehearsal are fast-forwarded.
    await page.clock.install();
    // The phone asks for reduced motion: the breathing circle then stands still.
    if (name === "phone") await page.emulateMedia({ reducedMotion: "reduce" });
    await signedInWith(page.context());
    // The menu drawer leads there.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Performance Routines" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/routine-builder");
    await visible(page.getByRole("heading", { name: "Performance Routines", level: 1 })).toBe(true);
    await visible(page.getByText("No routines", { exact: true })).toBe(true);
    await visible(page.getByText("Get started by creating your first performance routine.")).toBe(true);
    await shot(page, `empty-${name}`);
    await expectNoSeriousA11yViolations(page);

    // §5: the first failing check shows, in the spec's order.
    await page.getByRole("button", { name: "New Routine" }).click();
    expect(
      await form(page)
        .getByRole("button", { name: /^Remove step/ })
        .count(),
    ).toBe(0);
    await form(page).getByRole("button", { name: "Create Routine" }).click();
    await visible(form(page).getByText(routineMessages.nameRequired)).toBe(true);
    await form(page).getByLabel("Routine Name").fill(freeThrow.name);
    await form(page).getByRole("button", { name: "Create Routine" }).click();
    await visible(form(page).getByText(routineMessages.triggerRequired)).toBe(true);
    expect(await form(page).getByText(routineMessages.nameRequired).count()).toBe(0);

    await fillRoutine(page, freeThrow);
    // A fourth step, removed again: steps go only while more than one is left.
    await form(page).getByRole("button", { name: "Add Step" }).click();
    await form(page).getByRole("button", { name: "Remove step 4" }).click();
    expect(
      await form(page)
        .getByRole("button", { name: /^Remove step/ })
        .count(),
    ).toBe(3);
    await shot(page, `form-${name}`);
    await expectNoSeriousA11yViolations(page);
    await form(page).getByRole("button", { name: "Create Routine" }).click();
    await visible(page.getByText(routineMessages.created)).toBe(true);
    await visible(form(page)).toBe(false);
    const routine = card(page, freeThrow.name);
    await visible(routine.getByText("3 steps")).toBe(true);
    await visible(routine.getByText("Not rehearsed yet")).toBe(true);
    await shot(page, `created-${name}`);

    // The detail view, in the spec's order.
    await routine.getByRole("button", { name: "View Details" }).click();
    const detail = page.getByRole("dialog", { name: freeThrow.name });
    await visible(detail).toBe(true);
    const order = await inOrder(detail, [
      freeThrow.trigger,
      "Take a Breath",
      freeThrow.action,
      "Take Another Breath",
      ...freeThrow.steps,
    ]);
    expect(order.every((position, index) => position >= 0 && (index === 0 || position > (order[index - 1] ?? 0)))).toBe(
      true,
    );
    await shot(page, `detail-${name}`);
    await expectNoSeriousA11yViolations(page);

    // The guided rehearsal: one element at a time, the breaths timed.
    await detail.getByRole("button", { name: "Rehearse" }).click();
    const overlay = page.getByRole("dialog", { name: freeThrow.name });
    await visible(overlay.getByText(freeThrow.trigger, { exact: true })).toBe(true);
    await visible(overlay.getByText("1 of 7")).toBe(true);
    // Read aloud, off until turned on: the engine's voice then reads the trigger out.
    const readAloud = overlay.getByRole("button", { name: "Read aloud" });
    expect(await readAloud.getAttribute("aria-pressed")).toBe("false");
    await readAloud.click();
    expect(await readAloud.getAttribute("aria-pressed")).toBe("true");
    const voice = overlay.getByTestId("rehearsal-voice");
    const played = () =>
      voice.evaluate((audio) => (audio instanceof HTMLAudioElement ? audio.played.length : -1), undefined);
    await expect.poll(played, { timeout: 20_000 }).toBeGreaterThan(0);
    await overlay.getByRole("button", { name: "Next" }).click();
    await visible(overlay.getByRole("heading", { name: "Take a Breath" })).toBe(true);
    // Moving on stopped it: a breath is not read out.
    expect(await voice.evaluate((audio) => audio instanceof HTMLAudioElement && audio.paused, undefined)).toBe(true);
    await visible(overlay.getByText("Inhale", { exact: true })).toBe(true);
    await visible(overlay.getByText(/^\d seconds left$/)).toBe(true);
    const circle = () => overlay.locator("[data-breath-circle]").evaluate((element) => element.style.transform);
    if (name === "phone") expect(await circle()).toBe("scale(0.8)");
    else await expect.poll(circle).not.toBe("scale(0.8)");
    await shot(page, `rehearse-breath-${name}`);
    await expectNoSeriousA11yViolations(page);
    await page.clock.fastForward(10_000);
    await visible(overlay.getByText("Complete!", { exact: true }).first()).toBe(true);
    await overlay.getByRole("button", { name: "Next" }).click();
    await visible(overlay.getByText(freeThrow.action, { exact: true })).toBe(true);
    // The keyboard works too: the arrows go forward and back.
    await page.keyboard.press("ArrowRight");
    await visible(overlay.getByRole("heading", { name: "Take Another Breath" })).toBe(true);
    await page.keyboard.press("ArrowLeft");
    await visible(overlay.getByText(freeThrow.action, { exact: true })).toBe(true);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await visible(overlay.getByText("Step 1 of 3")).toBe(true);
    await visible(overlay.getByText(freeThrow.steps[0] ?? "", { exact: true })).toBe(true);
    await shot(page, `rehearse-step-${name}`);
    await overlay.getByRole("button", { name: "Next" }).click();
    await overlay.getByRole("button", { name: "Next" }).click();
    const counted = page.waitForResponse((response) => response.url().includes("routines.rehearsed"));
    await overlay.getByRole("button", { name: "Finish" }).click();
    expect((await counted).ok()).toBe(true);
    await visible(overlay.getByRole("heading", { name: "Routine complete" })).toBe(true);
    await visible(overlay.getByText("Rehearsed once, last just now")).toBe(true);
    await shot(page, `rehearse-done-${name}`);
    await overlay.getByRole("button", { name: "Done" }).click();
    await visible(routine.getByText("Rehearsed once, last just now")).toBe(true);

    // The count is the server's: it is still there after a reload.
    await page.reload();
    await visible(card(page, freeThrow.name).getByText("Rehearsed once, last just now")).toBe(true);

    // Delete asks first (§8).
    await card(page, freeThrow.name).getByRole("button", { name: "View Details" }).click();
    await page.getByRole("button", { name: "Delete Routine" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Routine" });
    await visible(confirm.getByText(routineMessages.deleteConfirm)).toBe(true);
    await shot(page, `confirm-${name}`);
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole("button", { name: "Delete Routine" }).click();
    await visible(page.getByText(routineMessages.deleted)).toBe(true);
    await visible(page.getByText("No routines", { exact: true })).toBe(true);
    await page.reload();
    await visible(page.getByText("No routines", { exact: true })).toBe(true);
  });

  it.each(sizes)(
    "on a %s: a routine created while the API cannot be reached is kept, shown, and synced once",
    async (name, size) => {
      const page = await browser.newPage(size, { bypassCSP: true });
      browser.allowConsoleErrors(/net::ERR_FAILED/);
      await signedInWith(page.context());
      await page.goto("/routine-builder");
      await visible(page.getByText("No routines", { exact: true })).toBe(true);

      // On the phone nothing of the routines API answers; on the laptop the create reaches the
      // server but its answer is lost on the way back (the retry must not make a second one).
      const routinesCall = (url: URL) => url.pathname.includes("routines.");
      const unreachable =
        name === "phone"
          ? (route: Route) => route.abort()
          : async (route: Route) => {
              if (!route.request().url().includes("routines.create")) return route.continue();
              await route.fetch();
              return route.abort();
            };
      await page.context().route(routinesCall, unreachable);

      const routine = { ...freeThrow, name: `Penalty kick ${name}` };
      await page.getByRole("button", { name: "New Routine" }).click();
      await fillRoutine(page, routine);
      await form(page).getByRole("button", { name: "Create Routine" }).click();
      await visible(page.getByText(offlineMessages.keptToast)).toBe(true);
      await visible(card(page, routine.name).getByText(offlineMessages.waitingMark)).toBe(true);
      await visible(card(page, routine.name).getByText("3 steps")).toBe(true);
      if (name === "laptop") {
        // Not synced yet, so no voice: Read aloud is off, with the reason.
        await card(page, routine.name).getByRole("button", { name: "View Details" }).click();
        await page.getByRole("button", { name: "Rehearse" }).click();
        await visible(page.getByRole("button", { name: "Read aloud" })).toBe(true);
        expect(await page.getByRole("button", { name: "Read aloud" }).isDisabled()).toBe(true);
        await visible(page.getByText("Read aloud works once this routine has synced.")).toBe(true);
        await page.getByRole("button", { name: "Close rehearsal" }).click();
      }

      if (name === "phone") {
        // A reload while the server cannot be reached: the routine kept here is still shown.
        await page.reload();
        await visible(page.getByText("Offline — showing saved routines")).toBe(true);
        await visible(card(page, routine.name).getByText(offlineMessages.waitingMark)).toBe(true);
      }
      await shot(page, `offline-${name}`);
      await expectNoSeriousA11yViolations(page);

      // The connection is back: the browser says so and the routine is sent.
      await page.context().unroute(routinesCall, unreachable);
      await page.evaluate(() => window.dispatchEvent(new Event("online")));
      await visible(card(page, routine.name).getByText(offlineMessages.waitingMark)).toBe(false);
      await visible(page.getByText("Offline — showing saved routines")).toBe(false);
      await page.reload();
      await visible(card(page, routine.name)).toBe(true);
      expect(await card(page, routine.name).count()).toBe(1);
      expect(await card(page, routine.name).getByText(offlineMessages.waitingMark).count()).toBe(0);
      await shot(page, `synced-${name}`);
    },
  );
});
