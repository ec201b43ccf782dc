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

  it.each(sizes)(
    "on a %s: the coach assigns a routine, the athlete accepts and rehearses it, the coach sees the count",
    async (name, size) => {
      const coach: TestAccount = await createAccount({ name: "Sam Rivera" });
      await grantCoach(coach);
      const athlete = await createAccount({ name: "Jordan Lee" });
      const team = `Hawks ${name}`;
      const title = `Free-throw ${name}`;

      const coachPage = await browser.newPage(size, { bypassCSP: true });
      await signIn(coachPage.context(), coach);
      const link = await createTeam(coachPage, team);

      // The athlete joins and shares routines with the team.
      const athletePage = await browser.newPage(size, { bypassCSP: true });
      await athletePage.clock.install();
      await signIn(athletePage.context(), athlete);
      await joinByLink(athletePage, link, team);
      const card = athletePage.getByRole("region", { name: team });
      await card.getByRole("switch", { name: "Routines" }).click();
      await visible(card.getByText("Coach Sam Rivera sees: usage counts, routines")).toBe(true);

      // The coach assigns a routine to the whole team.
      await coachPage.reload();
      await coachPage.getByRole("button", { name: "Assign", exact: true }).click();
      const dialog = coachPage.getByRole("dialog", { name: "Assign to athletes" });
      await dialog.getByLabel("Routine name").fill(title);
      await dialog.getByLabel("Trigger Description").fill("The referee hands me the ball");
      await dialog.getByLabel("Physical Action").fill("Two bounces, spin the ball");
      await dialog.getByLabel("Step 1", { exact: true }).fill("Eyes on the front of the rim");
      await expectNoSeriousA11yViolations(coachPage);
      await dialog.getByRole("button", { name: "Send" }).click();
      await visible(dialog).toBe(false);
      const answers = coachPage.getByRole("list", { name: `Answers to ${title}` });
      await visible(answers.getByText("Pending")).toBe(true);

      // The athlete accepts the offer: the routine is theirs, marked as from the coach.
      await athletePage.reload();
      const offer = `From Coach Sam Rivera: ${title}`;
      await athletePage
        .getByRole("button", { name: `Accept: ${offer}` })
        .first()
        .click();
      await visible(athletePage.getByText(`Accepted: ${title} is in your lists.`)).toBe(true);
      await athletePage.goto("/routine-builder");
      const routine = athletePage
        .getByRole("listitem")
        .filter({ has: athletePage.getByRole("heading", { name: title }) });
      await visible(routine.getByText("From your coach")).toBe(true);
      await shot(athletePage, `accepted-${name}`);

      // Rehearsed to the end: trigger, a breath, the action, a breath, the step.
      await routine.getByRole("button", { name: "Rehearse" }).click();
      const overlay = athletePage.getByRole("dialog", { name: title });
      for (const breath of [null, "Take a Breath", null, "Take Another Breath"]) {
        if (breath) {
          await visible(overlay.getByRole("heading", { name: breath })).toBe(true);
          await athletePage.clock.fastForward(10_000);
          await visible(overlay.getByText("Complete!", { exact: true }).first()).toBe(true);
        }
        await overlay.getByRole("button", { name: "Next" }).click();
      }
      const counted = athletePage.waitForResponse((response) => response.url().includes("routines.rehearsed"));
      await overlay.getByRole("button", { name: "Finish" }).click();
      expect((await counted).ok()).toBe(true);

      // The coach sees the answer and the count; once the athlete stops sharing routines, only the answer.
      await coachPage.reload();
      await visible(answers.getByText("Accepted")).toBe(true);
      await visible(answers.getByText("Rehearsed once")).toBe(true);
      await shot(coachPage, `assignments-${name}`);
      await athletePage.goto("/profile/teams");
      await card.getByRole("switch", { name: "Routines" }).click();
      await visible(card.getByText("Coach Sam Rivera sees: usage counts")).toBe(true);
      await coachPage.reload();
      await visible(answers.getByText("Accepted")).toBe(true);
      expect(await answers.getByText(/Rehearsed/).count()).toBe(0);
    },
  );
});
