import { defineConfig } from "vitest/config";

/**
 * Browser tests: one production server for the run, Debian's Chromium driven by playwright-core.
 * Two spec files run at a time against that server (decision 027): a spec mostly waits on the page
 * and the server, so two fill two cores (11.4 -> 8.2 min here) with every spec on its own accounts.
 */
export default defineConfig({
  test: {
    include: ["specs/**/*.spec.ts"],
    globalSetup: ["./support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    fileParallelism: true,
    // The UI settles within a poll's time on a quiet machine; a busy CI machine gets five seconds.
    expect: { poll: { timeout: 5_000 } },
  },
});
