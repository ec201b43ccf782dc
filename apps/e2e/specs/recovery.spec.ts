import type { ReceivedEmail } from "@onepercent/email/testing";
import { recoveryMessages } from "@onepercent/validators";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createAccount } from "../support/accounts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { baseUrl, hasChromium, SHOTS_DIR, useBrowser, viewports, visible } from "../support/browser";
import { receivedMail, waitForMail } from "../support/mail";

const browser = useBrowser();
const NEW_PASSWORD = "back-on-court";

/** The message text, with quoted-printable soft line breaks joined again. */
const textOf = (mail: ReceivedEmail) => mail.raw.replace(/=\r?\n/g, "");
const isRecoveryMail = (to: string) => (mail: ReceivedEmail) =>
  mail.to.includes(to) && mail.raw.includes(recoveryMessages.mailCodeSubject);

/** The code and the link of the `count`-th recovery e-mail to `to`. */
async function recoveryMail(to: string, count = 1) {
  await expect.poll(() => receivedMail().filter(isRecoveryMail(to)).length, { timeout: 10_000 }).toBe(count);
  const mail = receivedMail().filter(isRecoveryMail(to)).at(-1);
  if (!mail) throw new Error("no recovery e-mail");
  const code = /Your code: (\d{6})/.exec(textOf(mail))?.[1];
  const link = /(http\S+\/reset-password\/[A-Za-z0-9_-]+)/.exec(textOf(mail))?.[1];
  if (!code || !link) throw new Error(`no code or link in:\n${textOf(mail)}`);
  return { code, link };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS_DIR}/recovery-${name}.png`, fullPage: true });

async function signInWith(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("**/dashboard");
}

describe.skipIf(!hasChromium)("password recovery", () => {
  for (const [size, viewport] of Object.entries(viewports)) {
    it(`forgot password: the code from the e-mail sets a new password, then Sign In (${size})`, async () => {
      const account = await createAccount();
      const page = await browser.newPage(viewport, { bypassCSP: true });
      await page.goto("/login");
      await visible(page.getByRole("link", { name: "Forgot password" })).toBe(true);
      await shot(page, `login-${size}`);
      await page.getByRole("link", { name: "Forgot password" }).click();
      await page.waitForURL("**/forgot-password");
      await visible(page.getByRole("heading", { name: "Forgot Password" })).toBe(true);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `step-1-${size}`);

      await page.getByLabel("Email").fill(account.email);
      await page.getByRole("button", { name: "Send Code" }).click();
      await visible(page.getByText(recoveryMessages.requestSent)).toBe(true);
      await recoveryMail(account.email, 1);

      // Back returns to step 1 with the address kept; sending again replaces the code.
      await page.getByRole("button", { name: "Back" }).click();
      expect(await page.getByLabel("Email").inputValue()).toBe(account.email);
      await page.getByRole("button", { name: "Send Code" }).click();
      const { code } = await recoveryMail(account.email, 2);

      await page.getByLabel("6-digit code").fill(code);
      await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel("Confirm new password").fill("something-else");
      await page.getByRole("button", { name: "Reset Password" }).click();
      await visible(page.getByText(recoveryMessages.passwordsDoNotMatch)).toBe(true);
      await page.getByLabel("New password", { exact: true }).fill("short");
      await page.getByLabel("Confirm new password").fill("short");
      await page.getByRole("button", { name: "Reset Password" }).click();
      await visible(page.getByText(recoveryMessages.passwordTooShort)).toBe(true);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `step-2-${size}`);

      await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Reset Password" }).click();
      await visible(page.getByText(recoveryMessages.passwordReset)).toBe(true);
      await shot(page, `done-${size}`);
      // Not signed in: Sign In follows by itself after 3 seconds.
      await page.waitForURL("**/login", { timeout: 6000 });
      await signInWith(page, account.email, NEW_PASSWORD);
    });

    it(`the reset link sets a new password once (${size})`, async () => {
      const account = await createAccount();
      const asked = await fetch(`${baseUrl}/users/forgot-password`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: account.email }),
      });
      expect(await asked.json()).toEqual({ verified: true, message: recoveryMessages.requestSent });
      const { link } = await recoveryMail(account.email);
      const path = new URL(link).pathname;

      const page = await browser.newPage(viewport, { bypassCSP: true });
      await page.goto(path);
      await visible(page.getByRole("heading", { name: "Reset Password" })).toBe(true);
      await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel("Confirm new password").fill("not-the-same");
      await page.getByRole("button", { name: "Reset Password" }).click();
      await visible(page.getByText(recoveryMessages.passwordsDoNotMatch)).toBe(true);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `link-${size}`);

      await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Reset Password" }).click();
      await visible(page.getByText(recoveryMessages.passwordReset)).toBe(true);
      await waitForMail(
        (mail) => mail.to.includes(account.email) && mail.raw.includes(recoveryMessages.mailChangedSubject),
      );
      await page.waitForURL("**/login", { timeout: 6000 });
      await signInWith(page, account.email, NEW_PASSWORD);

      // Used once: the link now says so at once.
      const again = await browser.newPage(viewport, { bypassCSP: true });
      await again.goto(path);
      await visible(again.getByText(recoveryMessages.linkInvalid)).toBe(true);
      await expectNoSeriousA11yViolations(again);
      await shot(again, `link-used-${size}`);
      await again.getByRole("link", { name: "Request a New Link" }).click();
      await again.waitForURL("**/forgot-password");
    });
  }
});
