import { messages } from "@onepercent/validators";
import type { Page } from "playwright-core";
import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { createAccount, signIn, type TestAccount } from "../support/accounts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { baseUrl, hasChromium, useBrowser, viewports } from "../support/browser";

const browser = useBrowser();

/** Polls until the locator shows; generous, since these machines run several suites at once. */
const shown = (locator: { isVisible(): Promise<boolean> }) =>
  expect.poll(() => locator.isVisible(), { timeout: 10_000 });

/** Whether e-mail and password sign in, asked of the API as the sign-in page would. */
async function canLogIn(email: string, password: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/trpc/auth.login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-onepercent-client": "web" },
    body: JSON.stringify(superjson.serialize({ email, password, rememberMe: false })),
  });
  return response.ok;
}

async function openProfileFromDrawer(page: Page) {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Profile" }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe("/profile");
  await shown(page.getByRole("heading", { name: "Personal Details" })).toBe(true);
}

describe.skipIf(!hasChromium).each([
  ["phone", viewports.phone],
  ["laptop", viewports.desktop],
] as const)("Profile on a %s", (_device, viewport) => {
  it("opens from the drawer and edits the personal and sport sections", async () => {
    const account = await createAccount({ name: "Casey Morgan" });
    const page = await browser.newPage(viewport, { bypassCSP: true });
    await signIn(page.context(), account);
    await openProfileFromDrawer(page);

    const personal = page.getByRole("region", { name: "Personal Details" });
    await shown(personal.getByText(account.email)).toBe(true);
    await shown(page.getByText(messages.profileIncomplete)).toBe(true);
    const complete = page.getByRole("link", { name: "Complete Profile" });
    expect(new URL(await complete.getAttribute("href").then((href) => href ?? "/"), baseUrl).search).toContain(
      "modal=onboarding",
    );
    await expectNoSeriousA11yViolations(page);

    // Personal: a blank name is refused with the spec's message, then a real change is saved.
    await personal.getByRole("button", { name: "Edit" }).click();
    const name = personal.getByLabel("Name");
    await name.fill("   ");
    await personal.getByRole("button", { name: "Save Changes" }).click();
    await shown(personal.getByText(messages.nameAndEmailRequired)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await name.fill("Casey Jordan Morgan");
    await personal.getByLabel("Birth year").selectOption("1999");
    await personal.getByLabel("Gender").selectOption("non_binary");
    await personal.getByLabel("Role").selectOption("Coach");
    await personal.getByRole("button", { name: "Save Changes" }).click();
    await shown(page.getByText(messages.profileUpdated).first()).toBe(true);
    await shown(personal.getByRole("button", { name: "Edit" })).toBe(true);

    // Sport: a new sport clears the position; its own positions are offered.
    const sport = page.getByRole("region", { name: "Sport", exact: true });
    await sport.getByRole("button", { name: "Edit" }).click();
    await sport.getByRole("combobox", { name: "Sport" }).selectOption("Basketball");
    const position = sport.getByRole("combobox", { name: "Position" });
    expect(await position.inputValue()).toBe("");
    expect(await position.locator("option").allTextContents()).toEqual([
      "No position",
      "Point Guard",
      "Shooting Guard",
      "Small Forward",
      "Power Forward",
      "Center",
    ]);
    await position.selectOption("Center");
    await sport.getByRole("combobox", { name: "Years playing" }).selectOption("12");
    await sport.getByRole("button", { name: "Save Changes" }).click();
    await shown(sport.getByRole("button", { name: "Edit" })).toBe(true);

    await page.reload();
    await shown(page.getByRole("heading", { level: 1, name: "Casey Jordan Morgan" })).toBe(true);
    const details = async (region: typeof personal) =>
      (await region.locator("dd").allTextContents()).map((text) => text.trim());
    expect(await details(page.getByRole("region", { name: "Personal Details" }))).toEqual([
      "Casey Jordan Morgan",
      account.email,
      `1999 (age ${new Date().getUTCFullYear() - 1999})`,
      "Non-binary",
      "Coach",
    ]);
    expect(await details(page.getByRole("region", { name: "Sport", exact: true }))).toEqual([
      "Basketball",
      "Center",
      "12 years",
    ]);
  });

  it("changes the password: the wrong current one is refused, then the new one signs in and the old one does not", async () => {
    const account: TestAccount = await createAccount();
    const page = await browser.newPage(viewport, { bypassCSP: true });
    await signIn(page.context(), account);
    await page.goto("/profile");
    const card = page.getByRole("region", { name: "Change Password" });
    await shown(card).toBe(true);
    // Another device signed in to the same account.
    const otherDevice = await browser.newPage(viewport);
    await signIn(otherDevice.context(), account, true);
    await otherDevice.goto("/profile");
    await shown(otherDevice.getByRole("heading", { name: "Personal Details" })).toBe(true);

    await card.getByRole("button", { name: "Change Password" }).click();
    expect(await card.getByText(messages.allFieldsRequired).count()).toBe(3);

    const newPassword = "a stronger password 42";
    await card.getByLabel("Current password").fill("not my password");
    await card.getByLabel("New password", { exact: true }).fill(newPassword);
    await card.getByLabel("Confirm new password").fill("a different one 42");
    await card.getByRole("button", { name: "Change Password" }).click();
    await shown(card.getByText(messages.newPasswordsDoNotMatch)).toBe(true);

    await card.getByLabel("Confirm new password").fill(newPassword);
    await card.getByRole("button", { name: "Change Password" }).click();
    await shown(card.getByText(messages.currentPasswordIncorrect)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await card.getByLabel("Current password").fill(account.password);
    await card.getByRole("button", { name: "Change Password" }).click();
    await shown(card.getByRole("status").getByText(messages.passwordChanged)).toBe(true);
    expect(await card.getByLabel("Current password").inputValue()).toBe("");

    // This browser stays signed in, the other device is signed out; the old password no longer
    // signs in and the new one does.
    await page.reload();
    await shown(page.getByRole("heading", { name: "Personal Details" })).toBe(true);
    await otherDevice.reload();
    await expect.poll(() => new URL(otherDevice.url()).pathname, { timeout: 10_000 }).toBe("/login");
    expect(await canLogIn(account.email, account.password)).toBe(false);
    expect(await canLogIn(account.email, newPassword)).toBe(true);
  });

  it("shows Error Loading Profile when the profile cannot be loaded, and Try Again loads it", async () => {
    const account = await createAccount({ name: "Robin Park" });
    const page = await browser.newPage(viewport, { bypassCSP: true });
    await signIn(page.context(), account);
    let failing = true;
    await page.route(/\/trpc\/[^?]*profile\.get/, (route) =>
      failing
        ? route.fulfill({
            status: 429,
            contentType: "application/json",
            body: JSON.stringify([
              {
                error: {
                  json: {
                    message: messages.tooManyAttempts,
                    code: -32029,
                    data: { code: "TOO_MANY_REQUESTS", httpStatus: 429, path: "profile.get" },
                  },
                },
              },
            ]),
          })
        : route.continue(),
    );
    await page.goto("/profile");
    await shown(page.getByRole("heading", { name: messages.profileLoadFailed })).toBe(true);
    await expectNoSeriousA11yViolations(page);

    failing = false;
    await page.getByRole("button", { name: "Try Again" }).click();
    await shown(page.getByRole("heading", { level: 1, name: "Robin Park" })).toBe(true);
    expect(await page.getByRole("heading", { name: messages.profileLoadFailed }).count()).toBe(0);
  });
});
