import { messages } from "@onepercent/validators";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createAccount, signedInWith, signIn } from "../support/accounts";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { hasChromium, useBrowser, viewports, visible } from "../support/browser";

const browser = useBrowser();

/** Tuesday 24 November 2026, 10:00 UTC: the planners show the browser's day, the same on every run. */
const clock = new Date("2026-11-24T10:00:00Z");

async function addRoleGoal(page: Page, role: string, goal: string) {
  const form = page.getByRole("region", { name: "Add New Goals" });
  await form.getByLabel("Category").fill(role);
  await form.getByRole("textbox", { name: "Goal" }).fill(goal);
  await form.getByRole("button", { name: "Add Goal" }).click();
  await visible(page.getByRole("list", { name: "Roles and goals" }).getByText(goal, { exact: true })).toBe(true);
}

describe.skipIf(!hasChromium)("Roles and goals and the planners", () => {
  it("on a phone: adds a role-goal (both fields required), edits it inline, and asks before dropping a draft", async () => {
    const account = await createAccount({ name: "Jordan Blake" });
    const page = await browser.newPage(viewports.phone, { bypassCSP: true, clock });
    await signIn(page.context(), account);

    // The dashboard leads to the planning area, and the hub to roles and goals.
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Open your plan" }).click();
    await visible(page.getByRole("heading", { name: "Plan", exact: true })).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: /Roles and Goals/ }).click();
    await visible(page.getByRole("heading", { name: "Roles and Goals" })).toBe(true);
    await visible(page.getByText(messages.roleGoalsEmpty)).toBe(true);

    // §5: role and goal are required.
    const form = page.getByRole("region", { name: "Add New Goals" });
    await form.getByRole("button", { name: "Add Goal" }).click();
    await visible(form.getByText(messages.roleRequired)).toBe(true);
    await visible(form.getByText(messages.goalRequired)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await addRoleGoal(page, "Athlete", "Start every game this season");
    await visible(page.getByText(messages.roleGoalAdded)).toBe(true);

    // Inline edit.
    await page.getByRole("button", { name: "Edit Athlete" }).click();
    const list = page.getByRole("list", { name: "Roles and goals" });
    await list.getByRole("textbox", { name: "Goal" }).fill("Start every game and captain the team");
    await list.getByRole("button", { name: "Save" }).click();
    await visible(page.getByText(messages.roleGoalUpdated)).toBe(true);
    await visible(list.getByText("Start every game and captain the team", { exact: true })).toBe(true);

    // Leaving with unsaved edits asks first.
    await form.getByLabel("Category").fill("Student");
    await page.getByRole("link", { name: "Plan today" }).click();
    const leave = page.getByRole("dialog", { name: "Discard your changes?" });
    await visible(leave).toBe(true);
    await leave.getByRole("button", { name: "Keep editing" }).click();
    await visible(leave).toBe(false);
    expect(await form.getByLabel("Category").inputValue()).toBe("Student");
    await form.getByLabel("Category").fill("");
    await page.getByRole("link", { name: "Plan today" }).click();
    await visible(page.getByRole("heading", { name: "Daily Planner" })).toBe(true);
  });

  it("on a phone: plans a day against a role-goal, ticks a task and keeps the day's mood", async () => {
    const page = await browser.newPage(viewports.phone, { bypassCSP: true, clock });
    await signedInWith(page.context(), (mutate) =>
      mutate("planner.roleGoals.create", { role: "Athlete", goal: "Start every game this season" }),
    );
    await page.goto("/daily-planner");

    // The daily planner: add a task under the role-goal and tick it.
    await visible(page.getByRole("heading", { name: "Daily Planner" })).toBe(true);
    await page.getByRole("button", { name: "Add task for Athlete" }).click();
    await visible(page.getByText(messages.taskTextRequired)).toBe(true);
    await page.getByLabel("New task for Athlete").fill("100 first serves");
    await page.getByRole("button", { name: "Add task for Athlete" }).click();
    const task = page.getByRole("checkbox", { name: "Mark done: 100 first serves" });
    await visible(task).toBe(true);
    await task.click();
    await visible(page.getByRole("checkbox", { name: "Mark not done: 100 first serves" })).toBe(true);
    // The daily check-in keeps one mood per day.
    await page.getByRole("button", { name: "4 Good" }).click();
    await visible(page.getByText(messages.checkInSaved)).toBe(true);
    await page.reload();
    await visible(page.getByRole("checkbox", { name: "Mark not done: 100 first serves" })).toBe(true);
    await expect.poll(() => page.getByRole("button", { name: "4 Good" }).getAttribute("aria-pressed")).toBe("true");
    await expectNoSeriousA11yViolations(page);
  });

  it("on a phone: plans a fortnight with an objective and tasks, and today's plan shows the objective", async () => {
    const page = await browser.newPage(viewports.phone, { bypassCSP: true, clock });
    await signedInWith(page.context(), (mutate) =>
      mutate("planner.roleGoals.create", { role: "Athlete", goal: "Start every game this season" }),
    );

    // The two-week planner: the range ends 13 days after the start; add an objective and a task.
    await page.goto("/two-week-planner");
    await visible(page.getByRole("heading", { name: "Two-Week Planner" })).toBe(true);
    const start = await page.getByLabel("Start date", { exact: true }).first().inputValue();
    const end = await page.getByLabel("End date", { exact: true }).first().inputValue();
    expect((Date.parse(end) - Date.parse(start)) / 86_400_000).toBe(13);

    await page.getByText("Add objective for Athlete").click();
    const objectives = page.getByRole("region", { name: "Objectives for Athlete" });
    await objectives.getByRole("button", { name: "Add Objective" }).click();
    await visible(objectives.getByText("Objective text cannot be empty")).toBe(true);
    await objectives.getByRole("textbox", { name: "Objective" }).fill("Land 70% of first serves");
    await objectives.getByLabel("End date").fill("");
    await objectives.getByRole("button", { name: "Add Objective" }).click();
    await visible(objectives.getByText("Start date and end date are required")).toBe(true);
    await objectives.getByLabel("End date").fill(end);
    await objectives.getByRole("button", { name: "Add Objective" }).click();
    const objective = objectives.getByRole("checkbox", { name: "Mark done: Land 70% of first serves" });
    await visible(objective).toBe(true);
    await objective.click();
    await visible(objectives.getByRole("checkbox", { name: "Mark not done: Land 70% of first serves" })).toBe(true);

    await page.getByLabel("New task for Athlete").fill("Film review of the last match");
    await page.getByRole("button", { name: "Add task for Athlete" }).click();
    await visible(page.getByRole("checkbox", { name: "Mark done: Film review of the last match" })).toBe(true);
    await page.getByRole("button", { name: "Edit task Film review of the last match" }).click();
    await page.getByLabel("Edit task Film review of the last match").fill("Film review with the coach");
    await page.getByRole("button", { name: "Save task" }).click();
    await visible(page.getByRole("checkbox", { name: "Mark done: Film review with the coach" })).toBe(true);
    await page.getByRole("button", { name: "Delete task Film review with the coach" }).click();
    await page.getByRole("dialog", { name: "Delete this task?" }).getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => page.getByText("Film review with the coach").count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    // The objective also shows on today's daily plan.
    await page.goto("/daily-planner");
    await visible(page.getByText("Land 70% of first serves")).toBe(true);
  });

  it("on a laptop: deletes a role-goal after asking, and the planners invite to add one", async () => {
    const account = await createAccount();
    const page = await browser.newPage(viewports.desktop, { bypassCSP: true, clock });
    await signIn(page.context(), account);
    await page.goto("/roles-and-goals");
    await visible(page.getByText(messages.roleGoalsEmpty)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    // A failed save keeps what was typed and can be tried again.
    browser.allowConsoleErrors(/Failed to load resource|ERR_FAILED/);
    await page.route("**/trpc/planner.roleGoals.create**", (route) => route.abort());
    const form = page.getByRole("region", { name: "Add New Goals" });
    await form.getByLabel("Category").fill("Student");
    await form.getByRole("textbox", { name: "Goal" }).fill("Keep a 3.5 GPA");
    await form.getByRole("button", { name: "Add Goal" }).click();
    await visible(form.getByText(`${messages.roleGoalAddFailed}: ${messages.plannerNoResponse}`)).toBe(true);
    expect(await form.getByLabel("Category").inputValue()).toBe("Student");
    await page.unroute("**/trpc/planner.roleGoals.create**");
    await form.getByRole("button", { name: "Add Goal" }).click();
    await visible(page.getByRole("list", { name: "Roles and goals" }).getByText("Keep a 3.5 GPA")).toBe(true);
    expect(await form.getByLabel("Category").inputValue()).toBe("");
    await page.getByRole("button", { name: "Delete Student" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete this role and goal?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await visible(page.getByText(messages.roleGoalDeleted)).toBe(true);
    await visible(page.getByText(messages.roleGoalsEmpty)).toBe(true);

    await page.goto("/two-week-planner");
    await visible(page.getByRole("link", { name: "Add roles and goals" })).toBe(true);
    await page.getByLabel("End date").fill("2000-01-01");
    await visible(page.getByText(messages.plannerEndBeforeStart)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.goto("/daily-planner");
    await page.getByRole("link", { name: "Add roles and goals" }).click();
    await visible(page.getByRole("heading", { name: "Roles and Goals" })).toBe(true);
  });
});
