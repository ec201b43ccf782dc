import { randomUUID } from "node:crypto";
import { adminUserMessages } from "@onepercent/validators/messages/admin-users";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { closeOnboardingOf, createAccount, signIn, type TestAccount } from "../support/accounts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { hasChromium, SHOTS_DIR, useBrowser, viewports, visible } from "../support/browser";
import { E2E_ADMIN_PASSWORD } from "../support/server";

const browser = useBrowser();

/** The coach/admin account the server creates at start (see admin.spec.ts). */
const admin: TestAccount = { name: "Coach", email: "coach@onepercent.local", password: E2E_ADMIN_PASSWORD };

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS_DIR}/admin-users-${name}.png` });

/** The admin, past the password gate, on the Users tab. */
async function openUsers(page: Page) {
  await signIn(page.context(), admin);
  await page.goto("/admin");
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Unlock" }).click();
  await page.getByRole("tab", { name: "Users" }).click();
  await visible(page.getByText(/^Page 1 of \d+$/)).toBe(true);
}

async function tryToSignIn(page: Page, account: TestAccount) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

describe.skipIf(!hasChromium)("admin: users", () => {
  beforeAll(() => closeOnboardingOf(admin));

  it("searches a user, disables them after a confirmation, logs it, and the user is signed out and refused", async () => {
    const tag = randomUUID().slice(0, 6);
    const athlete = await createAccount({ name: `Dana Quill ${tag}` });
    const athletePage = await browser.newPage(viewports.phone, { bypassCSP: true });
    await signIn(athletePage.context(), athlete);
    await athletePage.goto("/dashboard");
    await expect.poll(() => new URL(athletePage.url()).pathname).toBe("/dashboard");

    const page = await browser.newPage(viewports.desktop, { bypassCSP: true });
    await openUsers(page);
    await page.getByLabel("Search users by name or email").fill(`quill ${tag.toUpperCase()}`);
    const table = page.getByRole("table");
    const row = table.getByRole("row").filter({ hasText: athlete.email });
    await visible(row).toBe(true);
    await visible(page.getByText(/^1 user matching/)).toBe(true);
    expect(await table.getByRole("rowheader").count()).toBe(1);
    await visible(row.getByText("Active", { exact: true })).toBe(true);
    await visible(row.getByText(/ago|Just now/)).toBe(true);

    await row.getByRole("button", { name: `Disable ${athlete.email}` }).click();
    const dialog = page.getByRole("dialog", { name: "Disable user" });
    await visible(dialog.getByText(adminUserMessages.disableConfirm(athlete.name))).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await shot(page, "confirm-laptop");
    await dialog.getByRole("button", { name: "Disable", exact: true }).click();
    await visible(page.getByText(adminUserMessages.userDisabled(athlete.email))).toBe(true);
    await visible(row.getByText("Disabled", { exact: true })).toBe(true);
    await visible(row.getByRole("button", { name: `Enable ${athlete.email}` })).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await shot(page, "disabled-laptop");

    await page.getByRole("tab", { name: "Audit log" }).click();
    const entry = page.getByRole("list", { name: "Admin actions" }).getByRole("listitem").first();
    await visible(entry.getByText(athlete.email)).toBe(true);
    expect(await entry.textContent()).toMatch(/ disabled .*coach@onepercent\.local · (Just now|1 minute ago)$/);
    await expectNoSeriousA11yViolations(page);
    await shot(page, "audit-laptop");

    // The athlete's open session has ended, and signing in again is refused with the reason.
    await athletePage.reload();
    await expect.poll(() => new URL(athletePage.url()).pathname).toBe("/login");
    await tryToSignIn(athletePage, athlete);
    await visible(athletePage.getByText(adminUserMessages.accountDisabled)).toBe(true);
    await expectNoSeriousA11yViolations(athletePage);
    await shot(athletePage, "refused-phone");

    // Enabling lets them in again.
    await page.getByRole("tab", { name: "Users" }).click();
    await row.getByRole("button", { name: `Enable ${athlete.email}` }).click();
    await page.getByRole("dialog", { name: "Enable user" }).getByRole("button", { name: "Enable" }).click();
    await visible(row.getByText("Active", { exact: true })).toBe(true);
    await tryToSignIn(athletePage, athlete);
    await expect.poll(() => new URL(athletePage.url()).pathname, { timeout: 15_000 }).toBe("/dashboard");
  });

  it("pages, searches and disables from the cards on a phone", async () => {
    const tag = randomUUID().slice(0, 6);
    const athlete = await createAccount({ name: `Parker Lumen ${tag}` });
    const page = await browser.newPage(viewports.phone, { bypassCSP: true });
    await openUsers(page);
    expect(await page.getByRole("table").isVisible()).toBe(false);
    await visible(page.getByRole("button", { name: "Previous" })).toBe(true);
    expect(await page.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    await shot(page, "list-phone");

    await page.getByLabel("Search users by name or email").fill(`lumen ${tag}`);
    const card = page.getByRole("list", { name: "Users" }).getByRole("listitem").filter({ hasText: athlete.email });
    await visible(card).toBe(true);
    await card.getByRole("button", { name: `Disable ${athlete.email}` }).click();
    await page.getByRole("dialog", { name: "Disable user" }).getByRole("button", { name: "Disable" }).click();
    await visible(card.getByText("Disabled", { exact: true })).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await shot(page, "disabled-phone");

    await page.getByRole("tab", { name: "Audit log" }).click();
    await visible(page.getByRole("list", { name: "Admin actions" }).getByText(athlete.email)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await shot(page, "audit-phone");
  });
});
