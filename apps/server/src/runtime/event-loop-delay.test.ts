import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { watchEventLoopDelay } from "./event-loop-delay";

/** Keeps the event loop from turning for `ms`. */
function block(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spinning on purpose
  }
}

describe("watchEventLoopDelay", () => {
  it("reads about 0 ms on an idle loop", async () => {
    const window = watchEventLoopDelay({ windowMs: 300 });
    try {
      await sleep(200);
      expect(window.p99Ms()).toBeLessThan(100);
    } finally {
      window.stop();
    }
  });

  it("reports a blocked loop, then forgets it once it is older than the window", async () => {
    const window = watchEventLoopDelay({ windowMs: 300, histograms: 4 });
    try {
      await sleep(50);
      block(400);
      await sleep(30);
      expect(window.p99Ms()).toBeGreaterThanOrEqual(300);
      // The window covers 300 to 400 ms: half a second later the block has left it.
      await sleep(500);
      expect(window.p99Ms()).toBeLessThan(200);
    } finally {
      window.stop();
    }
  });
});
