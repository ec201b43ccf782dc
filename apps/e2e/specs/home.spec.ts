import { describe, expect, it } from "vitest";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { hasChromium, useBrowser, viewports, visible } from "../support/browser";

const browser = useBrowser();

describe.skipIf(!hasChromium)("the home carousel", () => {
  it("walks through three slides with the next arrows and ends on SIGN UP FOR FREE", async () => {
    const page = await browser.newPage(viewports.phone);
    await page.goto("/");
    await visible(page.getByRole("heading", { name: "Training built around you" })).toBe(true);
    await visible(page.getByRole("link", { name: "Log in" })).toBe(true);
    await page.getByRole("button", { name: "Next slide" }).click();
    await visible(page.getByRole("heading", { name: "About 15 minutes a day" })).toBe(true);
    await page.getByRole("button", { name: "Next slide" }).click();
    await visible(page.getByRole("heading", { name: "1% better each day" })).toBe(true);
    expect(await page.getByRole("button", { name: "Next slide" }).count()).toBe(0);
    await page.getByRole("link", { name: "SIGN UP FOR FREE" }).click();
    await page.waitForURL("**/new-profile");
  });

  it("moves with the keyboard and with a swipe", async () => {
    const page = await browser.newPage(viewports.phone);
    await page.goto("/home");
    await page.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("ArrowRight");
    await visible(page.getByRole("heading", { name: "About 15 minutes a day" })).toBe(true);
    await page.keyboard.press("ArrowLeft");
    await visible(page.getByRole("heading", { name: "Training built around you" })).toBe(true);

    const box = await page.getByRole("heading", { name: "Training built around you" }).boundingBox();
    if (!box) throw new Error("no slide");
    await page.mouse.move(box.x + box.width - 10, box.y + 10);
    await page.mouse.down();
    await page.mouse.move(box.x - 150, box.y + 10, { steps: 10 });
    await page.mouse.up();
    await visible(page.getByRole("heading", { name: "About 15 minutes a day" })).toBe(true);
  });

  it("links every slide to the login page and remembers the visitor came from home", async () => {
    const page = await browser.newPage(viewports.desktop);
    await page.goto("/");
    await page.getByRole("link", { name: "Log in" }).click();
    await page.waitForURL("**/login");
    expect(await page.evaluate(() => sessionStorage.getItem("fromHome"))).toBe("true");
  });

  it("has no serious accessibility violations", async () => {
    const page = await browser.newPage(viewports.phone, { bypassCSP: true });
    await page.goto("/");
    await visible(page.getByRole("heading", { name: "Training built around you" })).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });
});
