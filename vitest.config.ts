import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const exclude = ["**/node_modules/**", "**/dist/**", "apps/e2e/**"];

/** Unit tests never start a database; integration tests get one database per file. */
export default defineConfig({
  test: {
    // One worker per core, not vitest's default of one fewer: test files wait on their database
    // and on HTTP as much as they compute (decision 027), and on two cores the default is one.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "unit",
          include: ["{apps,packages}/**/*.test.ts"],
          exclude: [...exclude, "**/*.int.test.ts"],
        },
      },
      {
        test: {
          name: "int",
          include: ["{apps,packages}/**/*.int.test.ts"],
          exclude,
          globalSetup: ["./vitest.global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
