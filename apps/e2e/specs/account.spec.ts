import { readFileSync } from "node:fs";
import { accountMessages } from "@onepercent/validators";
import type { Page } from "playwright-core";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { createAccount, signIn, type TestAccount } from "../support/accounts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { baseUrl, hasChromium, SHOTS_DIR, useBrowser, viewports } from "../support/browser";

const browser = useBrowser();

/** Polls until the locator's visibility matches; generous, since these machines run several suites at once. */
const shown = (locator: { isVisible(): Promise<boolean> }) =>
  expect.poll(() => locator.isVisible(), { timeout: 10_000 });

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS_DIR}/account-${name}.png`, fullPage: true });

/** A sign-in through the API (no browser: its device is unknown); answers the session cookie, or null when refused. */
async function apiSignIn(account: TestAccount): Promise<string | null> {
  const response = await fetch(`${baseUrl}/trpc/auth.login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-onepercent-client": "web" },
    body: JSON.stringify(superjson.serialize({ email: account.email, password: account.password, rememberMe: false })),
  });
  if (!response.ok) return null;
  return (
    response.headers
      .getSetCookie()
      .find((header) => header.startsWith("op_session="))
      ?.split(";")[0] ?? null
  );
}

/** Whether a session cookie still signs in (auth.me answers 200). */
const stillSignedIn = async (cookie: string) =>
  (await fetch(`${baseUrl}/trpc/auth.me`, { headers: { cookie, "x-onepercent-client": "web" } })).ok;

async function openProfile(page: Page) {
  await page.goto("/profile");
  await shown(page.getByRole("heading", { name: "Signed-in devices" })).toBe(true);
}

describe.skipIf(!hasChromium).each([
  ["phone", viewports.phone],
  ["laptop", viewports.desktop],
] as const)("Account on a %s", (device, viewport) => {
  it("lists the signed-in devices, revokes one and signs out everywhere else", async () => {
    const account = await createAccount({ name: "Dana Brooks" });
    const page = await browser.newPage(viewport, { bypassCSP: true });
    await signIn(page.context(), account);
    // A second browser signs in through the form (its device is named from its User-Agent), and a
    // client without a browser through the API (an unknown device, as the fixture's sign-ins are).
    const other = await browser.newPage(viewport, { bypassCSP: true });
    await other.goto("/login");
    await other.getByLabel("Email").fill(account.email);
    await other.getByLabel("Password").fill(account.password);
    await other.getByRole("button", { name: "Sign In" }).click();
    await expect.poll(() => new URL(other.url()).pathname, { timeout: 10_000 }).toBe("/dashboard");
    const script = await apiSignIn(account);
    if (!script) throw new Error("the API sign-in failed");

    await openProfile(page);
    const devices = page.getByRole("list", { name: "Signed-in devices" });
    const rows = devices.getByRole("listitem");
    await shown(devices.getByText("Chrome on Linux")).toBe(true);
    const before = await rows.count();
    expect(before).toBeGreaterThanOrEqual(3);
    expect(await rows.first().textContent()).toContain("This device");
    expect(await devices.getByText("This device").count()).toBe(1);
    await devices.scrollIntoViewIfNeeded();
    await shot(page, `devices-${device}`);
    await expectNoSeriousA11yViolations(page);

    // Revoke the other browser, after a confirmation: it is signed out there.
    await page.getByRole("button", { name: "Revoke Chrome on Linux" }).click();
    const confirm = page.getByRole("dialog", { name: "Sign out Chrome on Linux?" });
    await shown(confirm).toBe(true);
    await shot(page, `revoke-confirm-${device}`);
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole("button", { name: "Revoke" }).click();
    await shown(page.getByText(accountMessages.deviceSignedOut).first()).toBe(true);
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(before - 1);
    expect(await devices.getByText("Chrome on Linux").count()).toBe(0);
    await other.goto("/dashboard");
    await expect.poll(() => new URL(other.url()).pathname, { timeout: 10_000 }).toBe("/login");
    expect(await stillSignedIn(script)).toBe(true);

    // 'Sign out everywhere else' ends every other session; this one stays.
    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    const everywhere = page.getByRole("dialog", { name: "Sign out everywhere else?" });
    await everywhere.getByRole("button", { name: "Sign out everywhere else" }).click();
    await shown(page.getByText(accountMessages.signedOutOthers).first()).toBe(true);
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole("button", { name: "Sign out everywhere else" }).isDisabled()).toBe(true);
    await shot(page, `devices-after-${device}`);
    expect(await stillSignedIn(script)).toBe(false);
    await page.reload();
    await shown(page.getByRole("heading", { name: "Signed-in devices" })).toBe(true);
  });

  it("downloads my data as onepercent-data-YYYY-MM-DD.zip", async () => {
    const account = await createAccount({ name: "Jules Park" });
    const page = await browser.newPage(viewport, { bypassCSP: true });
    await signIn(page.context(), account);
    await openProfile(page);
    const section = page.getByRole("region", { name: "My data" });
    await section.scrollIntoViewIfNeeded();
    await shot(page, `my-data-${device}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("button", { name: "Download my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^onepercent-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = readFileSync(await download.path());
    // A ZIP starts with a local file header ("PK\3\4") and holds the profile.
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    expect(bytes.toString("latin1")).toContain("profile.json");
  });

  it("deletes the account after the password; signing in then fails", async () => {
    const account = await createAccount({ name: "Robin Vale" });
    const page = await browser.newPage(viewport, { bypassCSP: true });
    await signIn(page.context(), account);
    await openProfile(page);
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete my account?" });
    await shown(dialog.getByLabel("Password")).toBe(true);
    await shot(page, `delete-dialog-${device}`);
    await expectNoSeriousA11yViolations(page);

    // No password, then a wrong one: refused with the message under the field; nothing deleted.
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await shown(dialog.getByText(accountMessages.passwordRequired)).toBe(true);
    await dialog.getByLabel("Password").fill("not my password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await shown(dialog.getByText(accountMessages.passwordIncorrect)).toBe(true);
    await shot(page, `delete-wrong-${device}`);
    await expectNoSeriousA11yViolations(page);
    expect(await apiSignIn(account)).not.toBeNull();

    await dialog.getByLabel("Password").fill(account.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe("/login");
    await shown(page.getByText(accountMessages.accountDeleted).first()).toBe(true);
    await shot(page, `deleted-${device}`);
    expect(await apiSignIn(account)).toBeNull();
  });
});
