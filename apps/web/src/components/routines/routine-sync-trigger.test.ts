import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchRoutineQueue } from "./routine-sync-trigger";

const EVERY = 30_000;

/** A watch on a fresh event target; `kept` says whether the user's key is in storage. */
function watching(kept: { value: boolean }, sync = vi.fn(() => Promise.resolve())) {
  const target = new EventTarget();
  const stop = watchRoutineQueue({ target, kept: () => kept.value, sync, every: EVERY });
  const online = () => target.dispatchEvent(new Event("online"));
  return { sync, stop, online };
}

describe("watchRoutineQueue", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("syncs at once, when the browser is online again and every period, while routines are kept", () => {
    const { sync, online, stop } = watching({ value: true });
    expect(sync).toHaveBeenCalledTimes(1);
    online();
    expect(sync).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(EVERY - 1);
    expect(sync).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(sync).toHaveBeenCalledTimes(3);
    stop();
  });

  it("loads nothing while this browser keeps no routines for the user, and starts once it does", () => {
    const kept = { value: false };
    const { sync, online, stop } = watching(kept);
    online();
    vi.advanceTimersByTime(EVERY * 2);
    expect(sync).not.toHaveBeenCalled();
    // A routine is saved offline on the routines page: the next online event sends it.
    kept.value = true;
    online();
    expect(sync).toHaveBeenCalledTimes(1);
    stop();
  });

  it("stops listening and retrying once stopped (sign-out, another user)", () => {
    const { sync, online, stop } = watching({ value: true });
    stop();
    online();
    vi.advanceTimersByTime(EVERY * 3);
    expect(sync).toHaveBeenCalledTimes(1);
  });

  it("keeps watching after a failed sync (the module could not load offline)", async () => {
    const sync = vi.fn(() => Promise.reject(new Error("chunk failed")));
    const { online, stop } = watching({ value: true }, sync);
    await vi.advanceTimersByTimeAsync(0);
    online();
    expect(sync).toHaveBeenCalledTimes(2);
    stop();
  });
});
