import { defineConfig } from "vitest/config";

/** Browser tests: one production server for the run, Debian's Chromium driven by playwright-core. */
export default defineConfig({
  test: {
    include: ["specs/**/*.spec.ts"],
    globalSetup: ["./support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The UI settles within a poll's time on a quiet machine; a busy CI machine gets five seconds.
    expect: { poll: { timeout: 5_000 } },
  },
});
