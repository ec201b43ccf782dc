import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { z } from "zod";

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

const Violations = z.array(
  z.object({
    id: z.string(),
    impact: z.string().nullable().optional(),
    help: z.string(),
    nodes: z.array(z.object({ target: z.array(z.unknown()) })),
  }),
);

/**
 * Waits until the page's CSS transitions and finite animations have ended (a dialog fading in,
 * a button changing colour), so that axe measures the colours a reader sees, not a frame halfway
 * between two states. Endless animations (spinners) are left alone.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round += 1) {
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === "running")
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Runs axe-core on the page and fails on serious or critical violations, once the page is at
 * rest: toasts (which fade out on a timer, possibly while axe measures) have gone and
 * transitions have ended. The page's context must be opened with `bypassCSP: true`, since axe
 * is injected as a script.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 10_000 }).toBe(0);
  await settleAnimations(page);
  await page.addScriptTag({ path: axeSource });
  const violations = Violations.parse(
    await page.evaluate("axe.run(document, { resultTypes: ['violations'] }).then((result) => result.violations)"),
  );
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${JSON.stringify(violation.nodes.map((node) => node.target))}`,
    );
  expect(serious, `${page.url()}`).toEqual([]);
}
