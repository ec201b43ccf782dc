import { randomUUID } from "node:crypto";
import { googleMessages } from "@onepercent/validators/messages/google";
import { OAuth2Server } from "oauth2-mock-server";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations, settleAnimations } from "../support/axe";
import { hasChromium, SHOTS_DIR, useBrowser, viewports, visible } from "../support/browser";
import { E2E_THROTTLES, type RunningServer, startServer } from "../support/server";
import { serverCalls } from "../support/server-calls";

const browser = useBrowser();
const sizes = [
  ["phone", viewports.phone],
  ["laptop", viewports.desktop],
] as const;

/** A local OpenID provider standing in for Google, and a server of our own configured for it. */
const provider = new OAuth2Server();
let identity: Record<string, unknown> = {};
let server: RunningServer;
const url = (path: string) => `${server.baseUrl}${path}`;

beforeAll(async () => {
  if (!hasChromium) return;
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  provider.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, identity);
  });
  server = await startServer({
    ...E2E_THROTTLES,
    GOOGLE_CLIENT_ID: "onepercent-e2e",
    GOOGLE_CLIENT_SECRET: "onepercent-e2e-secret",
    GOOGLE_ISSUER: provider.issuer.url ?? "",
  });
});
afterAll(async () => {
  await server?.stop();
  if (provider.listening) await provider.stop();
});

async function shot(page: Page, name: string) {
  await settleAnimations(page);
  await page.screenshot({ path: `${SHOTS_DIR}/google-${name}.png`, fullPage: true });
}

/** Our server's calls: accounts registered with e-mail and password there. */
const { registerAthlete } = serverCalls(() => server.baseUrl);

async function continueWithGoogle(page: Page) {
  await page.goto(url("/login"));
  const button = page.getByRole("link", { name: "Continue with Google" });
  await visible(button).toBe(true);
  await button.click();
}

const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

describe.skipIf(!hasChromium)("Google sign-in against a local OpenID provider", () => {
  it.each(sizes)("on a %s: a new Google user completes registration and lands on the dashboard", async (name, size) => {
    const email = `casey-${randomUUID().slice(0, 8)}@example.test`;
    identity = { sub: `google-${randomUUID()}`, email, email_verified: true, name: "Casey Jordan" };
    const page = await browser.newPage(size, { bypassCSP: true });
    await page.goto(url("/login"));
    await visible(page.getByRole("link", { name: "Continue with Google" })).toBe(true);
    await shot(page, `${name}-login`);
    await expectNoSeriousA11yViolations(page);

    await continueWithGoogle(page);
    await page.waitForURL("**/new-profile?google=1");
    await visible(page.getByText(googleMessages.signupIntro)).toBe(true);
    expect(await page.getByLabel("Full name").inputValue()).toBe("Casey Jordan");
    await shot(page, `${name}-signup-name`);
    await next(page);
    await page.getByRole("radio", { name: /Athlete/ }).click();
    await next(page);
    await page.getByLabel("Birth year").selectOption("2006");
    await page.getByLabel("Gender").selectOption("female");
    await next(page);
    await page.getByLabel("Primary sport").selectOption("Basketball");
    await page.getByLabel("Position (optional)").selectOption("Point Guard");
    await page.getByLabel("Years playing").selectOption("5");
    await next(page);
    await visible(page.getByText(email)).toBe(true);
    expect(await page.getByLabel("Email").count()).toBe(0);
    expect(await page.getByLabel("Password", { exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: "Create Profile" }).click();
    await visible(page.getByText("You must agree to the Terms & Conditions and Privacy Policy")).toBe(true);
    await page.getByRole("checkbox", { name: /I agree/ }).click();
    await shot(page, `${name}-signup-last-step`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Create Profile" }).click();

    await page.waitForURL("**/dashboard?t=*");
    const onboarding = page.getByRole("dialog", { name: "Introduction" });
    await onboarding.waitFor({ state: "visible", timeout: 15_000 });
    await onboarding.getByRole("button", { name: "Close" }).click();
    await visible(page.getByRole("heading", { name: /, Casey$/ })).toBe(true);
    await shot(page, `${name}-new-user-dashboard`);
  });

  it.each(sizes)(
    "on a %s: an existing account with the same verified e-mail is linked and signed in",
    async (name, size) => {
      const email = `robin-${randomUUID().slice(0, 8)}@example.test`;
      await registerAthlete("Robin Hale", email);
      identity = { sub: `google-${randomUUID()}`, email, email_verified: true, name: "Robin H." };
      const page = await browser.newPage(size, { bypassCSP: true });
      await continueWithGoogle(page);
      await page.waitForURL("**/dashboard");
      await visible(page.getByRole("heading", { name: /, Robin$/ })).toBe(true);
      await shot(page, `${name}-linked-dashboard`);
    },
  );

  it.each(sizes)(
    "on a %s: an unverified Google e-mail is not linked, and the sign-in page says why",
    async (name, size) => {
      const email = `sky-${randomUUID().slice(0, 8)}@example.test`;
      await registerAthlete("Sky Lane", email);
      identity = { sub: `google-${randomUUID()}`, email, email_verified: false };
      const page = await browser.newPage(size, { bypassCSP: true });
      await continueWithGoogle(page);
      await page.waitForURL("**/login?error=google_unverified");
      await visible(page.getByText(googleMessages.unverified)).toBe(true);
      await shot(page, `${name}-unverified`);
      await expectNoSeriousA11yViolations(page);
    },
  );
});
