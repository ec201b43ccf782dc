import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createAccount, signIn, type TestAccount } from "../support/accounts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { hasChromium, SHOTS_DIR, useBrowser, viewports, visible } from "../support/browser";
import { grantCoach } from "../support/coaches";

const browser = useBrowser();
const sizes = [
  ["phone", viewports.phone],
  ["laptop", viewports.desktop],
] as const;

/** The areas of the coach's athlete page, by their titles. */
const AREAS = ["Usage", "Habits", "Focus", "Performance routines", "Journals", "MVP and mindset"] as const;

const area = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

/** The titles of the areas the coach's athlete page shows now. */
async function areasShown(page: Page): Promise<string[]> {
  await visible(page.getByRole("heading", { level: 1 })).toBe(true);
  const shown: string[] = [];
  for (const title of AREAS) if ((await area(page, title).count()) > 0) shown.push(title);
  return shown;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS_DIR}/coach-sharing-${name}.png`, fullPage: true });
}

/** The coach makes a team on /coach and reads its join link from the team page. */
async function createTeam(page: Page, name: string): Promise<string> {
  await page.goto("/coach");
  await page.getByRole("button", { name: "New team" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Team name").fill(name);
  await dialog.getByRole("button", { name: "Create team" }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/coach\/teams\/[0-9a-f-]{36}$/);
  const link = page.locator("code").filter({ hasText: "/profile/teams?code=" });
  await visible(link).toBe(true);
  return (await link.textContent()) ?? "";
}

/** The athlete opens the coach's link (signed in) and joins with one click. */
async function joinByLink(page: Page, link: string, team: string) {
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole("button", { name: "Join team" }).click();
  await visible(page.getByRole("region", { name: team })).toBe(true);
}

describe.skipIf(!hasChromium)("Coach and athlete together (issue 29)", () => {
  it.each(sizes)(
    "on a %s: a coach's team, an athlete who shares habits and journal ratings, exactly those shown, then revoked",
    async (name, size) => {
      const coach: TestAccount = await createAccount({ name: "Sam Rivera" });
      await grantCoach(coach);
      const athlete = await createAccount({ name: "Jordan Lee" });
      const team = `Falcons ${name}`;

      // The coach creates a team and invites with its link.
      const coachPage = await browser.newPage(size, { bypassCSP: true });
      await signIn(coachPage.context(), coach);
      const link = await createTeam(coachPage, team);
      await expectNoSeriousA11yViolations(coachPage);

      // The athlete joins from the link and shares habits and journal ratings.
      const athletePage = await browser.newPage(size, { bypassCSP: true });
      await signIn(athletePage.context(), athlete);
      await joinByLink(athletePage, link, team);
      const card = athletePage.getByRole("region", { name: team });
      await visible(card.getByText("Coach Sam Rivera sees: usage counts")).toBe(true);
      await card.getByRole("switch", { name: "Habits" }).click();
      await card.getByRole("radio", { name: "Ratings only" }).click();
      await visible(card.getByText("Coach Sam Rivera sees: usage counts, habits, journal ratings")).toBe(true);
      await expectNoSeriousA11yViolations(athletePage);
      await shot(athletePage, `athlete-${name}`);

      // The coach sees the athlete in the table and exactly the shared areas on the athlete page.
      await coachPage.reload();
      const row = coachPage.getByRole("link", { name: "Jordan Lee" }).first();
      await visible(row).toBe(true);
      await shot(coachPage, `team-${name}`);
      await row.click();
      await expect.poll(() => new URL(coachPage.url()).pathname).toMatch(/\/athletes\//);
      await expect.poll(() => areasShown(coachPage)).toEqual(["Usage", "Habits", "Journals"]);
      await expectNoSeriousA11yViolations(coachPage);
      await shot(coachPage, `athlete-page-${name}`);

      // The athlete revokes habits: the coach's next look no longer has them.
      await card.getByRole("switch", { name: "Habits" }).click();
      await visible(card.getByText("Coach Sam Rivera sees: usage counts, journal ratings")).toBe(true);
      await coachPage.reload();
      await expect.poll(() => areasShown(coachPage)).toEqual(["Usage", "Journals"]);
    },
  );
});
