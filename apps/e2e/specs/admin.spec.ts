import { randomUUID } from "node:crypto";
import { INVITATION_COPIED_MS, messages } from "@onepercent/validators";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { closeOnboardingOf, createAccount, signIn, type TestAccount } from "../support/accounts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { hasChromium, useBrowser, viewports, visible } from "../support/browser";
import { waitForMail } from "../support/mail";
import { E2E_ADMIN_PASSWORD } from "../support/server";

const browser = useBrowser();

/** The coach/admin account the server creates at start (global-setup sets ADMIN_PASSWORD, not ADMIN_EMAIL). */
const admin: TestAccount = { name: "Coach", email: "coach@onepercent.local", password: E2E_ADMIN_PASSWORD };

async function openDrawer(page: Page) {
  await page.getByRole("button", { name: "Menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await visible(drawer).toBe(true);
  return drawer;
}

const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

describe.skipIf(!hasChromium)("admin", () => {
  beforeAll(() => closeOnboardingOf(admin));

  it("is neither offered to nor reachable by a normal user", async () => {
    const account = await createAccount();
    const page = await browser.newPage(viewports.phone);
    await signIn(page.context(), account);
    await page.goto("/dashboard");
    const drawer = await openDrawer(page);
    await visible(drawer.getByRole("link", { name: "Contact Us" })).toBe(true);
    expect(await drawer.getByRole("link", { name: "Admin Dashboard" }).count()).toBe(0);

    await page.goto("/admin");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/dashboard");
    expect(await page.getByRole("heading", { name: "Admin Dashboard" }).count()).toBe(0);
  });

  it("invites an athlete who registers with the link; the invitation turns Used and the athlete is listed", async () => {
    // Other specs register users on the same server at the same time, so the list is searched by a tag
    // only this test's two accounts carry: one registered before the invitee, then the invitee.
    const tag = `inv${randomUUID().slice(0, 8)}`;
    const earlier = await createAccount({ name: "Earlier Athlete", email: `${tag}-earlier@example.test` });
    const page = await browser.newPage(viewports.desktop, { bypassCSP: true });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page.context(), admin);
    await page.goto("/dashboard");
    const drawer = await openDrawer(page);
    await drawer.getByRole("link", { name: "Admin Dashboard" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/admin");

    // The password gate: the server re-checks the admin's own password.
    const password = page.getByLabel("Password");
    await visible(password).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await password.fill("not my password");
    await page.getByRole("button", { name: "Unlock" }).click();
    await visible(page.getByText(messages.adminInvalidPassword)).toBe(true);
    expect(await page.getByRole("tab").count()).toBe(0);
    await password.fill(admin.password);
    await page.getByRole("button", { name: "Unlock" }).click();
    await visible(page.getByRole("tab", { name: "Invitations", selected: true })).toBe(true);

    // The form checks both fields, then generates the invitation and e-mails it.
    await page.getByRole("button", { name: "Generate Invitation" }).click();
    await visible(page.getByText(messages.invitationNameRequired)).toBe(true);
    await visible(page.getByText(messages.invitationEmailRequired)).toBe(true);
    const invitee = { name: "Jamie Rivers", email: `${tag}-jamie@example.test` };
    await page.getByLabel("Name").fill(invitee.name);
    await page.getByLabel("Email").fill(invitee.email);
    await page.getByRole("button", { name: "Generate Invitation" }).click();
    await visible(page.getByRole("status").filter({ hasText: messages.invitationGenerated })).toBe(true);
    const row = page.getByRole("listitem").filter({ hasText: invitee.email });
    await visible(row.getByText("Pending", { exact: true })).toBe(true);
    await expectNoSeriousA11yViolations(page);

    // Copy the code: "Copied!" for 2 seconds, and the link is on the clipboard.
    await row.getByRole("button", { name: "Copy code" }).click();
    await visible(row.getByRole("button", { name: "Copied!" })).toBe(true);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const code = new URL(link).searchParams.get("code");
    expect(new URL(link).pathname).toBe("/register");
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect
      .poll(() => row.getByRole("button", { name: "Copy code" }).isVisible(), { timeout: INVITATION_COPIED_MS + 2000 })
      .toBe(true);

    const mail = await waitForMail((email) => email.to.includes(invitee.email));
    expect(mail.raw.replace(/=\r?\n/g, "")).toContain(code ?? "missing");

    // The invitee opens the link in another browser and registers with it.
    const visitor = await browser.newPage(viewports.phone, { bypassCSP: true });
    await visitor.goto(link);
    await visible(visitor.getByText(messages.invitationVerified)).toBe(true);
    await expectNoSeriousA11yViolations(visitor);
    expect(await visitor.getByLabel("Full name").inputValue()).toBe(invitee.name);
    await next(visitor);
    await visitor.getByRole("radio", { name: /Athlete/ }).click();
    await next(visitor);
    await visitor.getByLabel("Birth year").selectOption("2008");
    await visitor.getByLabel("Gender").selectOption("male");
    await next(visitor);
    await visitor.getByLabel("Primary sport").selectOption("Soccer");
    await visitor.getByLabel("Years playing").selectOption("5");
    await next(visitor);
    expect(await visitor.getByLabel("Email").inputValue()).toBe(invitee.email);
    await visitor.getByLabel("Password", { exact: true }).fill("training-every-day");
    await visitor.getByLabel("Confirm password").fill("training-every-day");
    await visitor.getByRole("checkbox", { name: /I agree/ }).click();
    await visitor.getByRole("button", { name: "Create Profile" }).click();
    await expect.poll(() => new URL(visitor.url()).pathname, { timeout: 15_000 }).toBe("/dashboard");

    // Back on the admin page (still unlocked in this session): Used, without actions.
    await page.reload();
    const usedRow = page.getByRole("listitem").filter({ hasText: invitee.email });
    await visible(usedRow.getByText("Used", { exact: true })).toBe(true);
    expect(await usedRow.getByRole("button").count()).toBe(0);

    await page.getByRole("tab", { name: "Users" }).click();
    const table = page.getByRole("table");
    await visible(table.getByRole("rowheader", { name: invitee.name })).toBe(true);
    // Newest first by default: of this test's two accounts, the invitee is the first row.
    await page.getByLabel("Search users by name or email").fill(tag);
    await expect.poll(() => table.getByRole("rowheader").allTextContents()).toEqual([invitee.name, earlier.name]);
    await expectNoSeriousA11yViolations(page);

    // Locking brings the gate back, also after a reload: the server forgot the unlock.
    await page.getByRole("button", { name: "Lock" }).click();
    await visible(page.getByLabel("Password")).toBe(true);
    await page.reload();
    await visible(page.getByLabel("Password")).toBe(true);
    expect(await page.getByRole("tab").count()).toBe(0);
  });

  it("shows the Users tab as cards on a phone", async () => {
    const page = await browser.newPage(viewports.phone);
    await signIn(page.context(), admin);
    await page.goto("/admin");
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Unlock" }).click();
    await page.getByRole("tab", { name: "Users" }).click();
    const cards = page.getByRole("list", { name: "Users" });
    await visible(cards).toBe(true);
    // Other specs' athletes fill the first pages: the admin is found by searching.
    await page.getByPlaceholder("Search by name or email").fill(admin.email);
    await visible(cards.getByText(admin.email)).toBe(true);
    expect(await page.getByRole("table").isVisible()).toBe(false);
  });

  it("says so when the invitation link's code is not valid", async () => {
    const page = await browser.newPage(viewports.phone);
    await page.goto("/register?code=not-a-real-code");
    await visible(page.getByText(messages.invitationInvalid)).toBe(true);
    expect(await page.getByLabel("Full name").count()).toBe(0);
    await page.getByRole("link", { name: "create a profile without an invitation" }).click();
    await visible(page.getByLabel("Full name")).toBe(true);
  });
});
