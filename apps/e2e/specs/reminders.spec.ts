import { reminderMessages } from "@onepercent/validators/messages/reminders";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signedInWith } from "../support/accounts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { hasChromium, SHOTS_DIR, useBrowser, viewports, visible } from "../support/browser";

const browser = useBrowser();

const HABIT = "Visualise ten free throws";
const ZONE = "Europe/Berlin";

/** One reminder's form on the screen, named by what it reminds of. */
const reminder = (page: Page, label: string) => page.getByRole("form", { name: label });

/** Turns a reminder on and sets its time (the days are chosen by the caller). */
async function turnOn(row: Locator, label: string, time: string) {
  await row.getByRole("switch", { name: `${label} reminder` }).click();
  await row.getByLabel("Time").fill(time);
}

const day = (row: Locator, name: string) => row.getByRole("button", { name, exact: true });

/** A local "HH:MM" as the page writes it (its language decides: "21:15" or "09:15 PM"). */
const clock = (page: Page, time: string) =>
  page.evaluate((hhmm) => {
    const at = new Date(2000, 0, 1, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3)));
    return new Intl.DateTimeFormat(undefined, { hour: "2-digit", minute: "2-digit" }).format(at);
  }, time);

describe.skipIf(!hasChromium)("Reminders", () => {
  it("sets a habit's and the journal's reminder and quiet hours, keeps them, and the dashboard shows the next one", async () => {
    const page = await browser.newPage(viewports.phone, { bypassCSP: true, timezoneId: ZONE });
    await signedInWith(page.context(), async (mutate) => {
      await mutate("habits.create", { action: HABIT });
    });

    // No reminder yet: the dashboard says nothing about one.
    await page.goto("/dashboard");
    await visible(page.getByRole("heading", { name: "My Habits" })).toBe(true);
    expect(await page.getByText("Next reminder").count()).toBe(0);

    // Profile → Reminders.
    await page.goto("/profile");
    await page.getByRole("link", { name: "Set reminders" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/profile/reminders");
    await visible(page.getByRole("heading", { level: 1, name: "Reminders" })).toBe(true);
    await visible(page.getByText(`Times are in ${ZONE}.`)).toBe(true);
    const weekdays = `Weekdays at ${await clock(page, "07:30")}`;
    const everyDay = `Every day at ${await clock(page, "21:15")}`;

    // A habit's reminder on weekdays at 07:30.
    const habit = reminder(page, HABIT);
    await turnOn(habit, HABIT, "07:30");
    await day(habit, "Saturday").click();
    await day(habit, "Sunday").click();
    expect(await day(habit, "Sunday").getAttribute("aria-pressed")).toBe("false");
    await habit.getByRole("button", { name: `Save ${HABIT} reminder` }).click();
    await visible(habit.getByText(weekdays)).toBe(true);
    await visible(page.getByText(reminderMessages.saved).first()).toBe(true);

    // The journal's: no day is refused under the days, then every day at 21:15.
    const journal = reminder(page, "Daily journal");
    await turnOn(journal, "Daily journal", "21:15");
    for (const name of ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]) {
      await day(journal, name).click();
    }
    await journal.getByRole("button", { name: "Save Daily journal reminder" }).click();
    await visible(journal.getByText(reminderMessages.daysRequired)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    for (const name of ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]) {
      await day(journal, name).click();
    }
    await journal.getByRole("button", { name: "Save Daily journal reminder" }).click();
    await visible(journal.getByText(everyDay)).toBe(true);

    // Quiet hours: a start equal to the end is refused, then 22:00 to 06:30 is kept.
    const how = page.getByRole("region", { name: "How reminders reach you" });
    await how.getByRole("switch", { name: "Quiet hours" }).click();
    await how.getByLabel("From").fill("22:00");
    await how.getByLabel("To", { exact: true }).fill("22:00");
    await how.getByRole("button", { name: "Save preferences" }).click();
    await visible(how.getByText(reminderMessages.quietHoursInvalid)).toBe(true);
    await how.getByLabel("To", { exact: true }).fill("06:30");
    await how.getByRole("button", { name: "Save preferences" }).click();
    await visible(
      how.getByText(`Nothing is sent from ${await clock(page, "22:00")} to ${await clock(page, "06:30")}.`),
    ).toBe(true);
    await expect.poll(() => how.getByRole("button", { name: "Save preferences" }).isDisabled()).toBe(true);

    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
    await page.screenshot({ path: `${SHOTS_DIR}/reminders-390.png`, fullPage: true });

    // A reload shows what was kept.
    await page.reload();
    await visible(habit.getByText(weekdays)).toBe(true);
    expect(await habit.getByLabel("Time").inputValue()).toBe("07:30");
    expect(await day(habit, "Saturday").getAttribute("aria-pressed")).toBe("false");
    expect(await day(habit, "Monday").getAttribute("aria-pressed")).toBe("true");
    await visible(journal.getByText(everyDay)).toBe(true);
    expect(await journal.getByLabel("Time").inputValue()).toBe("21:15");
    expect(await how.getByLabel("From").inputValue()).toBe("22:00");
    expect(await how.getByLabel("To", { exact: true }).inputValue()).toBe("06:30");
    expect(await reminder(page, "Weekly review").getByText("Off", { exact: true }).count()).toBe(1);

    // The dashboard: the next of the two, today or tomorrow (every day has one), linking here.
    await page.goto("/dashboard");
    const next = page.getByRole("link", { name: /^Next reminder/ });
    await visible(next).toBe(true);
    expect(await next.textContent()).toMatch(
      new RegExp(`^Next reminder (Daily journal|${HABIT}) · (Today|Tomorrow) \\d\\d:\\d\\d( [AP]M)?$`),
    );
    await page.screenshot({ path: `${SHOTS_DIR}/reminders-dashboard-390.png` });
    await next.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/profile/reminders");

    // The same screen on a laptop.
    const laptop = await browser.newPage(viewports.desktop, {
      storageState: await page.context().storageState(),
      timezoneId: ZONE,
    });
    await laptop.goto("/profile/reminders");
    await visible(reminder(laptop, HABIT).getByText(weekdays)).toBe(true);
    await laptop.screenshot({ path: `${SHOTS_DIR}/reminders-1280.png`, fullPage: true });

    // Turned off and saved, the habit's reminder is gone: the journal's is the next one.
    const laptopHabit = reminder(laptop, HABIT);
    await laptopHabit.getByRole("switch", { name: `${HABIT} reminder` }).click();
    expect(await laptopHabit.getByLabel("Time").count()).toBe(0);
    await laptopHabit.getByRole("button", { name: `Save ${HABIT} reminder` }).click();
    await visible(laptopHabit.getByText("Off", { exact: true })).toBe(true);
    await laptop.goto("/dashboard");
    await expect
      .poll(() => laptop.getByRole("link", { name: /^Next reminder/ }).textContent())
      .toMatch(/^Next reminder Daily journal · /);
  });

  it("says plainly when push cannot be turned on in this browser, and offers e-mail instead", async () => {
    const page = await browser.newPage(viewports.phone, { bypassCSP: true });
    await signedInWith(page.context());
    await page.goto("/profile/reminders");
    const how = page.getByRole("region", { name: "How reminders reach you" });
    await visible(how.getByRole("radio", { name: /Push notifications/ })).toBe(true);
    expect(await how.getByRole("radio", { name: /Push notifications/ }).getAttribute("aria-checked")).toBe("true");

    // Refused: the browser blocks notifications for the site (nothing was granted).
    await how.getByRole("button", { name: "Turn on push notifications" }).click();
    await visible(how.getByText(reminderMessages.pushDenied)).toBe(true);

    // Allowed, but headless Chromium has no push service: the subscription fails (and Chromium
    // logs why, an error the page did not make).
    browser.allowConsoleErrors(/does not support the Push API/);
    await page.context().grantPermissions(["notifications"]);
    await page.reload();
    await how.getByRole("button", { name: "Turn on push notifications" }).click();
    await expect.poll(() => how.getByText(reminderMessages.pushFailed).isVisible(), { timeout: 15_000 }).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await how.getByRole("button", { name: "Get reminders by e-mail" }).click();
    await visible(page.getByText(reminderMessages.saved).first()).toBe(true);
    await page.reload();
    await expect
      .poll(() => how.getByRole("radio", { name: /E-mail/ }).getAttribute("aria-checked"), { timeout: 10_000 })
      .toBe("true");
    expect(await how.getByRole("button", { name: "Turn on push notifications" }).count()).toBe(0);
  });
});
