import { messages } from "@onepercent/validators";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createAccount, signedInWith, signIn } from "../support/accounts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { hasChromium, useBrowser, viewports, visible } from "../support/browser";

const browser = useBrowser();

/** Today's toggle of an action (its label names the action, the day and the state). */
const dayToggle = (page: Page | Locator, action: string, state: "not done yet" | "done") =>
  page.getByRole("button", { name: new RegExp(`^${action}, \\w+ \\w+ \\d+: ${state}$`) }).first();

/** The share of its track that a progress bar's fill covers, in percent. */
async function barFill(bar: Locator): Promise<number> {
  const outer = await bar.boundingBox();
  const inner = await bar.locator("div").boundingBox();
  return outer && inner ? Math.round((inner.width / outer.width) * 100) : -1;
}

async function addAction(page: Page, action: string) {
  await page.getByLabel("Action", { exact: true }).fill(action);
  await page.getByRole("button", { name: "Add Action" }).click();
  await visible(page.getByText(action, { exact: true }).filter({ visible: true }).first()).toBe(true);
}

describe.skipIf(!hasChromium)("Daily Success Checklist", () => {
  it("on a phone: adds habits, ticks today, shows the first-habit banner and the dashboard card", async () => {
    const account = await createAccount({ name: "Casey Rivers" });
    const page = await browser.newPage(viewports.phone, { bypassCSP: true });
    await signIn(page.context(), account);
    await page.goto("/dashboard");

    // The empty My Habits card invites to add the first habit; the nav leads to the checklist.
    const card = page.getByRole("region", { name: "My Habits" });
    await card.getByRole("link", { name: "Add your first habit" }).click();
    await visible(page.getByRole("heading", { name: "Daily Success Checklist" })).toBe(true);
    await visible(page.getByText(messages.habitsEmpty)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    // §5: a blank action is refused under the field.
    await page.getByRole("button", { name: "Add Action" }).click();
    await visible(page.getByText(messages.habitActionRequired)).toBe(true);

    await addAction(page, "Visualize my game plan");
    await addAction(page, "Stretch and foam roll");
    await visible(page.getByText(messages.habitsEmpty)).toBe(false);

    // Ticking today: the first-ever completion shows the banner for 5 seconds.
    await dayToggle(page, "Visualize my game plan", "not done yet").click();
    await visible(page.getByText(messages.habitFirstCheck)).toBe(true);
    await visible(dayToggle(page, "Visualize my game plan", "done")).toBe(true);
    await expect.poll(() => page.getByText(messages.habitFirstCheck).isVisible(), { timeout: 8000 }).toBe(false);
    await expectNoSeriousA11yViolations(page);

    // The dashboard: My Habits shows today's progress and toggles in one tap; weekly completion moves.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).last().click();
    await visible(card.getByText("1 of 2 done today")).toBe(true);
    await visible(page.getByRole("img", { name: "Habit completion: last week 0, this week 50" })).toBe(true);
    await dayToggle(card, "Stretch and foam roll", "not done yet").click();
    await visible(card.getByText("2 of 2 done today")).toBe(true);
    await visible(page.getByRole("img", { name: "Habit completion: last week 0, this week 100" })).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  it("on a phone: edits an action from its card, deletes it after asking, and Reset All clears the week's checks", async () => {
    const page = await browser.newPage(viewports.phone, { bypassCSP: true });
    await signedInWith(page.context(), async (mutate) => {
      await mutate("habits.create", { action: "Visualize my game plan" });
      await mutate("habits.create", { action: "Stretch and foam roll" });
    });
    await page.goto("/daily-success-checklist");
    await dayToggle(page, "Visualize my game plan", "not done yet").click();
    await visible(dayToggle(page, "Visualize my game plan", "done")).toBe(true);

    // Edit from the expandable card.
    await page.getByRole("button", { name: "Show the week of Stretch and foam roll" }).click();
    await page.getByRole("button", { name: "Edit: Stretch and foam roll" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Action" });
    await edit.getByLabel("Action", { exact: true }).fill("Stretch for 10 minutes");
    await edit.getByLabel("Time of day").selectOption("evening");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await visible(edit).toBe(false);
    await visible(page.getByText("Stretch for 10 minutes", { exact: true }).filter({ visible: true })).toBe(true);

    // The card stays open after the edit; deleting asks first.
    await visible(page.getByRole("button", { name: "Hide the week of Stretch for 10 minutes" })).toBe(true);
    await page.getByRole("button", { name: "Delete: Stretch for 10 minutes" }).click();
    const confirmDelete = page.getByRole("dialog", { name: "Delete this action?" });
    await confirmDelete.getByRole("button", { name: "Delete" }).click();
    await visible(confirmDelete).toBe(false);
    await expect.poll(() => page.getByText("Stretch for 10 minutes", { exact: true }).count()).toBe(0);

    // Reset All asks first, then sets this week's checks back to not done.
    await page.getByRole("button", { name: "Reset All" }).click();
    const confirmReset = page.getByRole("dialog", { name: "Reset all actions?" });
    await confirmReset.getByRole("button", { name: "Reset All" }).click();
    await visible(confirmReset).toBe(false);
    await visible(dayToggle(page, "Visualize my game plan", "not done yet")).toBe(true);
  });

  it("on a laptop: the weekly table lets only today and the previous day change, with notes", async () => {
    const account = await createAccount();
    const page = await browser.newPage(viewports.desktop, { bypassCSP: true });
    await signIn(page.context(), account);
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Daily Habits" }).first().click();
    await visible(page.getByRole("heading", { name: "Daily Success Checklist" })).toBe(true);

    await addAction(page, "Breathe before practice");
    const table = page.getByRole("table");
    await visible(table).toBe(true);
    const toggles = table.getByRole("button", { name: /^Breathe before practice, / });
    expect(await toggles.count()).toBeGreaterThanOrEqual(7);
    // Only today and the previous day are enabled; the others carry the spec's hint.
    const enabled = await toggles.evaluateAll(
      (buttons) => buttons.filter((button) => !button.hasAttribute("disabled")).length,
    );
    expect(enabled).toBeGreaterThanOrEqual(1);
    expect(enabled).toBeLessThanOrEqual(2);
    await visible(page.getByText(messages.habitOnlyTodayAndYesterday)).toBe(true);
    // A disabled day carries the spec's hint, or says the action did not exist yet then.
    const disabledTitles = await toggles.evaluateAll((buttons) =>
      buttons
        .filter((button) => button.hasAttribute("disabled"))
        .map((button) => [
          button.getAttribute("aria-label")?.endsWith("not tracked yet"),
          button.getAttribute("title"),
        ]),
    );
    for (const [notTracked, title] of disabledTitles) {
      expect(title).toBe(
        notTracked ? "Not tracked yet: the action was added later" : messages.habitOnlyTodayAndYesterday,
      );
    }

    await dayToggle(page, "Breathe before practice", "not done yet").click();
    await visible(page.getByText(messages.habitFirstCheck)).toBe(true);
    await visible(table.getByRole("cell", { name: "100%" })).toBe(true);

    await page.getByRole("button", { name: "Add a note: Breathe before practice" }).click();
    const note = page.getByRole("dialog", { name: "Check-in note" });
    await note.getByLabel("Note").fill("Four slow breaths, calm start");
    await note.getByRole("button", { name: "Save Note" }).click();
    await visible(note).toBe(false);
    await page.getByRole("button", { name: "Add a note: Breathe before practice" }).click();
    expect(await note.getByLabel("Note").inputValue()).toBe("Four slow breaths, calm start");
    await note.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: "History: Breathe before practice" }).click();
    const history = page.getByRole("dialog", { name: "Last 12 weeks" });
    await visible(history.getByText("1 day").first()).toBe(true);
    // The "Action added" toast (shared Toaster) fades while axe runs; check the page once it is gone.
    await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 8000 }).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  it("shows the days before an action existed as not tracked, back-fills the previous day, labels every figure, and saves custom days left empty", async () => {
    const account = await createAccount();
    const page = await browser.newPage(viewports.desktop, { bypassCSP: true });
    await signIn(page.context(), account);
    await page.goto("/daily-success-checklist");
    await addAction(page, "Hydrate before practice");

    // Every day before the server's today (yesterday included, even in last week on a Sunday)
    // precedes the action: "not tracked yet". Today and yesterday are enabled (yesterday may be
    // back-filled); the days before carry the not-tracked hint.
    const toggles = page.getByRole("table").getByRole("button", { name: /^Hydrate before practice, / });
    const days = await toggles.evaluateAll((buttons) =>
      buttons.map((button) => ({
        label: button.getAttribute("aria-label") ?? "",
        disabled: button.hasAttribute("disabled"),
        title: button.getAttribute("title"),
      })),
    );
    const todayIndex = days.findLastIndex((day) => !day.disabled);
    expect(todayIndex).toBeGreaterThanOrEqual(1);
    expect(days.filter((day) => !day.disabled)).toHaveLength(2);
    expect(days[todayIndex - 1]).toEqual({
      label: expect.stringMatching(/: not tracked yet$/),
      disabled: false,
      title: null,
    });
    for (const day of days.slice(0, todayIndex - 1)) {
      expect(day).toEqual({
        label: expect.stringMatching(/: not tracked yet$/),
        disabled: true,
        title: "Not tracked yet: the action was added later",
      });
    }
    expect(days.slice(todayIndex + 1).every((day) => day.label.endsWith(": not done yet"))).toBe(true);

    // The week's percentage and its bar are one figure, named by what it counts.
    const week = page.getByRole("progressbar", { name: "Scheduled days done this week" });
    await dayToggle(page, "Hydrate before practice", "not done yet").click();
    await expect.poll(() => week.getAttribute("aria-valuenow")).toBe("100");
    expect(await barFill(week)).toBe(100);
    await visible(page.getByText("1 of 1 scheduled day done so far")).toBe(true);
    await visible(page.getByRole("columnheader", { name: "Done this week" })).toBe(true);
    await visible(page.getByRole("cell", { name: /^100%\s*1 of 1 scheduled day done$/ })).toBe(true);
    await visible(page.getByText("Actions done today")).toBe(true);

    // §9 custom without chosen days: saved, and it applies every day until days are chosen.
    await page.getByLabel("Action", { exact: true }).fill("Swim laps");
    await page.getByLabel("Frequency").selectOption("custom");
    await visible(page.getByText("No days chosen: the action applies every day until you choose some.")).toBe(true);
    await page.getByRole("button", { name: "Add Action" }).click();
    await visible(page.getByRole("table").getByText("Anytime · Custom: every day until days are chosen")).toBe(true);
    await visible(dayToggle(page, "Swim laps", "not done yet")).toBe(true);
    await expect.poll(() => week.getAttribute("aria-valuenow")).toBe("50");
    expect(await barFill(week)).toBe(50);
    await visible(page.getByText("1 of 2 scheduled days done so far")).toBe(true);
    await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 8000 }).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // On a phone: the card names its figures, and the week shows the days not tracked yet.
    const phone = await browser.newPage(viewports.phone, { bypassCSP: true });
    await signIn(phone.context(), account);
    await phone.goto("/daily-success-checklist");
    await visible(phone.getByText("This week: 100% (1 of 1 scheduled day done)")).toBe(true);
    await visible(phone.getByText("1-day streak")).toBe(true);
    await phone.getByRole("button", { name: "Show the week of Hydrate before practice" }).click();
    await expect
      .poll(() => phone.getByRole("button", { name: /^Hydrate before practice, .*: not tracked yet$/ }).count())
      .toBe(todayIndex);
    await expectNoSeriousA11yViolations(phone);
    // Done yesterday too: back-filled, it extends the streak.
    await phone
      .getByRole("button", { name: /^Hydrate before practice, .*: not tracked yet$/ })
      .last()
      .click();
    await visible(phone.getByText("2-day streak")).toBe(true);
  });
});
