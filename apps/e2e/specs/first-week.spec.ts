import { messages, ONBOARDING_STEPS } from "@onepercent/validators";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createAccount, signIn } from "../support/accounts";
import { hasChromium, useBrowser, viewports } from "../support/browser";
import { waitForMail } from "../support/mail";

const browser = useBrowser();

/** Polls until the locator's visibility matches; generous, since page loads wait on the server. */
const shown = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 });

async function openFromDrawer(page: Page, item: string) {
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: item }).click();
}

/**
 * One new athlete's first session, end to end (issue 4): onboarding with its validation
 * messages, two habits with today ticked, the dashboard moving, the profile, the password and
 * a message to the coach that reaches the mailbox.
 */
describe.skipIf(!hasChromium)("A new athlete's first session", () => {
  it("onboards, builds habits, sees the dashboard change, keeps a profile and writes to us", async () => {
    const account = await createAccount({ name: "Avery Quinn" }, { onboarding: "pending" });
    const page = await browser.newPage(viewports.phone, { bypassCSP: true });
    await signIn(page.context(), account);
    await page.goto("/dashboard");

    // Onboarding opens by itself; skipping a step shows the spec's message.
    const onboarding = page.getByRole("dialog");
    const next = onboarding.getByRole("button", { name: "Next", exact: true });
    await shown(onboarding.getByRole("heading", { name: ONBOARDING_STEPS[0], exact: true })).toBe(true);
    await next.click();
    await next.click();
    await shown(onboarding.getByText(messages.onboardingWhyIPlayRequired)).toBe(true);
    await onboarding.getByLabel("Why do you play soccer?").fill("My team, and the feeling of a perfect pass.");
    await next.click();
    for (let step = 2; step <= 6; step += 1) {
      await shown(onboarding.getByRole("heading", { name: ONBOARDING_STEPS[step], exact: true })).toBe(true);
      const proceed = step === 6 ? onboarding.getByRole("button", { name: "Complete" }) : next;
      await proceed.click();
      await shown(onboarding.getByText(messages.onboardingSelectOption)).toBe(true);
      await onboarding.locator("fieldset").getByRole("button", { pressed: false }).first().click();
      await proceed.click();
    }
    await shown(onboarding).toBe(false);
    await shown(page.locator("li", { hasText: "Complete your onboarding" }).getByLabel("Done")).toBe(true);

    // The week starts empty.
    const habitsChart = (current: number) =>
      page.getByRole("img", { name: new RegExp(`^Habit completion: last week \\d+, this week ${current}$`) });
    await shown(habitsChart(0)).toBe(true);

    // Two habits, today ticked: the first-ever check shows its banner.
    const card = page.getByRole("region", { name: "My Habits" });
    await card.getByRole("link", { name: "Add your first habit" }).click();
    await shown(page.getByRole("heading", { name: "Daily Success Checklist" })).toBe(true);
    for (const action of ["Visualize the first touch", "Ten minutes of juggling"]) {
      await page.getByLabel("Action", { exact: true }).fill(action);
      await page.getByRole("button", { name: "Add Action" }).click();
      await shown(page.getByText(action, { exact: true }).filter({ visible: true }).first()).toBe(true);
    }
    await page
      .getByRole("button", { name: /^Visualize the first touch, \w+ \w+ \d+: not done yet$/ })
      .first()
      .click();
    await shown(page.getByText(messages.habitFirstCheck)).toBe(true);

    // Back on the dashboard, the numbers have moved and the starter task is done.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).last().click();
    await shown(card.getByText("1 of 2 done today")).toBe(true);
    await shown(habitsChart(50)).toBe(true);
    await shown(page.locator("li", { hasText: "Check off your first habit" }).getByLabel("Done")).toBe(true);

    // The profile: a new name, shown after a reload.
    await openFromDrawer(page, "Profile");
    const personal = page.getByRole("region", { name: "Personal Details" });
    await shown(personal).toBe(true);
    await personal.getByRole("button", { name: "Edit" }).click();
    await personal.getByLabel("Name").fill("Avery J. Quinn");
    await personal.getByRole("button", { name: "Save Changes" }).click();
    await shown(page.getByText(messages.profileUpdated).first()).toBe(true);
    await page.reload();
    await shown(page.getByRole("heading", { level: 1, name: "Avery J. Quinn" })).toBe(true);

    // A new password.
    const password = page.getByRole("region", { name: "Change Password" });
    const newPassword = "one percent every day";
    await password.getByLabel("Current password").fill(account.password);
    await password.getByLabel("New password", { exact: true }).fill(newPassword);
    await password.getByLabel("Confirm new password").fill(newPassword);
    await password.getByRole("button", { name: "Change Password" }).click();
    await shown(password.getByRole("status").getByText(messages.passwordChanged)).toBe(true);

    // A question for the coach, delivered by e-mail.
    await openFromDrawer(page, "Contact Us");
    const contact = page.getByRole("dialog", { name: "Contact Us" });
    const subject = `First week ${crypto.randomUUID().slice(0, 6)}`;
    await contact.getByLabel("Subject").fill(subject);
    await contact.getByLabel("Message").fill("Which habit should I add next for match days?");
    await contact.getByRole("button", { name: "Send Message" }).click();
    await shown(contact.getByText(messages.contactSent)).toBe(true);
    const mail = await waitForMail((email) => email.raw.includes(subject));
    expect(mail.raw).toContain("Which habit should I add next for match days?");
    expect(mail.raw).toContain(account.email);
  });
});
