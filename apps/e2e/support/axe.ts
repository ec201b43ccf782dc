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
 * Runs axe-core on the page and fails on serious or critical violations. The page's context
 * must be opened with `bypassCSP: true`, since axe is injected as a script.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
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
