import { describe, expect, it } from "vitest";
import {
  activeMs,
  CIRCLE_MIN_SCALE,
  circleScale,
  cyclePhases,
  nextTone,
  pauseClock,
  positionAt,
  READY,
  resumeClock,
  type SessionClock,
  sessionMs,
  sessionRecord,
  settleClock,
  startClock,
} from "./breath-session";

const box = { inhale: 4, hold1: 4, exhale: 4, hold2: 4, cycles: 5 };
const noHolds = { inhale: 1, hold1: 0, exhale: 1, hold2: 0, cycles: 2 };
const relax = { inhale: 4, hold1: 7, exhale: 8, hold2: 0, cycles: 4 };
const startedAt = new Date("2026-11-25T07:30:00.000Z");
/** The clock's origin: performance.now() values are arbitrary, so the tests start far from 0. */
const T0 = 50_000;

describe("the phases of a cycle", () => {
  it("goes inhale, hold1, exhale, hold2, skipping a hold of 0", () => {
    expect(cyclePhases(box).map((step) => step.phase)).toEqual(["inhale", "hold1", "exhale", "hold2"]);
    expect(cyclePhases(relax).map((step) => step.phase)).toEqual(["inhale", "hold1", "exhale"]);
    expect(cyclePhases(noHolds).map((step) => step.phase)).toEqual(["inhale", "exhale"]);
  });
  it("lasts the sum of its phases times the cycles", () => {
    expect(sessionMs(box)).toBe(80_000);
    expect(sessionMs(relax)).toBe(76_000);
    expect(sessionMs(noHolds)).toBe(4000);
  });
});

describe("where a session is after some active time", () => {
  it("starts on the first inhale with its whole length left", () => {
    expect(positionAt(box, 0)).toMatchObject({
      phase: "inhale",
      cycle: 1,
      completedCycles: 0,
      secondsLeft: 4,
      progress: 0,
      complete: false,
    });
  });
  it("counts the seconds left down and the progress up within a phase", () => {
    const at = positionAt(box, 5500);
    expect(at).toMatchObject({ phase: "hold1", cycle: 1, secondsLeft: 3, remainingMs: 2500, progress: 0.375 });
  });
  it("goes from an exhale straight to the next inhale when hold2 is 0", () => {
    expect(positionAt(relax, 18_999)).toMatchObject({ phase: "exhale", cycle: 1, secondsLeft: 1 });
    expect(positionAt(relax, 19_000)).toMatchObject({ phase: "inhale", cycle: 2, completedCycles: 1, secondsLeft: 4 });
  });
  it("skips both holds of 0", () => {
    expect([0, 999, 1000, 1999, 2000, 3000].map((ms) => positionAt(noHolds, ms).key)).toEqual([
      "1:inhale",
      "1:inhale",
      "1:exhale",
      "1:exhale",
      "2:inhale",
      "2:exhale",
    ]);
  });
  it("lands a jump of many seconds (a hidden tab) on the right phase and cycle", () => {
    // 3 cycles of 16 s = 48 s, then 9.2 s into the 4th: past inhale and hold1, 1.2 s into the exhale.
    expect(positionAt(box, 57_200)).toMatchObject({
      phase: "exhale",
      cycle: 4,
      completedCycles: 3,
      secondsLeft: 3,
      complete: false,
    });
  });
  it("is complete after the last cycle, and stays complete beyond it", () => {
    for (const ms of [4000, 4001, 600_000]) {
      expect(positionAt(noHolds, ms)).toMatchObject({
        complete: true,
        cycle: 2,
        completedCycles: 2,
        secondsLeft: 0,
        key: "complete",
      });
    }
    expect(positionAt(noHolds, 3999).complete).toBe(false);
  });
});

describe("the bell at the end of a phase", () => {
  it("announces the next phase, skipping holds of 0, and the end after the last phase", () => {
    expect(nextTone(box, positionAt(box, 0))).toBe("hold1");
    expect(nextTone(box, positionAt(box, 13_000))).toBe("inhale");
    expect(nextTone(relax, positionAt(relax, 12_000))).toBe("inhale");
    expect(nextTone(relax, positionAt(relax, 75_000))).toBe("complete");
    expect(nextTone(noHolds, positionAt(noHolds, 2500))).toBe("exhale");
    expect(nextTone(noHolds, positionAt(noHolds, 3500))).toBe("complete");
  });
});

describe("the session clock", () => {
  it("counts the active time of a running session from the clock, not from ticks", () => {
    const clock = startClock(T0);
    expect(activeMs(clock, T0 + 2345)).toBe(2345);
    expect(activeMs(READY, T0 + 2345)).toBe(0);
  });
  it("does not count paused time, and picks up where it paused", () => {
    const paused = pauseClock(startClock(T0), T0 + 1500);
    expect(activeMs(paused, T0 + 60_000)).toBe(1500);
    const resumed = resumeClock(paused, T0 + 60_000);
    expect(activeMs(resumed, T0 + 61_000)).toBe(2500);
    expect(positionAt(noHolds, activeMs(resumed, T0 + 61_000))).toMatchObject({ phase: "inhale", cycle: 2 });
  });
  it("ignores pausing a clock that is not running and resuming one that is not paused", () => {
    expect(pauseClock(READY, T0)).toBe(READY);
    const running = startClock(T0);
    expect(resumeClock(running, T0 + 10)).toBe(running);
  });
  it("completes a running session once its time is up, with the session's exact length", () => {
    const running = startClock(T0);
    expect(settleClock(running, noHolds, T0 + 3999)).toBe(running);
    const done = settleClock(running, noHolds, T0 + 9000);
    expect(done).toEqual({ status: "complete", bankedMs: 4000 });
    expect(activeMs(done, T0 + 99_000)).toBe(4000);
  });
  it("never completes a paused session", () => {
    const paused: SessionClock = { status: "paused", bankedMs: 3999 };
    expect(settleClock(paused, noHolds, T0 + 99_000)).toBe(paused);
  });
});

describe("the record a session saves", () => {
  it("is complete with the whole length and every cycle at the end", () => {
    const done = settleClock(startClock(T0), box, T0 + 80_000);
    expect(sessionRecord("Box Breathing", box, done, T0 + 90_000, startedAt)).toEqual({
      preset: "Box Breathing",
      completed: true,
      duration: 80,
      cycles: 5,
      date: "2026-11-25T07:30:00.000Z",
    });
  });
  it("is partial when stopped early: active seconds rounded and only the finished cycles", () => {
    const paused = pauseClock(startClock(T0), T0 + 37_600);
    expect(sessionRecord("Box Breathing", box, paused, T0 + 99_000, startedAt)).toEqual({
      preset: "Box Breathing",
      completed: false,
      duration: 38,
      cycles: 2,
      date: "2026-11-25T07:30:00.000Z",
    });
  });
  it("is nothing before a second of breathing, or before the start", () => {
    expect(sessionRecord("Box Breathing", box, startClock(T0), T0 + 999, startedAt)).toBeNull();
    expect(sessionRecord("Box Breathing", box, startClock(T0), T0 + 1000, startedAt)).toMatchObject({
      completed: false,
      duration: 1,
      cycles: 0,
    });
    expect(sessionRecord("Box Breathing", box, READY, T0, startedAt)).toBeNull();
  });
  it("counts a running session whose time is up as complete even before a tick settled it", () => {
    expect(sessionRecord("Quick", noHolds, startClock(T0), T0 + 4500, startedAt)).toMatchObject({
      completed: true,
      duration: 4,
      cycles: 2,
    });
  });
});

describe("the breathing circle", () => {
  it("grows on the inhale, holds, shrinks on the exhale and holds small", () => {
    expect(circleScale(positionAt(box, 0))).toBeCloseTo(CIRCLE_MIN_SCALE);
    expect(circleScale(positionAt(box, 2000))).toBeCloseTo((CIRCLE_MIN_SCALE + 1) / 2);
    expect(circleScale(positionAt(box, 3999))).toBeGreaterThan(0.99);
    expect(circleScale(positionAt(box, 6000))).toBe(1);
    expect(circleScale(positionAt(box, 10_000))).toBeCloseTo((CIRCLE_MIN_SCALE + 1) / 2);
    expect(circleScale(positionAt(box, 14_000))).toBe(CIRCLE_MIN_SCALE);
  });
  it("with a second inhale, stops the first one short and tops it up on hold1", () => {
    const sigh = { inhale: 2, hold1: 1, exhale: 6, hold2: 0, cycles: 10 };
    const endOfFirst = circleScale(positionAt(sigh, 1999), true);
    expect(endOfFirst).toBeLessThan(0.9);
    expect(circleScale(positionAt(sigh, 2500), true)).toBeGreaterThan(endOfFirst);
    expect(circleScale(positionAt(sigh, 2999), true)).toBeGreaterThan(0.99);
  });
});
