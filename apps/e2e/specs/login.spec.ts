import { messages } from "@onepercent/validators";
import { describe, it } from "vitest";
import { createAccount } from "../support/accounts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { hasChromium, useBrowser, viewports, visible } from "../support/browser";

const browser = useBrowser();

describe.skipIf(!hasChromium)("signing in", () => {
  it("shows the spec's messages for missing fields and wrong credentials", async () => {
    const account = await createAccount();
    const page = await browser.newPage(viewports.phone);
    await page.goto("/login");
    await visible(page.getByRole("heading", { name: "Sign In" })).toBe(true);
    await page.getByRole("button", { name: "Sign In" }).click();
    await visible(page.getByText(messages.loginRequired).first()).toBe(true);

    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await visible(page.getByText(messages.invalidCredentials)).toBe(true);
  });

  it("lands on the dashboard, greeting the user", async () => {
    const account = await createAccount({ name: "Taylor Brooks" });
    const page = await browser.newPage(viewports.desktop);
    await page.goto("/login");
    await page.getByLabel("Email").fill(account.email.toUpperCase());
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/dashboard");
    await visible(page.getByRole("heading", { name: /, Taylor$/ })).toBe(true);
  });

  it("shows the notice for an error in the query", async () => {
    const page = await browser.newPage(viewports.phone);
    await page.goto("/login?error=google_auth_failed");
    await visible(page.getByText(messages.googleAuthFailed)).toBe(true);
    await page.goto("/login?error=no_user");
    await visible(page.getByText(messages.googleNoUser)).toBe(true);
  });

  it("keeps the session in a new browser only with Remember me", async () => {
    for (const remember of [true, false]) {
      const account = await createAccount();
      const page = await browser.newPage(viewports.desktop);
      await page.goto("/login");
      await page.getByLabel("Email").fill(account.email);
      await page.getByLabel("Password").fill(account.password);
      if (remember) await page.getByRole("checkbox", { name: "Remember me" }).click();
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.waitForURL("**/dashboard");
      // A browser restart keeps persistent cookies and drops session cookies.
      const state = await page.context().storageState();
      const persistent = { ...state, cookies: state.cookies.filter((cookie) => cookie.expires > 0) };
      const restarted = await browser.newPage(viewports.desktop, { storageState: persistent });
      await restarted.goto("/dashboard");
      if (remember) await restarted.waitForURL("**/dashboard");
      else await restarted.waitForURL("**/login**");
    }
  });

  it("has no serious accessibility violations", async () => {
    const page = await browser.newPage(viewports.phone, { bypassCSP: true });
    await page.goto("/login");
    await visible(page.getByRole("heading", { name: "Sign In" })).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});
