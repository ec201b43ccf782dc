import { defineConfig } from "vitest/config";

const exclude = ["**/node_modules/**", "**/dist/**", "apps/e2e/**"];

/** Unit tests never start a database; integration tests get one database per file. */
export default defineConfig({
  test: {
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
