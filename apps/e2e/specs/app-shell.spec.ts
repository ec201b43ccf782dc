import { messages } from "@onepercent/validators";
import { describe, expect, it } from "vitest";
import { createAccount, signIn } from "../support/accounts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { hasChromium, useBrowser, viewports, visible } from "../support/browser";

const browser = useBrowser();

describe.skipIf(!hasChromium)("the signed-in app", () => {
  it("sends a visitor without a session to the login page", async () => {
    const page = await browser.newPage(viewports.phone);
    await page.goto("/dashboard");
    await page.waitForURL("**/login**");
    await visible(page.getByRole("heading", { name: "Sign In" })).toBe(true);
  });

  it("shows the bottom bar on a 390×844 phone and the sidebar on a desktop", async () => {
    const account = await createAccount({ name: "Jamie Fox" });
    const phone = await browser.newPage(viewports.phone);
    await signIn(phone.context(), account);
    await phone.goto("/dashboard");
    await visible(phone.getByRole("heading", { name: /, Jamie$/ })).toBe(true);
    const bar = phone.getByRole("navigation", { name: "Main" });
    await visible(bar.getByRole("link", { name: "Dashboard" })).toBe(true);
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(844);
    // Six areas and Menu (platform.md §2), each label inside its own item, down to a 320 px phone.
    const names = ["Dashboard", "Motivation", "Mindset", "Daily Habits", "Focus", "Journal"];
    for (const name of names) await visible(bar.getByRole("link", { name, exact: true })).toBe(true);
    await phone.setViewportSize({ width: 320, height: 640 });
    const overflowing = await bar.evaluate(
      (nav) => [...nav.querySelectorAll("a, button")].filter((item) => item.scrollWidth > item.clientWidth).length,
    );
    expect(overflowing).toBe(0);

    const desktop = await browser.newPage(viewports.desktop);
    await signIn(desktop.context(), account);
    await desktop.goto("/dashboard");
    const sidebar = desktop.getByRole("complementary");
    await visible(sidebar.getByRole("link", { name: "Dashboard" })).toBe(true);
  });

  it("opens the menu drawer, without an admin link for an athlete, and logs out", async () => {
    const account = await createAccount();
    const page = await browser.newPage(viewports.phone);
    await signIn(page.context(), account);
    await page.goto("/dashboard");
    // The bottom bar's button: while the drawer is open the page behind it is hidden from roles.
    const menu = await page.getByRole("button", { name: "Menu", exact: true }).elementHandle();
    if (!menu) throw new Error("no Menu button");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    // Escape closes it and gives the focus back to the Menu button.
    await menu.click();
    await visible(drawer).toBe(true);
    expect(await menu.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    await visible(drawer).toBe(false);
    await expect.poll(() => menu.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await menu.getAttribute("aria-expanded")).toBe("false");

    await menu.click();
    await visible(drawer).toBe(true);
    expect(await drawer.getByText("Admin Dashboard").count()).toBe(0);
    await drawer.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    await page.goto("/dashboard");
    await page.waitForURL("**/login**");
  });

  it("keeps a session without Remember me across a reload (the closing notice leaves time to come back)", async () => {
    const account = await createAccount({ name: "Casey Lane" });
    const page = await browser.newPage(viewports.phone);
    await signIn(page.context(), account, false);
    await page.goto("/dashboard");
    await visible(page.getByRole("heading", { name: /, Casey$/ })).toBe(true);
    await page.reload();
    await visible(page.getByRole("heading", { name: /, Casey$/ })).toBe(true);
    expect(page.url()).toContain("/dashboard");
  });

  it("logs out after 30 minutes without activity", async () => {
    const account = await createAccount();
    const page = await browser.newPage(viewports.desktop);
    await page.clock.install();
    await signIn(page.context(), account);
    await page.goto("/dashboard");
    await visible(page.getByRole("heading", { name: /, Riley$/ })).toBe(true);
    await page.clock.fastForward("29:00");
    await page.mouse.move(200, 200);
    await page.clock.fastForward("29:00");
    expect(page.url()).toContain("/dashboard");
    await page.clock.fastForward("02:00");
    await page.waitForURL("**/login?reason=inactivity");
    await visible(page.getByText(messages.inactivityLogout)).toBe(true);
    await page.goto("/dashboard");
    await page.waitForURL("**/login**");
  });

  it("has no serious accessibility violations", async () => {
    const account = await createAccount();
    const page = await browser.newPage(viewports.phone, { bypassCSP: true });
    await signIn(page.context(), account);
    await page.goto("/dashboard");
    await visible(page.getByRole("heading", { name: /, Riley$/ })).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});
