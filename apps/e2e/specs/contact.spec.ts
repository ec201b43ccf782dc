import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { createAccount, signIn } from "../support/accounts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { hasChromium, useBrowser, viewports, visible } from "../support/browser";
import { waitForMail } from "../support/mail";

const browser = useBrowser();

describe.skipIf(!hasChromium)("Contact Us", () => {
  it("opens from the drawer, checks both fields, sends the message by e-mail and closes", async () => {
    const account = await createAccount({ name: "Morgan Diaz" });
    const page = await browser.newPage(viewports.phone, { bypassCSP: true });
    await signIn(page.context(), account);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Contact Us" }).click();

    const dialog = page.getByRole("dialog", { name: "Contact Us" });
    await visible(dialog).toBe(true);
    expect(new URL(page.url()).searchParams.get("modal")).toBe("contact-us");
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole("button", { name: "Send Message" }).click();
    await visible(dialog.getByText(messages.contactSubjectRequired)).toBe(true);
    await visible(dialog.getByText(messages.contactMessageRequired)).toBe(true);

    const subject = `Question ${crypto.randomUUID().slice(0, 6)}`;
    await dialog.getByLabel("Subject").fill(subject);
    await dialog.getByLabel("Message").fill("How long should a breathwork session be before a game?");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await visible(dialog.getByText(messages.contactSent)).toBe(true);

    const mail = await waitForMail((email) => email.raw.includes(subject));
    expect(mail.to).toEqual(["support@onepercent.test"]);
    expect(mail.raw).toContain("How long should a breathwork session be before a game?");
    expect(mail.raw).toContain(account.email);

    // The modal closes by itself 2 s after the success message, and the query parameter goes.
    await expect.poll(() => dialog.isVisible(), { timeout: 5000 }).toBe(false);
    expect(new URL(page.url()).searchParams.get("modal")).toBeNull();
  });

  it("opens straight from a ?modal=contact-us link on a laptop", async () => {
    const account = await createAccount();
    const page = await browser.newPage(viewports.desktop);
    await signIn(page.context(), account);
    await page.goto("/dashboard?modal=contact-us");
    const dialog = page.getByRole("dialog", { name: "Contact Us" });
    await visible(dialog).toBe(true);
    await dialog.getByRole("button", { name: "Close" }).click();
    await visible(dialog).toBe(false);
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    expect(new URL(page.url()).searchParams.get("modal")).toBeNull();
  });

  it("ignores a modal value whose overlay does not exist", async () => {
    const account = await createAccount();
    const page = await browser.newPage(viewports.phone);
    await signIn(page.context(), account);
    await page.goto("/dashboard?modal=unknown-thing");
    await visible(page.getByRole("heading", { level: 1 })).toBe(true);
    expect(await page.getByRole("dialog").count()).toBe(0);
  });
});
